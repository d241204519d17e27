import HabitCore

/// How a period's picture writes its cells. Three shapes are defined once
/// and placed by `<use>` inside a row's `<g>`, which holds the row's y, so
/// a cell carries only its x and its state; the `<use>` carries
/// the cell's `data-state` (and `class="today"`), and the shape it draws,
/// which has no fill or stroke of its own, inherits the stylesheet's.
///
/// The shapes are the boxes `SVGGrid` writes on every `<rect>`: a stroke
/// is drawn inside the cell's 18 px box, so an outlined cell is a rect
/// inset by half a pixel (1 px outline) and today's by a pixel (2 px
/// ring); a complete cell fills the whole box.
///
/// A paused cell is a `<rect>` in the picture's own coordinates, outside
/// any row's `<g>`: its hatch is laid in user space, so it lines up across
/// cells only where no translation moves that space (a `<use>`'s x moves
/// it too).
enum PeriodPictureShapes {
  /// `<defs>` with the shapes: `c` a filled cell, `o` an outlined one, `t`
  /// today's ring, each the grid's own box (`SVGGrid.CellBox`), at the
  /// origin when not inset.
  static let definitions: String = {
    let shapes: [(id: String, box: SVGGrid.CellBox)] = [
      ("c", .filled), ("o", .outlined), ("t", .today),
    ]
    let rects = shapes.map { shape in
      let box = shape.box
      let at = box.inset == 0 ? "" : " x=\"\(pixels(box.inset))\" y=\"\(pixels(box.inset))\""
      return "<rect id=\"\(shape.id)\"\(at) width=\"\(pixels(box.side))\" "
        + "height=\"\(pixels(box.side))\" rx=\"\(pixels(box.radius))\"/>"
    }
    return "<defs>" + rects.joined() + "</defs>\n"
  }()

  /// Half pixels as the `<defs>` write them: `.5`, `17`, `2.5`.
  private static func pixels(_ halves: Int) -> String {
    let whole = halves / 2
    guard halves % 2 != 0 else { return String(whole) }
    return (whole == 0 ? "" : String(whole)) + ".5"
  }

  /// What every row's cell in a column writes: its x, and its x up to its
  /// state as a `<use>` writes it (` x="…" data-state="`).
  struct Columns {
    let xs: [Int]
    let places: ByteTable

    init(xs: [Int]) {
      self.xs = xs
      places = ByteTable(xs.map { " x=\"\($0)\" data-state=\"" })
    }
  }

  /// Writes one row's cells, oldest first, the row's top at `top`.
  static func append(
    _ cells: [PeriodPictureSVG.Cell], top: Int, columns: Columns, to svg: inout ByteText
  ) {
    var inRow = false
    for (column, cell) in cells.enumerated() {
      if cell.state == .paused {
        if inRow { svg.append("</g>\n") }
        inRow = false
        appendRect(cell, x: columns.xs[column], y: top, to: &svg)
        svg.append(" data-state=\"")
      } else {
        if !inRow {
          svg.append("<g transform=\"translate(0 ")
          svg.append(decimal: top)
          svg.append(")\">\n")
        }
        inRow = true
        if cell.isToday {
          svg.append("<use class=\"today\" href=\"#t\"")
        } else if cell.state != .complete {
          svg.append("<use href=\"#o\"")
        } else {
          svg.append("<use href=\"#c\"")
        }
        columns.places.append(column, to: &svg)
      }
      if let fill = cell.extraFill {
        svg.append(cell.state.rawValue)
        svg.append("\" data-fill=\"")
        svg.append(fill)
        svg.append("\"/>\n")
      } else {
        stateEnds.append(cell.state.position, to: &svg)
      }
    }
    if inRow { svg.append("</g>\n") }
  }

  /// A cell's `<rect>` at (x, y), up to its state: the shape `<use>` would
  /// draw, in the picture's coordinates (the grid's own cell box).
  private static func appendRect(
    _ cell: PeriodPictureSVG.Cell, x: Int, y: Int, to svg: inout ByteText
  ) {
    SVGGrid.appendCellBox(
      x: x, y: y, isToday: cell.isToday, outlined: cell.state != .complete, to: &svg)
  }

  /// `<state>"/>` and a line feed for each state, by `DayState.position`.
  static let stateEnds = ByteTable(byState: { $0.rawValue + "\"/>\n" })
}
