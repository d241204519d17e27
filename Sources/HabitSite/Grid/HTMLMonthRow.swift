import HabitCore

/// Renders a row of month cells, a year page's habit year: one `<span>`
/// cell a month in a one-row grid, January at the inline-start edge, so the
/// latest month sits at the trailing edge in both directions, as a strip's
/// latest day does.
///
/// Each cell is a grid cell (`HTMLGrid`'s markup and stylesheet: the same
/// size, fills and cues, so the page's legend applies): `class="cell"`,
/// `data-month` (`YYYY-MM`, where a day's cell has `data-date`),
/// `data-state` (DESIGN.md §3 names), `role="img"`, and `aria-label` and
/// `title` (the caller's label). No ring: a month is not today.
enum HTMLMonthRow {
  /// One month to draw: `YYYY-MM`, its state and its accessible label.
  struct Cell: Sendable {
    let month: String
    let state: DayState
    let label: String
  }

  /// The row's HTML fragment, titled `title`, ending in a line feed.
  static func render(_ cells: [Cell], title: String) -> String {
    var html = "<div class=\"grid month-row\" role=\"group\" aria-label=\""
    html += Escape.anywhere(title) + "\">\n"
    for cell in cells {
      let label = Escape.anywhere(cell.label)
      html += "<span class=\"cell\" data-month=\"\(cell.month)\" data-state=\""
      html += "\(cell.state.rawValue)\" role=\"img\" aria-label=\"\(label)\" title=\"\(label)\">"
      html += "</span>\n"
    }
    return html + "</div>\n"
  }
}
