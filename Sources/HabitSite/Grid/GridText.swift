import HabitCore

/// The words a grid shows or speaks, supplied by the caller (the message
/// catalog), so the renderers hold no language. Every string is escaped by
/// the renderer.
public struct GridText: Sendable {
  /// The grid's accessible name (HTML `aria-label`, SVG `<title>`), such as
  /// "Water — last 53 weeks".
  public var title: String
  /// A longer description (SVG `<desc>`): habit, window, date range, counts.
  public var description: String
  /// Each cell's accessible name, such as "Tuesday 3 November: 2 of 3".
  public var cellLabels: CellLabels
  /// A month's short name for the labels above the grid (1 = January).
  public var monthName: @Sendable (_ month: Int) -> String
  /// A weekday's short name for the labels beside the grid (ISO: Monday = 1).
  public var weekdayShortName: @Sendable (_ weekday: Int) -> String
  /// The hint under a grid of weeks that it scrolls sideways ("Scroll
  /// sideways for earlier weeks."), shown while it does; none when empty.
  public var scrollHint: String = ""

  public init(
    title: String, description: String, cellLabels: CellLabels,
    monthName: @escaping @Sendable (_ month: Int) -> String,
    weekdayShortName: @escaping @Sendable (_ weekday: Int) -> String
  ) {
    self.title = title
    self.description = description
    self.cellLabels = cellLabels
    self.monthName = monthName
    self.weekdayShortName = weekdayShortName
  }

  /// Words for a grid whose cells `cellLabel` names.
  public init(
    title: String, description: String,
    cellLabel:
      @escaping @Sendable (_ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int) ->
      String,
    monthName: @escaping @Sendable (_ month: Int) -> String,
    weekdayShortName: @escaping @Sendable (_ weekday: Int) -> String
  ) {
    self.init(
      title: title, description: description, cellLabels: CellLabels(cellLabel),
      monthName: monthName, weekdayShortName: weekdayShortName)
  }

  /// Rows that carry a weekday label: every other row from the first, so
  /// the 11 px labels never crowd.
  static func labelsRow(_ row: Int) -> Bool { row % 2 == 0 }

  /// The ISO weekday of `row` for a week starting on `firstWeekday`.
  static func weekday(row: Int, firstWeekday: Int) -> Int {
    (firstWeekday - 1 + row) % 7 + 1
  }
}
