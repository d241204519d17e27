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
  /// A cell's accessible name, such as "Tuesday 3 November: 2 of 3".
  public var cellLabel:
    @Sendable (_ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int) -> String
  /// Appends `cellLabel`'s text already escaped by `Escape.anywhere`, when
  /// the caller has a faster way to make it (nil: the renderers escape
  /// `cellLabel`). Both must give the same text.
  public var appendEscapedCellLabel:
    (
      @Sendable (
        _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int,
        _ output: inout String
      ) -> Void
    )?
  /// The build's compiled labels and the habit's kind and decimals, which
  /// say the same as `cellLabel` with no closure call or string per cell
  /// (set by `PageGrids`; nil: `appendEscapedCellLabel` or `cellLabel`
  /// speak).
  var labeler: (labels: CellLabeler, kind: HabitKind, decimals: Int)?
  /// A month's short name for the labels above the grid (1 = January).
  public var monthName: @Sendable (_ month: Int) -> String
  /// A weekday's short name for the labels beside the grid (ISO: Monday = 1).
  public var weekdayShortName: @Sendable (_ weekday: Int) -> String

  public init(
    title: String, description: String,
    cellLabel:
      @escaping @Sendable (_ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int) ->
      String,
    monthName: @escaping @Sendable (_ month: Int) -> String,
    weekdayShortName: @escaping @Sendable (_ weekday: Int) -> String,
    appendEscapedCellLabel: (
      @Sendable (
        _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int,
        _ output: inout String
      ) -> Void
    )? = nil
  ) {
    self.title = title
    self.description = description
    self.cellLabel = cellLabel
    self.monthName = monthName
    self.weekdayShortName = weekdayShortName
    self.appendEscapedCellLabel = appendEscapedCellLabel
  }

  /// Appends a cell's label, escaped by `Escape.anywhere`.
  func appendCellLabel(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout String
  ) {
    if let appendEscapedCellLabel {
      appendEscapedCellLabel(date, state, amount, target, &output)
    } else {
      Escape.appendAnywhere(cellLabel(date, state, amount, target), to: &output)
    }
  }

  /// Rows that carry a weekday label: every other row from the first, so
  /// the 11 px labels never crowd.
  static func labelsRow(_ row: Int) -> Bool { row % 2 == 0 }

  /// The ISO weekday of `row` for a week starting on `firstWeekday`.
  static func weekday(row: Int, firstWeekday: Int) -> Int {
    (firstWeekday - 1 + row) % 7 + 1
  }
}

/// Where a renderer gets each cell's label, escaped by `Escape.anywhere`,
/// as UTF-8. Renderers are generic over it, so the compiled labels are
/// called directly in the cell loop.
protocol CellLabelSource {
  func append(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout RawBytes)
}

/// The build's compiled labels for one habit's kind.
struct CompiledLabels: CellLabelSource {
  let labels: CellLabeler
  let kind: HabitKind
  var decimals = 0

  @inline(__always)
  func append(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout RawBytes
  ) {
    labels.append(
      date: date, state: state, amount: amount, target: target, kind: kind, decimals: decimals,
      to: &output)
  }
}

/// The labels a `GridText`'s closures give.
struct TextLabels: CellLabelSource {
  let text: GridText

  func append(
    _ date: LocalDate, _ state: DayState, _ amount: Int, _ target: Int, to output: inout RawBytes
  ) {
    var label = ""
    text.appendCellLabel(date, state, amount, target, to: &label)
    output.append(label)
  }
}

/// The direction of the text a grid sits in. The HTML grid takes its
/// direction from the document; the SVG has none, so it mirrors itself.
public enum GridDirection: String, Hashable, Sendable {
  case leftToRight = "ltr"
  case rightToLeft = "rtl"
}
