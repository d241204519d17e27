import HabitCore

/// Where every day of a density grid goes, computed once and drawn by both
/// renderers (`HTMLGrid`, `SVGGrid`).
///
/// Weeks are columns and the week's first day is on top. Column 0 is the
/// oldest week and the last column holds the most recent day, so the grid
/// fills from the trailing edge: the last column is filled from the top down
/// to the last day, and the first column may start mid-week. Days outside
/// the range get no cell at all. A strip is a single row, oldest day first.
/// Halves are two rows of half the days each (a month's days in a period
/// table's row), the later half under the earlier, filled from the trailing
/// edge as weeks are: the last day ends the second row.
///
/// Cells are consecutive days in date order; the renderers rely on it.
public struct GridLayout: Hashable, Sendable {
  /// How cells are arranged.
  public enum Shape: String, Hashable, Sendable {
    /// Weeks as columns, seven rows.
    case weeks
    /// One row, one column per day.
    case strip
    /// Two rows, the earlier half of the days over the later: a month's
    /// days in 14 to 16 columns (one row of 31 days, 648 px, does not fit
    /// beside a table's names and counts at 1280 px). With an odd count
    /// the first row starts one column in, so the last day ends the
    /// second row at the trailing edge.
    case halves
  }

  public let shape: Shape
  /// ISO weekday (Monday = 1) of row 0.
  public let firstWeekday: Int
  /// The day that gets the today ring, when it lies in the grid.
  public let today: LocalDate?
  /// The cells in date order, oldest first.
  public let cells: [GridCell]
  /// Month labels in column order.
  public let months: [GridMonthLabel]
  /// The number of columns (0 for an empty grid).
  public let columns: Int

  /// The number of rows: 7 for weeks, 1 for a strip, 2 for halves (1
  /// for a single day), 0 when empty.
  public var rows: Int {
    guard let last = cells.last else { return 0 }
    switch shape {
    case .weeks: return 7
    case .strip: return 1
    case .halves: return last.row + 1
    }
  }

  /// The first and last dates, or nil for an empty grid.
  public var range: ClosedRange<LocalDate>? {
    guard let first = cells.first, let last = cells.last else { return nil }
    return first.date...last.date
  }

  /// How many cells are in each state, by `DayState.position`: what a
  /// page's every grid counts, without building a dictionary.
  var countsByPosition: [Int] {
    // Counted by `DayState.position`: a dictionary would hash every cell.
    var byPosition = [Int](repeating: 0, count: DayState.allCases.count)
    for cell in cells { byPosition[cell.state.position] += 1 }
    return byPosition
  }

  /// Lays out `days` (any order; a later duplicate date replaces an earlier
  /// one, and missing dates in between are filled as `unscheduled`).
  ///
  /// - Parameters:
  ///   - firstWeekday: ISO weekday on top (Monday = 1); out-of-range values
  ///     are taken modulo 7.
  ///   - today: the day to ring, if it is in the grid.
  public init(days: [GridDay], shape: Shape = .weeks, firstWeekday: Int = 1, today: LocalDate?) {
    let weekday = ((firstWeekday - 1) % 7 + 7) % 7 + 1
    let run = Self.consecutive(days)
    var cells: [GridCell] = []
    cells.reserveCapacity(run.count)
    var months: [GridMonthLabel] = []
    // The run is consecutive days: the first day's offset in its week and
    // its civil date are counted forward, with no date arithmetic per day.
    let lead: Int
    // Halves: as many columns as the later half has days.
    let halfColumns = (run.count + 1) / 2
    switch shape {
    case .weeks:
      lead = run.first.map { $0.date.startOfWeek(firstWeekday: weekday).days(to: $0.date) } ?? 0
    case .strip: lead = 0
    case .halves: lead = run.count > 1 ? 2 * halfColumns - run.count : 0
    }
    var civil = CivilDayCounter(run.first?.date ?? LocalDate(dayNumber: 0))
    for (index, day) in run.enumerated() {
      let column: Int
      let row: Int
      switch shape {
      case .strip:
        column = index
        row = 0
      case .weeks:
        let offset = lead + index
        column = offset / 7
        row = offset % 7
      case .halves:
        let offset = lead + index
        column = offset % halfColumns
        row = offset / halfColumns
      }
      cells.append(GridCell(day: day, column: column, row: row, isToday: day.date == today))
      guard shape == .weeks else { continue }
      if index == 0 || civil.advance() {
        months.append(GridMonthLabel(year: civil.year, month: civil.month, column: column))
      }
    }
    // A label for a month already under way at the first column only when
    // the next month's label leaves it room (three columns).
    if months.count > 1, months[1].column - months[0].column < 3 {
      months.removeFirst()
    }
    self.shape = shape
    self.firstWeekday = weekday
    self.today = today
    self.cells = cells
    self.months = months
    self.columns =
      shape == .halves ? (cells.isEmpty ? 0 : halfColumns) : cells.last.map { $0.column + 1 } ?? 0
  }

  /// The days sorted by date with one per date and no gaps.
  private static func consecutive(_ days: [GridDay]) -> [GridDay] {
    guard let first = days.min(by: { $0.date < $1.date }),
      let last = days.max(by: { $0.date < $1.date })
    else { return [] }
    let count = first.date.days(to: last.date) + 1
    var run = (0..<count).map { GridDay(date: first.date.adding(days: $0), state: .unscheduled) }
    for day in days { run[first.date.days(to: day.date)] = day }
    return run
  }
}
