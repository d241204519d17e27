import HabitCore
import HabitJSON

/// The mapping between the habit app's stored schedule fields
/// (`frequency`, `scheduledDays`, `targetPerWeek`, `pausesData`), the
/// `schedule` extension object of the JSON export, and the model's
/// `Schedule` and `Pause`. Shared by every reader and writer of the app's
/// formats; issues come back with paths relative to the habit record, named
/// after the app's fields.
public enum AppSchedule {
  /// The `frequency` values the app writes, and the ones that defer to
  /// `scheduledDays`.
  static let daysFrequencies = ["custom", "weekly", "specificDays"]
  static let knownFrequencies = ["daily", "weekdays", "weekends"] + daysFrequencies

  /// The schedule the app's three fields describe: `targetPerWeek` > 0 means
  /// "n times a week, any days" and wins over the days; otherwise
  /// `frequency` "daily", "weekdays" or "weekends" names the days, and
  /// "custom", "weekly" or "specificDays" takes them from `scheduledDays`
  /// ("1,3,5", ISO weekdays). An unknown (or missing) frequency with usable
  /// `scheduledDays` uses the days, with a warning.
  public static func schedule(frequency: String?, scheduledDays: String?, targetPerWeek: Int?)
    -> FieldResult<Schedule>
  {
    var reader = FieldReader()
    let schedule = schedule(
      frequency: frequency, scheduledDays: scheduledDays, targetPerWeek: targetPerWeek,
      reader: &reader)
    return FieldResult(value: reader.hasErrors ? nil : schedule, issues: reader.issues)
  }

  private static func schedule(
    frequency: String?, scheduledDays: String?, targetPerWeek: Int?, reader: inout FieldReader
  ) -> Schedule? {
    if let targetPerWeek, targetPerWeek != 0 {
      guard (1...7).contains(targetPerWeek) else {
        reader.error(
          "targetPerWeek",
          "expected an integer from 0 to 7 (0 = use the days), found \(targetPerWeek)")
        return nil
      }
      return .perWeek(targetPerWeek)
    }
    let known = knownFrequencies.first { $0.lowercased() == frequency?.lowercased() }
    switch known {
    case "daily": return .daily
    case "weekdays": return .days(.mondayToFriday, everyWeeks: 1)
    case "weekends": return .days(.weekend, everyWeeks: 1)
    case .some:
      guard let days = weekdays(scheduledDays, reader: &reader) else { return nil }
      return .days(days, everyWeeks: 1)
    case .none:
      guard let scheduledDays, let days = parseWeekdays(scheduledDays), !days.isEmpty else {
        let expected = FieldReader.choices(knownFrequencies)
        reader.error(
          "frequency",
          frequency.map { "expected \(expected), found \(JSONValue.string($0).quoted)" }
            ?? "missing, expected \(expected)"
        )
        return nil
      }
      reader.warning(
        "frequency",
        .unknownFrequency(
          found: frequency.map { JSONValue.string($0).quoted },
          scheduledDays: JSONValue.string(scheduledDays).quoted))
      return .days(days, everyWeeks: 1)
    }
  }

  private static func weekdays(_ text: String?, reader: inout FieldReader) -> Weekdays? {
    let expected = "ISO weekdays from 1 (Monday) to 7 (Sunday) separated by commas"
    guard let text else {
      reader.error("scheduledDays", "missing, expected \(expected)")
      return nil
    }
    guard let days = parseWeekdays(text) else {
      reader.error("scheduledDays", "expected \(expected), found \(JSONValue.string(text).quoted)")
      return nil
    }
    guard !days.isEmpty else {
      reader.error(
        "scheduledDays", "expected at least one weekday, found \(JSONValue.string(text).quoted)")
      return nil
    }
    return days
  }

  /// Parses `scheduledDays` ("1,2,3", spaces allowed, "" for none); nil when
  /// a part is not a weekday 1...7.
  public static func parseWeekdays(_ text: String) -> Weekdays? {
    if text.allSatisfy({ $0 == " " }) { return Weekdays([]) }
    var days: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = part.filter { $0 != " " }
      guard trimmed.count == 1, let day = Int(trimmed), (1...7).contains(day) else { return nil }
      days.append(day)
    }
    return Weekdays(days)
  }

  /// `scheduledDays` text for a set of weekdays: "1,3,5".
  public static func scheduledDays(_ weekdays: Weekdays) -> String {
    weekdays.map(String.init).joined(separator: ",")
  }
}
