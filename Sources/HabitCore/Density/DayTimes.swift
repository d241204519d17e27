/// The local minute each of a window's days was done (after merging
/// duplicate entries: the earliest `completedAt`), for the days inside the
/// window's evaluated days: what a week page's day sections say ("at
/// 07:40"). Found once by the engine, so a page asks by date instead of
/// scanning every entry of the window for each of its days. Held as the
/// days with a time in order, so a week's seven are read in one pass
/// (`minutes(from:count:)`) rather than hashed one by one.
public struct DayTimes: Hashable, Sendable {
  /// The days with a time, as `LocalDate.dayNumber`, ascending.
  private let days: [Int]
  /// `minutes[i]` is the minute of `days[i]`.
  private let minutes: [Int]

  public init() {
    days = []
    minutes = []
  }

  /// The times of merged `entries` (one per day) that fall in `days`.
  public init(entries: [Entry], days: WindowDays) {
    let count = days.count
    var times: [(day: Int, minute: Int)] = []
    for entry in entries {
      guard let minute = entry.completedAt?.localMinute else { continue }
      let offset = days.start.days(to: entry.date)
      guard offset >= 0 && offset < count else { continue }
      times.append((entry.date.dayNumber, minute))
    }
    // Merged entries come in date order, one a day; any others are put in
    // order, and a day's earliest time kept.
    if !zip(times, times.dropFirst()).allSatisfy({ $0.day < $1.day }) {
      times.sort { ($0.day, $0.minute) < ($1.day, $1.minute) }
      var earliest: [(day: Int, minute: Int)] = []
      for time in times where earliest.last?.day != time.day { earliest.append(time) }
      times = earliest
    }
    self.days = times.map(\.day)
    self.minutes = times.map(\.minute)
  }

  /// The local minute (0…1439) `date` was done, if an entry says.
  public subscript(date: LocalDate) -> Int? {
    let index = position(date.dayNumber)
    return index < days.count && days[index] == date.dayNumber ? minutes[index] : nil
  }

  /// The minutes of the `count` days from `first`, in order, nil for a day
  /// no entry says.
  public func minutes(from first: LocalDate, count: Int) -> [Int?] {
    var result = [Int?](repeating: nil, count: max(0, count))
    forEachMinute(from: first, count: count) { result[$0] = $1 }
    return result
  }

  /// Calls `body` with the offset from `first` and the minute of each of
  /// the `count` days from `first` that has a time, in order.
  public func forEachMinute(from first: LocalDate, count: Int, _ body: (Int, Int) -> Void) {
    var index = position(first.dayNumber)
    while index < days.count, days[index] - first.dayNumber < count {
      body(days[index] - first.dayNumber, minutes[index])
      index += 1
    }
  }

  /// The position of the first day with a time on or after `day`.
  private func position(_ day: Int) -> Int {
    days.partitionIndex { $0 >= day }
  }
}
