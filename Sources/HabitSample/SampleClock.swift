import Foundation
import HabitCore

/// Turns "day D at 21:40" into a `Moment` for the sample generator, fast:
/// the zone's UTC offset is looked up once per day (at local noon) instead of
/// once per entry, and the logical day is known by construction.
///
/// Times are kept where that one offset is right for the zones the app is
/// used in: from 05:00 (after every spring-forward or fall-back hour) to
/// 00:59 of the next calendar day (before it, and still the logical day when
/// the day starts at 01:00 or later).
struct SampleClock {
  /// The first day the table covers.
  let first: LocalDate
  let dayStartMinute: Int
  private let offsets: [Int32]

  /// A table from `first` through `last`. An unknown zone is read as UTC.
  init(settings: HistorySettings, from first: LocalDate, through last: LocalDate) {
    self.first = first
    self.dayStartMinute = min(max(settings.dayStartMinute, 0), 1439)
    let count = max(first.days(to: last) + 1, 1)
    guard let zone = TimeZone(identifier: settings.timeZone) else {
      self.offsets = [Int32](repeating: 0, count: count)
      return
    }
    var offsets = [Int32]()
    offsets.reserveCapacity(count)
    for index in 0..<count {
      let noon = Double((first.dayNumber + index) * 86_400 + 43_200)
      let guess = zone.secondsFromGMT(for: Date(timeIntervalSince1970: noon))
      let local = zone.secondsFromGMT(
        for: Date(timeIntervalSince1970: noon - Double(guess)))
      offsets.append(Int32(clamping: local))
    }
    self.offsets = offsets
  }

  /// The earliest minute (after the date's calendar midnight) a sample
  /// time may take.
  var earliestMinute: Int { max(dayStartMinute, 300) }

  /// The latest minute a sample time may take: the end of the logical day,
  /// and never past 00:59 of the next calendar day.
  var latestMinute: Int { min(dayStartMinute + 1439, 1499) }

  /// The moment `minute` minutes (and `second` seconds) after the calendar
  /// midnight of `date`, clamped to the safe range above, on logical day
  /// `date`.
  func moment(on date: LocalDate, minute: Int, second: Int = 0) -> Moment {
    let clamped = min(max(minute, earliestMinute), latestMinute)
    let index = min(max(first.days(to: date), 0), offsets.count - 1)
    let local = date.dayNumber * 86_400 + clamped * 60 + min(max(second, 0), 59)
    return Moment(
      secondsSince1970: Double(local - Int(offsets[index])), date: date,
      localMinute: clamped % 1440)
  }
}
