import HabitCore

/// The civil date (year, month, day) of consecutive days, counted forward
/// from a first date, so a renderer's per-day loop does no date arithmetic.
struct CivilDayCounter {
  private(set) var year: Int
  private(set) var month: Int
  private(set) var day: Int
  private var monthLength: Int

  init(_ date: LocalDate) {
    (year, month, day) = date.components
    monthLength = LocalDate.daysInMonth(year: year, month: month)
  }

  /// Moves to the next day; true when that day begins a new month.
  @inline(__always)
  mutating func advance() -> Bool {
    if day < monthLength {
      day += 1
      return false
    }
    day = 1
    (year, month) = month < 12 ? (year, month + 1) : (year + 1, 1)
    monthLength = LocalDate.daysInMonth(year: year, month: month)
    return true
  }
}
