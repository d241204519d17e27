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
    let weekdayLabels = (0..<7).filter(GridText.labelsRow).map {
      text.weekdayShortName(GridText.weekday(row: $0, firstWeekday: layout.firstWeekday))
    }
    let geometry = Geometry(
      layout: layout, direction: direction,
      weekdayLabelLength: layout.shape == .weeks
        ? weekdayLabels.map(\.count).max() ?? 0 : 0)
    var svg = ""
    svg.reserveCapacity(2_000 + layout.cells.count * 190)
    svg += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\""
    GridNumbers.append(geometry.width, to: &svg)
    svg += "\" height=\""
    GridNumbers.append(geometry.height, to: &svg)
    svg += "\" viewBox=\"0 0 "
    GridNumbers.append(geometry.width, to: &svg)
    svg += " "
    GridNumbers.append(geometry.height, to: &svg)
    svg += "\" role=\"img\" aria-labelledby=\"grid-title\" aria-describedby=\"grid-desc\">\n"
    svg += "<title id=\"grid-title\">"
    Escape.appendAnywhere(text.title, to: &svg)
    svg += "</title>\n<desc id=\"grid-desc\">"
    Escape.appendAnywhere(text.description, to: &svg)
    svg += "</desc>\n"
    svg += style
    if layout.shape == .weeks {
      appendLabels(
        layout, text: text, weekdayLabels: weekdayLabels, geometry: geometry, to: &svg)
    }
    svg += "<g class=\"cells\">\n"
    for cell in layout.cells {
      appendCell(cell, text: text, geometry: geometry, to: &svg)
    }
    svg += "</g>\n</svg>\n"
    return svg
  }

  private static func appendLabels(
    _ layout: GridLayout, text: GridText, weekdayLabels: [String], geometry: Geometry,
    to svg: inout String
  ) {
    let rtl = geometry.direction == .rightToLeft
    svg += rtl ? "<g class=\"labels\" direction=\"rtl\">\n" : "<g class=\"labels\">\n"
    for label in layout.months {
      // Anchored at the inline-start edge of the column where the month starts.
      let x = geometry.x(column: label.column) + (rtl ? cellSize : 0)
      svg += "<text x=\""
      GridNumbers.append(x, to: &svg)
      svg += "\" y=\"13\">"
      Escape.appendAnywhere(text.monthName(label.month), to: &svg)
      svg += "</text>\n"
    }
    // Weekday labels end 6 px before the grid's inline-start edge.
    let x = rtl ? geometry.x(column: 0) + cellSize + 6 : geometry.gutter - 6
    for (index, label) in weekdayLabels.enumerated() {
      svg += "<text x=\""
      GridNumbers.append(x, to: &svg)
      svg += "\" y=\""
      GridNumbers.append(top + index * 2 * step + 13, to: &svg)
      svg += "\" text-anchor=\"end\">"
      Escape.appendAnywhere(label, to: &svg)
      svg += "</text>\n"
    }
    svg += "</g>\n"
  }

  private static func appendCell(
    _ cell: GridCell, text: GridText, geometry: Geometry, to svg: inout String
  ) {
    let x = geometry.x(column: cell.column)
    let y = geometry.y(row: cell.row)
    // Strokes are drawn inside the cell's 18 px box: a 1 px outline on a
    // rect inset by half a pixel, a 2 px ring on one inset by a pixel.
    let outlined: Bool
    switch cell.state {
    case .partialLow, .partialHigh, .complete, .missed: outlined = false
    default: outlined = true
    }
    svg += "<rect"
    if cell.isToday {
      svg += " class=\"today\""
      appendBox(x: x * 2 + 2, y: y * 2 + 2, side: (cellSize - 2) * 2, radius: 4, to: &svg)
    } else if outlined {
      appendBox(x: x * 2 + 1, y: y * 2 + 1, side: (cellSize - 1) * 2, radius: 5, to: &svg)
    } else {
      appendBox(x: x * 2, y: y * 2, side: cellSize * 2, radius: radius * 2, to: &svg)
    }
    svg += " data-date=\""
    GridNumbers.append(cell.date, to: &svg)
    svg += "\" data-state=\""
    svg += cell.state.rawValue
    svg += "\"><title>"
    text.appendCellLabel(cell.date, cell.state, cell.day.amount, cell.day.target, to: &svg)
    svg += "</title></rect>\n"
  }

  /// Writes x, y, width, height and rx from values in half pixels.
  private static func appendBox(x: Int, y: Int, side: Int, radius: Int, to svg: inout String) {
    svg += " x=\""
    appendHalves(x, to: &svg)
    svg += "\" y=\""
    appendHalves(y, to: &svg)
    svg += "\" width=\""
    appendHalves(side, to: &svg)
    svg += "\" height=\""
    appendHalves(side, to: &svg)
    svg += "\" rx=\""
    appendHalves(radius, to: &svg)
    svg += "\""
  }

  private static func appendHalves(_ halves: Int, to svg: inout String) {
    GridNumbers.append(halves / 2, to: &svg)
    if halves % 2 != 0 { svg += ".5" }
  }
}
