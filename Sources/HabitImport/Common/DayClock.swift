import Foundation
import HabitCore

/// Turns instants into the logical local dates of a history: the time zone
/// plus the day-start minute (a log at 01:30 with the day starting at 04:00
/// belongs to the day before). The only place the importers convert time.
public struct DayClock: Sendable {
  public let timeZone: TimeZone
  public let dayStartMinute: Int
  private let offsets: ZoneOffsetTable

  /// Nil when `identifier` is not a known IANA zone.
  public init?(timeZone identifier: String, dayStartMinute: Int = 0) {
    guard let zone = TimeZone(identifier: identifier) else { return nil }
    self.timeZone = zone
    self.dayStartMinute = dayStartMinute
    self.offsets = ZoneOffsetTable(zone: zone)
  }

  /// The logical day of an instant given in seconds since 1970 UTC.
  public func date(secondsSince1970 seconds: Double) -> LocalDate {
    let offset = offsets.secondsFromGMT(at: seconds)
    let local = seconds + Double(offset) - Double(dayStartMinute * 60)
    return LocalDate(dayNumber: Int((local / 86_400).rounded(.down)))
  }

  /// A moment: the instant, its logical day and its wall-clock minute in
  /// the zone.
  public func moment(secondsSince1970 seconds: Double) -> Moment {
    // The zone's offset looked up once for both the day and the minute.
    let local = seconds + Double(offsets.secondsFromGMT(at: seconds))
    let minute = Int((local / 60).rounded(.down)) % 1440
    let date = LocalDate(
      dayNumber: Int(((local - Double(dayStartMinute * 60)) / 86_400).rounded(.down)))
    return Moment(
      secondsSince1970: seconds, date: date, localMinute: minute < 0 ? minute + 1440 : minute)
  }

  /// The calendar date of a floating date saved as local midnight (the app's
  /// `HabitEntry.date`): converted by the zone alone, ignoring the day-start
  /// minute.
  public func calendarDate(secondsSince1970 seconds: Double) -> LocalDate {
    let offset = offsets.secondsFromGMT(at: seconds)
    return LocalDate(dayNumber: Int(((seconds + Double(offset)) / 86_400).rounded(.down)))
  }

  /// Seconds since 1970 of the start of `date` in this zone: local midnight,
  /// or, where summer time starts at midnight (São Paulo until 2018, Havana,
  /// Cairo) and that day has no 00:00, the first instant it has (01:00),
  /// as the app's calendar saves it. The inverse of `calendarDate`; used by
  /// writers of stores and to check a store's floating dates.
  public func midnight(of date: LocalDate) -> Double {
    let guess = Double(date.dayNumber) * 86_400
    // The offsets a day either side cover any transition near midnight.
    let before = offsets.secondsFromGMT(at: guess - 86_400)
    let after = offsets.secondsFromGMT(at: guess + 86_400)
    // The earlier of the two candidates that is midnight by its own
    // offset (no arrays: a store's read checks every entry's date here).
    var first: Double?
    func consider(_ offset: Int) {
      let instant = guess - Double(offset)
      if offsets.secondsFromGMT(at: instant) == Int(guess - instant) {
        first = min(first ?? instant, instant)
      }
    }
    consider(before)
    consider(after)
    if let first { return first }
    // No 00:00 that day: the clocks went forward at midnight, so the day
    // starts when they did, at midnight by the earlier offset.
    return guess - Double(min(before, after))
  }
}
