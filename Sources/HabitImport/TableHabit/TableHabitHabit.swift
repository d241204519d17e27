import HabitCore
import HabitJSON

/// One element of Table Habit's `habits` as a habit with one window: its
/// goal and amounts as decimals (kept exactly, up to 3 places, as Loop's
/// are: `LoopDecimals`), its frequency (`TableHabitFrequency`), its records
/// (`TableHabitRecords`). A habit to avoid (type 2) allows up to its upper
/// limit (`daily_goal_extra`, else its goal) and is engaged only on days
/// with its own record.
enum TableHabitHabit {
  static func read(
    _ value: JSONValue, at path: String, index: Int, today: LocalDate?,
    fields: inout FieldReader
  ) -> HabitListElement {
    guard let object = fields.object(value, at: path, expected: "a habit object") else {
      return .unreadable
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let status = fields.optionalInteger(object["status"], at: at("status"), IntegerRule(1...3)) ?? 1
    if status == 2 { return .deleted }
    let name = fields.string(object["name"], at: at("name"))
    let desc = fields.optionalString(object["desc"], at: at("desc"))
    let type = fields.optionalInteger(object["type"], at: at("type"), IntegerRule(1...2)) ?? 1
    let goal = thousandths(object["daily_goal"], at: at("daily_goal"), fields: &fields) ?? 1000
    let extra =
      FieldReader.isAbsent(object["daily_goal_extra"])
      ? nil : thousandths(object["daily_goal_extra"], at: at("daily_goal_extra"), fields: &fields)
    let unit = fields.optionalString(object["daily_goal_unit"], at: at("daily_goal_unit"))
    let start =
      FieldReader.isAbsent(object["start_date"])
      ? nil : TableHabitReader.day(object["start_date"], at: at("start_date"), fields: &fields)
    let frequency = TableHabitFrequency.schedule(object, at: path, fields: &fields)
    let records = TableHabitRecords.read(
      object["records"], at: at("records"), goal: goal, fields: &fields)
    guard let name, let frequency else { return .unreadable }
    if frequency.isApproximate {
      fields.warning(
        at("freq_custom"), .moreTimesThanDays(habit: name))
    }
    let kind: HabitKind
    var target: Int
    if type == 2 {
      kind = .avoid
      target = extra ?? goal
      if let extra, extra != goal {
        fields.warning(
          at("daily_goal"),
          .allowance(habit: name, goal: goal, limit: extra))
      }
    } else if goal == 1000, records.entries.allSatisfy({ [0, 1000].contains($0.amount) }) {
      kind = .binary
      target = 1000
    } else {
      kind = .counted
      target = max(goal, 1)
    }
    var entries = records.entries.map { entry -> Entry in
      var copy = entry
      copy.target = target
      return copy
    }
    var decimals = 0
    if kind == .binary {
      entries = entries.map { entry -> Entry in
        var copy = entry
        copy.amount /= 1000
        copy.target = 1
        return copy
      }
      target = 1
    } else {
      (decimals, target, entries) = LoopDecimals.reduce(target: target, entries: entries)
    }
    guard let startDate = [start, entries.first?.date].compactMap({ $0 }).min() ?? today else {
      if FieldReader.isAbsent(object["start_date"]) {
        fields.error(at("start_date"), "missing, and nothing logged: expected the start day")
      }
      return .unreadable
    }
    let id = fields.optionalString(object["uuid"], at: at("uuid")) ?? "table-habit-\(index + 1)"
    return .habit(
      Habit(
        id: id, title: name, notes: desc?.isEmpty == false ? desc : nil, kind: kind,
        schedule: frequency.schedule, isArchived: status == 3, startDate: startDate,
        windows: [Window(id: id + "-w", label: "", target: target, entries: entries)],
        unit: unit?.isEmpty == false ? unit : nil, sortOrder: index, decimals: decimals,
        isEngagedByOwnEntries: kind == .avoid))
  }

  /// A decimal amount as thousandths, from 0 to the largest amount; more
  /// than 3 decimals is an error (it could not be kept exactly).
  static func thousandths(_ value: JSONValue?, at path: String, fields: inout FieldReader) -> Int? {
    let number: Double
    switch value {
    case .integer(let whole)?: number = Double(whole)
    case .double(let fraction)?: number = fraction
    default:
      fields.mismatch(value, at: path, expected: "a number from 0 to 1,000,000")
      return nil
    }
    guard number >= 0, number <= Double(IntegerRule.largestAmount) else {
      fields.error(path, "expected a number from 0 to 1,000,000, found \(value?.quoted ?? "")")
      return nil
    }
    let scaled = (number * 1000).rounded()
    guard abs(number * 1000 - scaled) < 1e-6 else {
      fields.error(
        path, "expected at most 3 decimals (kept exactly), found \(value?.quoted ?? "")")
      return nil
    }
    return Int(scaled)
  }
}
