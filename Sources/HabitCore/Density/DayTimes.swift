/// The local minute each of a window's days was done (after merging
/// duplicate entries: the earliest `completedAt`), for the days inside the
/// window's evaluated days: what a week page's day sections say ("at
/// 07:40"). Found once by the engine, so a page asks by date instead of
/// scanning every entry of the window for each of its days.
public struct DayTimes: Hashable, Sendable {
  private let byDay: [Int: Int]

  public init() { byDay = [:] }

  /// The times of merged `entries` (one per day) that fall in `days`.
  public init(entries: [Entry], days: WindowDays) {
    let count = days.count
    var byDay: [Int: Int] = [:]
    for entry in entries {
      guard let minute = entry.completedAt?.localMinute else { continue }
      let offset = days.start.days(to: entry.date)
      guard offset >= 0 && offset < count else { continue }
      byDay[entry.date.dayNumber] = min(byDay[entry.date.dayNumber] ?? minute, minute)
    }
    self.byDay = byDay
  }

  /// The local minute (0…1439) `date` was done, if an entry says.
  public subscript(date: LocalDate) -> Int? { byDay[date.dayNumber] }
}
