import Foundation
import HabitCore

/// Maps Rewire's schedule to ours, as the app stores it:
/// - `schedule` 0: the weekdays listed in `active_days`, numbered 0 = Sunday
///   … 6 = Saturday, as Loop's importer reads them (it maps a day d to its
///   weekday (d + 1) mod 7, where its 1 is Sunday; DESIGN.md §4);
/// - 1: `days` times per period, `period` 0 a week, 1 a month, 2 a year (a
///   year has no schedule of its own: read as times a month, with a warning);
/// - 2: every `repeating_count` days from the start.
enum RewireSchedule {
  /// The schedule and, when it only approximates Rewire's, how it was read.
  struct Mapping: Equatable {
    var schedule: Schedule
    var approximation: Approximation?
  }

  /// Days a year, read as times a month.
  struct Approximation: Equatable {
    var days: Int
    var perMonth: Int
  }

  /// The largest `repeating_count` accepted (ten years of days).
  static let maximumInterval = 3650

  /// Nil (with the error logged) when the values are not a schedule.
  static func mapping(
    _ row: RewireHabitRow, location: (String) -> RecordLocation, log: inout TrackerProblemLog
  ) -> Mapping? {
    switch row.schedule {
    case 0:
      guard let weekdays = weekdays(row.activeDays) else {
        let found = row.activeDays.map { "\"\($0)\"" } ?? "NULL"
        log.error(
          location("active_days"),
          "expected weekdays from 0 (Sunday) to 6 (Saturday) separated by commas, found \(found)")
        return nil
      }
      return Mapping(schedule: .days(weekdays, everyWeeks: 1))
    case 1:
      return perPeriod(days: row.days, period: row.period, location: location, log: &log)
    case 2:
      guard let every = row.repeatingCount, (1...maximumInterval).contains(every) else {
        log.error(
          location("repeating_count"),
          "expected a number of days from 1 to \(maximumInterval), found "
            + (row.repeatingCount.map(String.init) ?? "NULL"))
        return nil
      }
      return Mapping(schedule: every == 1 ? .daily : .interval(every: every, unit: .day))
    default:
      log.error(
        location("schedule"),
        "expected 0 (weekdays), 1 (days per period) or 2 (every n days), found "
          + (row.schedule.map(String.init) ?? "NULL"))
      return nil
    }
  }

  /// `0,1,6` (Sunday, Monday, Saturday) as ISO weekdays (Monday 1 … Sunday
  /// 7); nil when empty or not weekday numbers.
  static func weekdays(_ text: String?) -> Weekdays? {
    guard let text else { return nil }
    var days: [Int] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      let trimmed = part.trimmingCharacters(in: .whitespaces)
      guard let day = TrackerDate.digits(Substring(trimmed), maximumDigits: 1), day <= 6
      else { return nil }
      days.append(day == 0 ? 7 : day)
    }
    let weekdays = Weekdays(days)
    return weekdays.isEmpty ? nil : weekdays
  }

  private static func perPeriod(
    days: Int?, period: Int?, location: (String) -> RecordLocation, log: inout TrackerProblemLog
  ) -> Mapping? {
    let lengths = [7, 31, 365]
    guard let period, (0..<lengths.count).contains(period) else {
      log.error(
        location("period"),
        "expected 0 (a week), 1 (a month) or 2 (a year), found "
          + (period.map(String.init) ?? "NULL"))
      return nil
    }
    let length = lengths[period]
    guard let days, (1...length).contains(days) else {
      log.error(
        location("days"),
        "expected 1 to \(length) days per \(["week", "month", "year"][period]), found "
          + (days.map(String.init) ?? "NULL"))
      return nil
    }
    if days == length { return Mapping(schedule: .daily) }
    switch period {
    case 0: return Mapping(schedule: .perWeek(days))
    case 1: return Mapping(schedule: .perMonth(days))
    default:
      let perMonth = max(1, Int((Double(days) / 12).rounded()))
      return Mapping(
        schedule: .perMonth(perMonth),
        approximation: Approximation(days: days, perMonth: perMonth))
    }
  }
}
