import HabitCore
import HabitJSON

extension AppSchedule {
  static let extensionTypes = [
    "days", "perWeek", "perMonth", "interval", "afterLast", "rolling", "total",
  ]

  /// Reads the export's `schedule` extension object, which overrides the
  /// three app fields: `{"type":"days","days":[1,3,5],"everyWeeks":2}`,
  /// `{"type":"perWeek","count":3}`, `{"type":"perMonth","count":4}`,
  /// `{"type":"interval","every":3,"unit":"day"}`,
  /// `{"type":"afterLast","days":3}`, `{"type":"rolling","count":2,"days":3}`.
  /// Issue paths start at `schedule`.
  public static func schedule(extension value: JSONValue) -> FieldResult<Schedule> {
    var reader = FieldReader()
    let schedule = readExtension(value, reader: &reader)
    return FieldResult(value: reader.hasErrors ? nil : schedule, issues: reader.issues)
  }

  private static func readExtension(_ value: JSONValue, reader: inout FieldReader) -> Schedule? {
    let path = "schedule"
    guard let object = reader.object(value, at: path, expected: "a schedule object") else {
      return nil
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    guard let type = reader.string(object["type"], at: at("type")) else { return nil }
    switch type {
    case "days":
      let everyWeeks =
        FieldReader.isAbsent(object["everyWeeks"])
        ? 1 : reader.integer(object["everyWeeks"], at: at("everyWeeks"), IntegerRule(1...52))
      guard
        let list = reader.array(
          object["days"], at: at("days"), expected: "an array of ISO weekdays")
      else { return nil }
      var days: [Int] = []
      for (index, element) in list.enumerated() {
        let dayPath = FieldPath.join(at("days"), index)
        if let day = reader.integer(element, at: dayPath, IntegerRule(1...7)) { days.append(day) }
      }
      if list.isEmpty {
        reader.error(at("days"), "expected at least one ISO weekday, found an empty array")
      }
      guard let everyWeeks, days.count == list.count, !days.isEmpty else { return nil }
      return .days(Weekdays(days), everyWeeks: everyWeeks)
    case "perWeek":
      return reader.integer(object["count"], at: at("count"), IntegerRule(1...7)).map {
        .perWeek($0)
      }
    case "perMonth":
      return reader.integer(object["count"], at: at("count"), IntegerRule(1...31)).map {
        .perMonth($0)
      }
    case "interval":
      let every = reader.integer(object["every"], at: at("every"), .atLeast(1))
      let unitNames = IntervalUnit.allCases.map(\.rawValue)
      var unit: IntervalUnit?
      if case .string(let name) = object["unit"], let known = IntervalUnit(rawValue: name) {
        unit = known
      } else {
        reader.mismatch(object["unit"], at: at("unit"), expected: FieldReader.choices(unitNames))
      }
      guard let every, let unit else { return nil }
      return .interval(every: every, unit: unit)
    case "afterLast":
      return reader.integer(object["days"], at: at("days"), .atLeast(1)).map {
        .afterLast(days: $0)
      }
    case "rolling":
      let days = reader.integer(object["days"], at: at("days"), IntegerRule(1...3650))
      let count = reader.integer(object["count"], at: at("count"), IntegerRule(1...3650))
      guard let days, let count else { return nil }
      guard count <= days else {
        reader.error(
          at("count"), "expected a count from 1 to the schedule's days (\(days)), found \(count)")
        return nil
      }
      return .rolling(count: count, days: days)
    case "total":
      return total(object, reader: &reader, at: at)
    default:
      reader.error(
        at("type"),
        "expected \(FieldReader.choices(extensionTypes)), found \(JSONValue.string(type).quoted)")
      return nil
    }
  }

  /// The extension object for `schedule` (written for any schedule; writers
  /// use it only where the app fields fall short).
  public static func extensionObject(for schedule: Schedule) -> JSONValue {
    switch schedule {
    case .days(let days, let everyWeeks):
      return [
        "type": "days", "days": .array(days.map { .integer($0) }),
        "everyWeeks": .integer(everyWeeks),
      ]
    case .perWeek(let count):
      return ["type": "perWeek", "count": .integer(count)]
    case .perMonth(let count):
      return ["type": "perMonth", "count": .integer(count)]
    case .interval(let every, let unit):
      return ["type": "interval", "every": .integer(every), "unit": .string(unit.rawValue)]
    case .afterLast(let days):
      return ["type": "afterLast", "days": .integer(days)]
    case .rolling(let count, let days):
      return ["type": "rolling", "count": .integer(count), "days": .integer(days)]
    case .total(.week):
      return ["type": "total", "per": "week"]
    case .total(.month):
      return ["type": "total", "per": "month"]
    case .total(.days(let days)):
      return ["type": "total", "per": "days", "days": .integer(days)]
    }
  }
}
