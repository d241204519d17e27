import HabitCore
import HabitJSON

/// A schedule as the app stores it, for writers: the three app fields, plus
/// the `schedule` extension object when they cannot express it exactly.
public struct AppScheduleFields: Hashable, Sendable {
  /// "daily", "weekdays", "weekends" or "custom".
  public var frequency: String
  /// ISO weekdays, "1,3,5".
  public var scheduledDays: String
  /// n for "n times a week, any days"; 0 otherwise.
  public var targetPerWeek: Int
  /// The extension object (`{"type":"interval",…}`), nil when the three
  /// fields above say it all.
  public var extensionObject: JSONValue?

  public init(
    frequency: String, scheduledDays: String, targetPerWeek: Int, extensionObject: JSONValue?
  ) {
    self.frequency = frequency
    self.scheduledDays = scheduledDays
    self.targetPerWeek = targetPerWeek
    self.extensionObject = extensionObject
  }
}

extension AppSchedule {
  /// The app fields for `schedule`, with the extension object only where the
  /// app fields cannot hold it (every-N-weeks days, per month, intervals,
  /// after-last, or an out-of-range weekly count).
  public static func fields(for schedule: Schedule) -> AppScheduleFields {
    let allDays = scheduledDays(.all)
    switch schedule {
    case .days(let days, let everyWeeks):
      let text = scheduledDays(days)
      // Not a `? nil :` ternary: JSONValue takes `nil` as JSON null.
      var extensionObject: JSONValue?
      if everyWeeks != 1 || days.isEmpty { extensionObject = self.extensionObject(for: schedule) }
      if everyWeeks == 1 {
        if days == .all { return AppScheduleFields("daily", text, 0, extensionObject) }
        if days == .mondayToFriday {
          return AppScheduleFields("weekdays", text, 0, extensionObject)
        }
        if days == .weekend { return AppScheduleFields("weekends", text, 0, extensionObject) }
      }
      return AppScheduleFields("custom", text, 0, extensionObject)
    case .perWeek(let count) where (1...7).contains(count):
      return AppScheduleFields("daily", allDays, count, nil)
    case .perWeek, .perMonth, .interval, .afterLast, .rolling, .total:
      return AppScheduleFields("daily", allDays, 0, extensionObject(for: schedule))
    }
  }
}

extension AppScheduleFields {
  fileprivate init(_ frequency: String, _ days: String, _ perWeek: Int, _ object: JSONValue?) {
    self.init(
      frequency: frequency, scheduledDays: days, targetPerWeek: perWeek, extensionObject: object)
  }
}
