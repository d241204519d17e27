import HabitCore

/// Renders a `GridLayout` as HTML: a CSS grid of empty `<span>` cells, with
/// month labels above and weekday labels beside it (a strip has neither).
///
/// Cells are placed by the stylesheet's `grid-auto-flow: column` over seven
/// rows; only the first cell carries its row, so a 53-week grid costs few
/// bytes per cell. CSS grid columns run from the inline-start edge, so the
/// oldest week is column 1 and today's week the last column in both
/// directions: today is right-most in a `dir="ltr"` document and left-most in
/// a `dir="rtl"` one, with no physical property anywhere.
///
/// Each cell: `class="cell"`, `data-date`, `data-state` (DESIGN.md §3
/// names), `role="img"`, `aria-label` and `title` (the caller's label), and
/// `aria-current="date"` on today. Cells never hold text.
public enum HTMLGrid {
  /// The grid's HTML fragment, ending in a line feed.
  public static func render(_ layout: GridLayout, text: GridText) -> String {
    var html = ""
    html.reserveCapacity(600 + layout.cells.count * 170)
    if layout.shape == .strip {
      html += "<div class=\"grid strip\" role=\"group\" aria-label=\""
      Escape.appendAnywhere(text.title, to: &html)
      html += "\">\n"
      appendCells(layout, text: text, to: &html)
      html += "</div>\n"
      return html
    }
    html += "<div class=\"density-scroll\"><div class=\"density\">\n"
    html += "<div class=\"density-months\" aria-hidden=\"true\">"
    for label in layout.months {
      html += "<span style=\"grid-column:"
      GridNumbers.append(label.column + 1, to: &html)
      html += "\">"
      Escape.appendAnywhere(text.monthName(label.month), to: &html)
      html += "</span>"
    }
    html += "</div>\n<div class=\"density-weekdays\" aria-hidden=\"true\">"
    for row in 0..<7 {
      html += "<span>"
      if GridText.labelsRow(row) {
        let weekday = GridText.weekday(row: row, firstWeekday: layout.firstWeekday)
        Escape.appendAnywhere(text.weekdayShortName(weekday), to: &html)
      }
      html += "</span>"
    }
    html += "</div>\n<div class=\"grid\" role=\"group\" aria-label=\""
    Escape.appendAnywhere(text.title, to: &html)
    html += "\">\n"
    appendCells(layout, text: text, to: &html)
    html += "</div>\n</div></div>\n"
    return html
  }

  private static func appendCells(_ layout: GridLayout, text: GridText, to html: inout String) {
    var label = ""
    label.reserveCapacity(128)
    for (index, cell) in layout.cells.enumerated() {
      html += "<span class=\"cell\""
      if index == 0 && cell.row > 0 {
        html += " style=\"grid-row:"
        GridNumbers.append(cell.row + 1, to: &html)
        html += "\""
      }
      html += " data-date=\""
      GridNumbers.append(cell.date, to: &html)
      html += "\" data-state=\""
      html += cell.state.rawValue
      html += "\""
      if cell.isToday { html += " aria-current=\"date\"" }
      label.removeAll(keepingCapacity: true)
      text.appendCellLabel(cell.date, cell.state, cell.day.amount, cell.day.target, to: &label)
      html += " role=\"img\" aria-label=\""
      html += label
      html += "\" title=\""
      html += label
      html += "\"></span>\n"
    }
  }
}
