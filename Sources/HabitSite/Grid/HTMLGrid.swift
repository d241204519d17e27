import HabitCore

/// Renders a `GridLayout` as HTML: a CSS grid of empty `<span>` cells, with
/// month labels above and weekday labels beside it (a strip has neither).
///
/// Cells are placed by the stylesheet's `grid-auto-flow: column` over seven
/// rows; only the first cell carries its row, so a 53-week grid costs few
/// bytes per cell. Halves (a month's days in a table row) flow by rows over
/// the grid's `--columns`; their first cell carries its column. CSS grid columns run from the inline-start edge, so the
/// oldest week is column 1 and today's week the last column in both
/// directions: today is right-most in a `dir="ltr"` document and left-most in
/// a `dir="rtl"` one, with no physical property anywhere.
///
/// Each cell is an empty `<i>` (the stylesheet's cell is a `.grid`'s `i`:
/// the shortest element, with no class, for 1.2 million cells on 200
/// habits × 10 years), with `data-date`, `data-state` (DESIGN.md §3
/// names; an `extra` day also `data-fill`, d1–d3), `role="img"`, `title`
/// (the caller's label, the cell's one accessible name), and `aria-current="date"`
/// on today, written by `appendCell`, which every HTML grid cell goes
/// through (a year page's row of months too: `HTMLMonthRow`). Cells never
/// hold text, and follow one another with no white space between them (a
/// grid's items ignore it). A grid of weeks
/// ends in its scroll hint (`text.scrollHint`), which the stylesheet shows
/// only while the grid scrolls.
public enum HTMLGrid {
  /// The grid's HTML fragment, ending in a line feed.
  public static func render(_ layout: GridLayout, text: GridText) -> String {
    ByteMarkup.string(capacity: 600 + layout.cells.count * 170) { html in
      render(layout, text: text, to: &html)
    }
  }

  /// `render`'s fragment as UTF-8 bytes, for a page part rendered into
  /// bytes (a period table's rows): no `String` checks them again.
  static func bytes(_ layout: GridLayout, text: GridText) -> [UInt8] {
    ByteMarkup.array(capacity: 600 + layout.cells.count * 170) { html in
      render(layout, text: text, to: &html)
    }
  }

  private static func render(_ layout: GridLayout, text: GridText, to html: inout ByteMarkup) {
    // Only weeks have labels (and the scroll box they sit in).
    let isWeeks = layout.shape == .weeks
    switch layout.shape {
    case .weeks:
      appendLabels(layout, text: text, to: &html)
      html.markup("<div class=\"grid\"")
    case .strip:
      html.markup("<div class=\"grid strip\"")
    case .halves:
      // The stylesheet's columns: as many as the later half's days.
      html.markup("<div class=\"grid halves\" style=\"--columns:")
      html.decimal(layout.columns)
      html.markup("\"")
    }
    appendGroupName(text.title, to: &html)
    appendCells(layout, text: text, to: &html)
    html.markup(isWeeks ? "\n</div>\n</div></div>\n" : "\n</div>\n")
    if isWeeks && !text.scrollHint.isEmpty {
      html.markup("<p class=\"scroll-hint\">")
      html.text(text.scrollHint)
      html.markup("</p>\n")
    }
  }

  /// Ends a grid's start tag: a group named `title`, or, with no title (a
  /// grid in a table's row, whose head names it), no group at all.
  static func appendGroupName(_ title: String, to html: inout ByteMarkup) {
    if title.isEmpty {
      html.markup(">\n")
      return
    }
    html.markup(" role=\"group\" aria-label=\"")
    html.text(title)
    html.markup("\">\n")
  }

  /// The month labels above a grid of weeks and the weekday labels beside
  /// it, opening the scroll box the grid sits in. A grid wide enough to
  /// scroll (one with a scroll hint) can take the keyboard's focus, so its
  /// earlier weeks can be scrolled to without a pointer.
  private static func appendLabels(_ layout: GridLayout, text: GridText, to html: inout ByteMarkup)
  {
    html.markup(
      text.scrollHint.isEmpty
        ? "<div class=\"density-scroll\"><div class=\"density\">\n"
        : "<div class=\"density-scroll\" tabindex=\"0\"><div class=\"density\">\n")
    html.markup("<div class=\"density-months\" aria-hidden=\"true\">")
    for label in drawnMonths(layout) {
      html.markup("<span style=\"grid-column:")
      html.decimal(label.column + 1)
      html.markup(";--weeks-before:")
      html.decimal(label.column)
      html.markup(";--weeks-after:")
      html.decimal(layout.columns - label.column - 1)
      html.markup("\">")
      html.text(text.monthName(label.month))
      html.markup("</span>")
    }
    html.markup("</div>\n<div class=\"density-weekdays\" aria-hidden=\"true\">")
    for row in 0..<7 {
      html.markup("<span>")
      if GridText.labelsRow(row) {
        let weekday = GridText.weekday(row: row, firstWeekday: layout.firstWeekday)
        html.text(text.weekdayShortName(weekday))
      }
      html.markup("</span>")
    }
    html.markup("</div>\n")
  }

  /// The most week columns a month label's box spans in any shipped locale
  /// (the stylesheet's `--month-label-weeks`: 2, or 3 in Arabic and Urdu,
  /// room for the short month names at label size; the browser test checks
  /// the names fit).
  private static let monthLabelColumns = 3

  /// The month labels drawn: a label whose box could run past the grid's
  /// end is left out, unless it is the grid's only one (a young habit's few
  /// weeks, which fit any screen). Each label carries the weeks before its
  /// week and after it, from which the stylesheet works out the scroll
  /// positions where the label would be drawn only in part, under the
  /// sticky weekday labels or at the scroll box's far edge, and hides it.
  private static func drawnMonths(_ layout: GridLayout) -> [GridMonthLabel] {
    let fitting = layout.months.filter { $0.column + monthLabelColumns <= layout.columns }
    return fitting.isEmpty ? Array(layout.months.prefix(1)) : fitting
  }

  private static func appendCells(_ layout: GridLayout, text: GridText, to html: inout ByteMarkup) {
    switch text.cellLabels.source {
    case .compiled(let labels, let kind, let decimals, let notes):
      appendCells(
        layout,
        labels: CompiledLabels(labels: labels, kind: kind, decimals: decimals, notes: notes),
        to: &html)
    case .words(let label):
      appendCells(layout, labels: WordLabels(label: label), to: &html)
    }
  }

  private static func appendCells<Labels: CellLabelSource>(
    _ layout: GridLayout, labels: Labels, to html: inout ByteMarkup
  ) {
    guard let first = layout.cells.first else { return }
    // Cells are consecutive days: the date text is counted forward.
    var date = ISODayBytes(first.date)
    // Halves flow by rows: the first cell is placed by its column.
    let placesColumn = layout.shape == .halves
    for (index, cell) in layout.cells.enumerated() {
      if index > 0 { date.advance() }
      appendCell(
        .day(date), row: index == 0 && !placesColumn ? cell.row : 0,
        column: index == 0 && placesColumn ? cell.column : 0, state: cell.state,
        fill: cell.state == .extra
          ? GridDay.extraFill(amount: cell.day.amount, target: cell.day.target) : nil,
        isToday: cell.isToday, to: &html
      ) { html in
        // Compiled labels are escaped when compiled.
        html.raw {
          labels.append(cell.date, cell.state, cell.day.amount, cell.day.target, to: &$0)
        }
      }
    }
  }

  /// What dates a cell: a day (`data-date`, `YYYY-MM-DD`) or a month
  /// (`data-month`, `YYYY-MM`: a year page's row of months).
  enum CellDate {
    case day(ISODayBytes)
    case month(String)
  }

  /// Writes one grid cell, the only place a cell's HTML is written (days
  /// and months alike, so they share the stylesheet's size, fills and
  /// cues): an `<i>`, the row it starts on when it is not the first
  /// (`row`, from 0: only a grid's first cell carries one; `column` the
  /// same for a grid that flows by rows, halves), its date
  /// attribute, `data-state`, `data-fill` (an `extra` day's `fill`),
  /// `aria-current="date"` on today, `role="img"`, and `title`, the label
  /// `appendLabel` writes escaped: the cell's one accessible name.
  @inline(__always)
  static func appendCell(
    _ date: CellDate, row: Int = 0, column: Int = 0, state: DayState,
    fill: StaticString? = nil, isToday: Bool = false, to html: inout ByteMarkup,
    label appendLabel: (inout ByteMarkup) -> Void
  ) {
    html.markup("<i")
    if row > 0 {
      html.markup(" style=\"grid-row:")
      html.decimal(row + 1)
      html.markup("\"")
    } else if column > 0 {
      html.markup(" style=\"grid-column:")
      html.decimal(column + 1)
      html.markup("\"")
    }
    switch date {
    case .day(let day):
      html.markup(" data-date=\"")
      html.raw { day.append(to: &$0) }
    case .month(let month):
      html.markup(" data-month=\"")
      html.text(month)
    }
    html.markup("\"")
    html.state(state)
    if let fill {
      html.markup(" data-fill=\"")
      html.markup(fill)
      html.markup("\"")
    }
    if isToday { html.markup(" aria-current=\"date\"") }
    // One accessible name: an element whose role is `img` is named by its
    // `title` (axe and the Nu checker accept it), which a pointer's hover
    // shows too; an `aria-label` beside it said the same again, 44 % of a
    // month page's bytes.
    html.markup(" role=\"img\" title=\"")
    appendLabel(&html)
    html.markup("\"></i>")
  }
}
