import HabitCore
import HabitJSON

/// HabitKit's `completions` summed per habit and local day: a row's local
/// day is its UTC `date` moved by its `timezoneOffsetInMinutes` (the offset
/// in force then, which changes with summer time); the rows of one day add
/// up, and a row of 0 is a tap taken back, adding nothing. Notes of one day
/// are joined.
struct HabitKitDays {
  struct Day: Equatable {
    var amount = 0
    var note: String?
  }

  /// By habit id, then local day.
  var days: [String: [LocalDate: Day]] = [:]
  var rows = 0
  var takenBack = 0

  static func read(_ completions: [JSONValue], fields: inout FieldReader) -> HabitKitDays {
    var result = HabitKitDays()
    let offsetRule = IntegerRule(-1440...1440)
    let amountRule = IntegerRule(0...IntegerRule.largestAmount)
    for (index, value) in completions.enumerated() {
      let path = FieldPath.join("completions", index)
      guard let object = fields.object(value, at: path, expected: "a completion object")
      else { continue }
      func at(_ key: String) -> String { FieldPath.join(path, key) }
      let habit = fields.string(object["habitId"], at: at("habitId"))
      let stamp = instant(object["date"], at: at("date"), fields: &fields)
      let offset =
        fields.optionalInteger(
          object["timezoneOffsetInMinutes"], at: at("timezoneOffsetInMinutes"), offsetRule) ?? 0
      let amount = fields.integer(
        object["amountOfCompletions"], at: at("amountOfCompletions"), amountRule)
      let note = fields.optionalString(object["note"], at: at("note")).flatMap {
        $0.allSatisfy(\.isWhitespace) ? nil : $0
      }
      guard let habit, let stamp, let amount else { continue }
      let seconds = stamp.seconds + Double(offset * 60)
      let date = LocalDate(dayNumber: Int((seconds / 86_400).rounded(.down)))
      guard fields.checkRange(date, text: stamp.text, at: at("date")) != nil else { continue }
      result.rows += 1
      if amount == 0 { result.takenBack += 1 }
      var day = result.days[habit]?[date] ?? Day()
      day.amount += amount
      day.note = EntryMerger.joinedNote(day.note, note)
      result.days[habit, default: [:]][date] = day
    }
    return result
  }

  private static func instant(
    _ value: JSONValue?, at path: String, fields: inout FieldReader
  ) -> (seconds: Double, text: String)? {
    guard case .string(let text) = value, let stamp = ISOTimestamp.parse(text) else {
      fields.mismatch(
        value, at: path, expected: "an ISO 8601 time stamp such as \"2026-01-05T09:12:00.000Z\"")
      return nil
    }
    return (stamp.seconds, text)
  }
}
