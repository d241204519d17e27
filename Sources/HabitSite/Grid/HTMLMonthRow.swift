import HabitCore

/// Renders a row of month cells, a year page's habit year: one cell a month
/// in a one-row grid, January at the inline-start edge, so the latest month
/// sits at the trailing edge in both directions, as a strip's latest day
/// does.
///
/// Each cell is a grid cell written by `HTMLGrid.appendCell` (the same
/// markup, size, fills and cues, so the page's legend applies), dated by
/// `data-month` (`YYYY-MM`) where a day's cell has `data-date`. No ring: a
/// month is not today.
enum HTMLMonthRow {
  /// One month to draw: `YYYY-MM`, its state and its accessible label.
  struct Cell: Sendable {
    let month: String
    let state: DayState
    let label: String
  }

  /// The row's HTML fragment, titled `title` (none when empty), ending in
  /// a line feed.
  static func render(_ cells: [Cell], title: String) -> String {
    ByteMarkup.string(capacity: 200 + cells.count * 200) { html in
      render(cells, title: title, to: &html)
    }
  }

  /// `render`'s fragment as UTF-8 bytes, for a period table rendered into
  /// bytes.
  static func bytes(_ cells: [Cell], title: String) -> [UInt8] {
    ByteMarkup.array(capacity: 200 + cells.count * 200) { html in
      render(cells, title: title, to: &html)
    }
  }

  private static func render(_ cells: [Cell], title: String, to html: inout ByteMarkup) {
    html.markup("<div class=\"grid month-row\"")
    HTMLGrid.appendGroupName(title, to: &html)
    for cell in cells {
      HTMLGrid.appendCell(.month(cell.month), state: cell.state, to: &html) { html in
        html.text(cell.label)
      }
    }
    html.markup("\n</div>\n")
  }
}
