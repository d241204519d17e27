import HabitCore
import HabitJSON

/// Maps a goal's `recurrenceType`, `recurrenceDays` and `recurrenceInterval`
/// to a schedule: `daily` → every day; `weekly` and `custom_days` → the listed
/// weekdays (`weekly` with no days → once a week, any day); `interval` N →
/// due once N days have passed since the last completion.
enum ObjectuveRecurrence {
  /// The recurrence types Objectuve writes, in the order messages list them.
  static let types = ["daily", "weekly", "custom_days", "interval"]

  /// The longest interval accepted, in days (ten years).
  static let maximumInterval = 3650

  /// The schedule of the goal at `path`, or nil (with errors logged) when its
  /// recurrence fields are invalid. `type` is the already-read type string.
  static func schedule(
    type: String, goal: JSONValue, path: String, log: inout TrackerProblemLog
  ) -> Schedule? {
    switch type {
    case "daily":
      return .daily
    case "weekly", "custom_days":
      guard let days = weekdays(goal["recurrenceDays"], path: path, log: &log) else { return nil }
      if !days.isEmpty { return .days(days, everyWeeks: 1) }
      if type == "weekly" { return .perWeek(1) }
      log.error(
        ObjectuvePath.member(path, "recurrenceDays"),
        "expected at least one weekday for a custom_days goal, found none")
      return nil
    case "interval":
      return interval(goal["recurrenceInterval"], path: path, log: &log)
    default:
      let list = types.joined(separator: ", ")
      log.error(
        ObjectuvePath.member(path, "recurrenceType"),
        "expected one of \(list), found \(JSONValue.string(type).quoted)")
      return nil
    }
  }

  /// The weekdays of `recurrenceDays` (missing or null → none).
  private static func weekdays(
    _ value: JSONValue?, path: String, log: inout TrackerProblemLog
  ) -> Weekdays? {
    let daysPath = ObjectuvePath.member(path, "recurrenceDays")
    switch value {
    case nil, .null?:
      return Weekdays(mask: 0)
    case .array(let items)?:
      var numbers: [Int] = []
      var valid = true
      for (index, item) in items.enumerated() {
        if case .string(let name) = item, let number = weekday(named: name) {
          numbers.append(number)
        } else {
          valid = false
          log.error(
            ObjectuvePath.element(daysPath, index),
            "expected a weekday (mon, tue, wed, thu, fri, sat, sun), found \(item.quoted)")
        }
      }
      return valid ? Weekdays(numbers) : nil
    case let other?:
      log.error(
        daysPath, "expected a list of weekdays such as [\"mon\", \"wed\"], found \(other.quoted)")
      return nil
    }
  }

  /// ISO weekday of `mon` … `sun` (also the full English names), any case.
  static func weekday(named name: String) -> Int? {
    let names = ["mon", "tue", "wed", "thu", "fri", "sat", "sun"]
    let long = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
    let folded = name.lowercased()
    if let index = names.firstIndex(of: folded) ?? long.firstIndex(of: folded) {
      return index + 1
    }
    return nil
  }

  private static func interval(
    _ value: JSONValue?, path: String, log: inout TrackerProblemLog
  ) -> Schedule? {
    let intervalPath = ObjectuvePath.member(path, "recurrenceInterval")
    let expected = "expected a whole number of days from 1 to \(maximumInterval)"
    switch value {
    case .integer(let days)? where (1...maximumInterval).contains(days):
      return .afterLast(days: days)
    case .double(let days)?
    where days.rounded() == days && days >= 1 && days <= Double(maximumInterval):
      return .afterLast(days: Int(days))
    case nil:
      log.error(intervalPath, "\(expected) for an interval goal, found nothing")
      return nil
    case let other?:
      log.error(intervalPath, "\(expected), found \(other.quoted)")
      return nil
    }
  }
}
