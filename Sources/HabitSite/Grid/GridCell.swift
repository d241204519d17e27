import HabitCore

/// One placed cell of a grid. Columns count from the oldest week (0) to the
/// most recent (the trailing edge); rows from the week's first day (0).
public struct GridCell: Hashable, Sendable {
  public var day: GridDay
  /// 0 = the oldest week (or, in a strip, the oldest day).
  public var column: Int
  /// 0 = the week's first day; always 0 in a strip.
  public var row: Int
  /// True for the layout's "today", which renderers ring whatever its state.
  public var isToday: Bool

  public init(day: GridDay, column: Int, row: Int, isToday: Bool) {
    self.day = day
    self.column = column
    self.row = row
    self.isToday = isToday
  }

  public var date: LocalDate { day.date }
  public var state: DayState { day.state }
}

/// A month label: the month (1–12) of the year and the column where that
/// month starts (the column holding its first day in the grid).
public struct GridMonthLabel: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var column: Int

  public init(year: Int, month: Int, column: Int) {
    self.year = year
    self.month = month
    self.column = column
  }
}
