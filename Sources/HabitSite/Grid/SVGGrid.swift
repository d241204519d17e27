import HabitCore

/// Renders a `GridLayout` as a standalone, embeddable SVG
/// (`habits/<slug>/<window>.svg`): `<title>` and `<desc>`, an embedded style
/// with the theme's tokens (light and dark), one `<rect>` per cell with
/// `data-date`, `data-state` and a `<title>` carrying its label, month
/// labels above and weekday labels beside (a strip has neither).
///
/// An SVG has no document direction, so in right-to-left the x coordinates
/// are mirrored: the oldest week is right-most and today's week left-most,
/// and the labels sit on the right. The same layout gives the same bytes.
public enum SVGGrid {
  /// Cell side, in px.
  public static let cellSize = 18
  /// Gap between cells, in px.
  public static let gap = 3
  /// Corner radius, in px.
  public static let radius = 3

  static let step = cellSize + gap
  /// Room above the grid for month labels.
  static let top = 20
  /// Room at the trailing edge for a month label that starts in the last
  /// column, and around a strip for today's ring.
  static let trail = 16
  static let stripPad = 1

  /// The SVG document, ending in a line feed.
  public static func render(
    _ layout: GridLayout, text: GridText, direction: GridDirection = .leftToRight
  ) -> String {
    var svg = ByteText(capacity: 2_000 + layout.cells.count * 190)
    write(layout, text: text, direction: direction, to: &svg)
    return svg.string
  }

  /// The SVG document as UTF-8.
  static func bytes(
    _ layout: GridLayout, text: GridText, direction: GridDirection = .leftToRight
  ) -> [UInt8] {
    ByteText.array(capacity: 2_000 + layout.cells.count * 190) { svg in
      var svg = svg
      write(layout, text: text, direction: direction, to: &svg)
      return svg
    }
  }

  private static func write(
    _ layout: GridLayout, text: GridText, direction: GridDirection, to svg: inout ByteText
  ) {
    let weekdayLabels = (0..<7).filter(GridText.labelsRow).map {
      text.weekdayShortName(GridText.weekday(row: $0, firstWeekday: layout.firstWeekday))
    }
    let geometry = Geometry(
      layout: layout, direction: direction,
      weekdayLabelLength: layout.shape == .weeks
        ? weekdayLabels.map(\.count).max() ?? 0 : 0)
    svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    svg.append(decimal: geometry.width)
    svg.append("\" height=\"")
    svg.append(decimal: geometry.height)
    svg.append("\" viewBox=\"0 0 ")
    svg.append(decimal: geometry.width)
    svg.append(" ")
    svg.append(decimal: geometry.height)
    // The first `<title>` and `<desc>` name and describe the image (the
    // SVG schema has no aria-labelledby on a standalone `<svg>`).
    svg.append("\" role=\"img\">\n")
    svg.append("<title>")
    svg.append(escapingAnywhere: text.title)
    svg.append("</title>\n<desc>")
    svg.append(escapingAnywhere: text.description)
    svg.append("</desc>\n")
    svg.append(style)
    svg.append("<rect class=\"background\" width=\"")
    svg.append(decimal: geometry.width)
    svg.append("\" height=\"")
    svg.append(decimal: geometry.height)
    svg.append("\"/>\n")
    if layout.shape == .weeks {
      appendLabels(
        layout, text: text, weekdayLabels: weekdayLabels, geometry: geometry, to: &svg)
    }
    svg.append("<g class=\"cells\">\n")
    switch text.cellLabels.source {
    case .compiled(let labels, let kind, let decimals, let notes):
      appendCells(
        layout,
        labels: CompiledLabels(labels: labels, kind: kind, decimals: decimals, notes: notes),
        geometry: geometry, to: &svg)
    case .words(let label):
      appendCells(layout, labels: WordLabels(label: label), geometry: geometry, to: &svg)
    }
    svg.append("</g>\n</svg>\n")
  }

  private static func appendLabels(
    _ layout: GridLayout, text: GridText, weekdayLabels: [String], geometry: Geometry,
    to svg: inout ByteText
  ) {
    let rtl = geometry.direction == .rightToLeft
    svg.append(rtl ? "<g class=\"labels\" direction=\"rtl\">\n" : "<g class=\"labels\">\n")
    for label in layout.months {
      // Anchored at the inline-start edge of the column where the month starts.
      let x = geometry.x(column: label.column) + (rtl ? cellSize : 0)
      svg.append("<text x=\"")
      svg.append(decimal: x)
      svg.append("\" y=\"13\">")
      svg.append(escapingAnywhere: text.monthName(label.month))
      svg.append("</text>\n")
    }
    // Weekday labels end 6 px before the grid's inline-start edge.
    let x = rtl ? geometry.x(column: 0) + cellSize + 6 : geometry.gutter - 6
    for (index, label) in weekdayLabels.enumerated() {
      svg.append("<text x=\"")
      svg.append(decimal: x)
      svg.append("\" y=\"")
      svg.append(decimal: top + index * 2 * step + 13)
      svg.append("\" text-anchor=\"end\">")
      svg.append(escapingAnywhere: label)
      svg.append("</text>\n")
    }
    svg.append("</g>\n")
  }

  private static func appendCells<Labels: CellLabelSource>(
    _ layout: GridLayout, labels: Labels, geometry: Geometry, to svg: inout ByteText
  ) {
    guard let first = layout.cells.first else { return }
    // Cells are consecutive days: the date text is counted forward.
    var date = ISODayBytes(first.date)
    for (index, cell) in layout.cells.enumerated() {
      if index > 0 { date.advance() }
      appendCell(cell, date: date, labels: labels, geometry: geometry, to: &svg)
    }
  }

  @inline(__always)
  private static func appendCell<Labels: CellLabelSource>(
    _ cell: GridCell, date: ISODayBytes, labels: Labels, geometry: Geometry,
    to svg: inout ByteText
  ) {
    appendCellBox(
      x: geometry.x(column: cell.column), y: geometry.y(row: cell.row), isToday: cell.isToday,
      outlined: cell.state != .complete, to: &svg)
    svg.append(" data-date=\"")
    date.append(to: &svg)
    if cell.state == .extra {
      svg.append("\" data-state=\"extra\" data-fill=\"")
      svg.append(GridDay.extraFill(amount: cell.day.amount, target: cell.day.target))
      svg.append("\"><title>")
    } else {
      stateAttributes.append(cell.state.position, to: &svg)
    }
    labels.append(cell.date, cell.state, cell.day.amount, cell.day.target, to: &svg)
    svg.append("</title></rect>\n")
  }

  /// `" data-state="<state>"><title>` for each state, by `DayState.position`.
  private static let stateAttributes = ByteTable(byState: {
    "\" data-state=\"\($0.rawValue)\"><title>"
  })

  /// A cell's `<rect` at (x, y), up to its key: strokes are drawn inside
  /// the cell's 18 px box, so today's 2 px ring is a rect inset by a pixel
  /// (`class="today"`), an outlined cell's 1 px outline one inset by half a
  /// pixel, and a complete cell fills the whole box. The period pictures
  /// draw their paused cells with it too (`PeriodPictureShapes`).
  @inline(__always)
  static func appendCellBox(
    x: Int, y: Int, isToday: Bool, outlined: Bool, to svg: inout ByteText
  ) {
    svg.append("<rect")
    if isToday { svg.append(" class=\"today\"") }
    let box = CellBox(isToday: isToday, outlined: outlined)
    appendBox(
      x: x * 2 + box.inset, y: y * 2 + box.inset, side: box.side, radius: box.radius, to: &svg)
  }

  /// Writes x, y, width, height and rx from values in half pixels.
  private static func appendBox(x: Int, y: Int, side: Int, radius: Int, to svg: inout ByteText) {
    svg.append(" x=\"")
    appendHalves(x, to: &svg)
    svg.append("\" y=\"")
    appendHalves(y, to: &svg)
    svg.append("\" width=\"")
    appendHalves(side, to: &svg)
    svg.append("\" height=\"")
    appendHalves(side, to: &svg)
    svg.append("\" rx=\"")
    appendHalves(radius, to: &svg)
    svg.append("\"")
  }

  private static func appendHalves(_ halves: Int, to svg: inout ByteText) {
    svg.append(decimal: halves / 2)
    if halves % 2 != 0 { svg.append(".5") }
  }
}
