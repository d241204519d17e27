import HabitCore

/// Renders a `GridLayout` as a standalone, embeddable SVG
/// (`habits/<slug>/<window>.svg`): `<title>` and `<desc>`, an embedded style
/// with the theme's tokens (light and dark), one element per cell with
/// `data-date` and a `<title>` carrying its label, month labels above and
/// weekday labels beside (a strip has neither). A cell is a `<use>` of its
/// state's shape (`PeriodPictureShapes`: its box and `data-state` defined
/// once, as a period picture's) at its x and y; today's, an extra day's
/// and a paused day's are a `<rect>` with a box and `data-state` of their
/// own (a ring, the fill its amount earns, a hatch laid in the picture's
/// space).
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
    ByteMarkup.string(capacity: 2_000 + layout.cells.count * 190) { svg in
      write(layout, text: text, direction: direction, to: &svg)
    }
  }

  /// The SVG document as UTF-8.
  static func bytes(
    _ layout: GridLayout, text: GridText, direction: GridDirection = .leftToRight
  ) -> [UInt8] {
    ByteMarkup.array(capacity: 2_000 + layout.cells.count * 190) { svg in
      write(layout, text: text, direction: direction, to: &svg)
    }
  }

  private static func write(
    _ layout: GridLayout, text: GridText, direction: GridDirection, to svg: inout ByteMarkup
  ) {
    let weekdayLabels = (0..<7).filter(GridText.labelsRow).map {
      text.weekdayShortName(GridText.weekday(row: $0, firstWeekday: layout.firstWeekday))
    }
    let geometry = Geometry(
      layout: layout, direction: direction,
      weekdayLabelLength: layout.shape == .weeks
        ? weekdayLabels.map(\.count).max() ?? 0 : 0)
    svg.markup("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"")
    svg.decimal(geometry.width)
    svg.markup("\" height=\"")
    svg.decimal(geometry.height)
    svg.markup("\" viewBox=\"0 0 ")
    svg.decimal(geometry.width)
    svg.markup(" ")
    svg.decimal(geometry.height)
    // The first `<title>` and `<desc>` name and describe the image (the
    // SVG schema has no aria-labelledby on a standalone `<svg>`).
    svg.markup("\" role=\"img\">\n")
    svg.markup("<title>")
    svg.text(text.title)
    svg.markup("</title>\n<desc>")
    svg.text(text.description)
    svg.markup("</desc>\n")
    svg.raw(style)
    svg.raw(
      PeriodPictureShapes.definitions(
        states: Set(layout.cells.lazy.filter { !$0.isToday }.map(\.state))))
    svg.markup("<rect class=\"background\" width=\"")
    svg.decimal(geometry.width)
    svg.markup("\" height=\"")
    svg.decimal(geometry.height)
    svg.markup("\"/>\n")
    if layout.shape == .weeks {
      appendLabels(
        layout, text: text, weekdayLabels: weekdayLabels, geometry: geometry, to: &svg)
    }
    svg.markup("<g class=\"cells\">\n")
    switch text.cellLabels.source {
    case .compiled(let labels, let kind, let decimals, let notes):
      appendCells(
        layout,
        labels: CompiledLabels(labels: labels, kind: kind, decimals: decimals, notes: notes),
        geometry: geometry, to: &svg)
    case .words(let label):
      appendCells(layout, labels: WordLabels(label: label), geometry: geometry, to: &svg)
    }
    svg.markup("</g>\n</svg>\n")
  }

  private static func appendLabels(
    _ layout: GridLayout, text: GridText, weekdayLabels: [String], geometry: Geometry,
    to svg: inout ByteMarkup
  ) {
    let rtl = geometry.direction == .rightToLeft
    svg.markup(rtl ? "<g class=\"labels\" direction=\"rtl\">\n" : "<g class=\"labels\">\n")
    for label in layout.months {
      // Anchored at the inline-start edge of the column where the month starts.
      let x = geometry.x(column: label.column) + (rtl ? cellSize : 0)
      svg.markup("<text x=\"")
      svg.decimal(x)
      svg.markup("\" y=\"13\">")
      svg.text(text.monthName(label.month))
      svg.markup("</text>\n")
    }
    // Weekday labels end 6 px before the grid's inline-start edge.
    let x = rtl ? geometry.x(column: 0) + cellSize + 6 : geometry.gutter - 6
    for (index, label) in weekdayLabels.enumerated() {
      svg.markup("<text x=\"")
      svg.decimal(x)
      svg.markup("\" y=\"")
      svg.decimal(top + index * 2 * step + 13)
      svg.markup("\" text-anchor=\"end\">")
      svg.text(label)
      svg.markup("</text>\n")
    }
    svg.markup("</g>\n")
  }

  private static func appendCells<Labels: CellLabelSource>(
    _ layout: GridLayout, labels: Labels, geometry: Geometry, to svg: inout ByteMarkup
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
    to svg: inout ByteMarkup
  ) {
    let (x, y) = (geometry.x(column: cell.column), geometry.y(row: cell.row))
    if !cell.isToday && PeriodPictureShapes.drawnByShape(cell.state) {
      // Its state's shape, defined once with its box and `data-state`.
      svg.raw(PeriodPictureShapes.shapeUses, cell.state.position)
      svg.attribute("x", x)
      svg.attribute("y", y)
      svg.markup(" data-date=\"")
      svg.raw { date.append(to: &$0) }
      svg.markup("\"><title>")
      svg.raw { labels.append(cell.date, cell.state, cell.day.amount, cell.day.target, to: &$0) }
      svg.markup("</title></use>\n")
      return
    }
    appendCellBox(x: x, y: y, isToday: cell.isToday, outlined: cell.state != .complete, to: &svg)
    svg.markup(" data-date=\"")
    svg.raw { date.append(to: &$0) }
    svg.markup("\"")
    svg.state(cell.state)
    if cell.state == .extra {
      svg.markup(" data-fill=\"")
      svg.markup(GridDay.extraFill(amount: cell.day.amount, target: cell.day.target))
      svg.markup("\"")
    }
    svg.markup("><title>")
    // Compiled labels are escaped when compiled.
    svg.raw { labels.append(cell.date, cell.state, cell.day.amount, cell.day.target, to: &$0) }
    svg.markup("</title></rect>\n")
  }

  /// A cell's `<rect` at (x, y), up to its key: strokes are drawn inside
  /// the cell's 18 px box, so today's 2 px ring is a rect inset by a pixel
  /// (`class="today"`), an outlined cell's 1 px outline one inset by half a
  /// pixel, and a complete cell fills the whole box. The period pictures
  /// draw their paused cells with it too (`PeriodPictureShapes`).
  @inline(__always)
  static func appendCellBox(
    x: Int, y: Int, isToday: Bool, outlined: Bool, to svg: inout ByteMarkup
  ) {
    svg.markup("<rect")
    if isToday { svg.markup(" class=\"today\"") }
    let box = CellBox(isToday: isToday, outlined: outlined)
    appendBox(
      x: x * 2 + box.inset, y: y * 2 + box.inset, side: box.side, radius: box.radius, to: &svg)
  }

  /// Writes x, y, width, height and rx from values in half pixels.
  private static func appendBox(x: Int, y: Int, side: Int, radius: Int, to svg: inout ByteMarkup) {
    svg.markup(" x=\"")
    appendHalves(x, to: &svg)
    svg.markup("\" y=\"")
    appendHalves(y, to: &svg)
    svg.markup("\" width=\"")
    appendHalves(side, to: &svg)
    svg.markup("\" height=\"")
    appendHalves(side, to: &svg)
    svg.markup("\" rx=\"")
    appendHalves(radius, to: &svg)
    svg.markup("\"")
  }

  private static func appendHalves(_ halves: Int, to svg: inout ByteMarkup) {
    svg.decimal(halves / 2)
    if halves % 2 != 0 { svg.markup(".5") }
  }
}
