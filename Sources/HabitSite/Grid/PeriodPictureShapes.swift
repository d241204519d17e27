import HabitCore

/// How a period's picture writes its cells (the SVG grid, `SVGGrid`,
/// draws its cells with the same shapes). A shape per state is defined
/// once, carrying its `data-state`, and placed by `<use>` inside a row's
/// `<g>`, which holds the row's y, so a cell carries only its x and which
/// state's shape it draws (`<use href="#missed" x="12"/>`): the state is
/// said once a picture, not once a cell (a month of 200 habits is some
/// 6,000 cells, and `data-state` on each was a third of its bytes). The
/// stylesheet's `[data-state]` rules fill and stroke the shapes.
///
/// Today's ring and an extra day's fill are drawn on the `<use>` itself
/// (`class="today"`, `data-fill`): its shape, `t` or `o`, has no state,
/// fill or stroke of its own, and inherits the stylesheet's from the
/// `<use>`, which carries the cell's `data-state`.
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
  /// `<defs>` with the shapes: one per state of `states` (its id and
  /// `data-state` the state's name; paused and extra aside, which are drawn
  /// otherwise), `o` an outlined box and `t` today's ring, each the grid's
  /// own box (`SVGGrid.CellBox`), at the origin when not inset. `states`
  /// are those of the cells other than today's, which wear the ring: a
  /// shape is styled as a cell is, so a shape no cell draws would read as
  /// one to a checker of the cells' styles (a pending box without today's
  /// ring looks like an empty one).
  static func definitions(states: Set<DayState>) -> String {
    var mask = 0
    for state in states { mask |= 1 << state.position }
    return definitions(mask: mask)
  }

  /// `definitions(states:)` of the states whose bits (`1 << position`)
  /// `mask` sets. A build's pictures draw a few sets of states, and each
  /// set's `<defs>` were worded again for every picture (a dozen
  /// interpolations a shape): each set's are worded once, for every build
  /// of the process (they depend on nothing else), and the pages of both
  /// render threads share them behind the memo's lock.
  static func definitions(mask: Int) -> String {
    definitionsByMask.value(mask) { makeDefinitions(mask: $0) }
  }

  private static let definitionsByMask = SharedMemo<Int, String>()

  private static func makeDefinitions(mask: Int) -> String {
    var shapes: [(id: String, state: DayState?, box: SVGGrid.CellBox)] = [
      ("o", nil, .outlined), ("t", nil, .today),
    ]
    for state in DayState.allCases where mask & (1 << state.position) != 0 && drawnByShape(state) {
      shapes.append(
        (DayStateMarkup.shapeID(state), state, state == .complete ? .filled : .outlined))
    }
    let rects = shapes.map { shape in
      let box = shape.box
      let at = box.inset == 0 ? "" : " x=\"\(pixels(box.inset))\" y=\"\(pixels(box.inset))\""
      let state = shape.state.map(DayStateMarkup.attribute) ?? ""
      return "<rect id=\"\(shape.id)\"\(state)\(at) width=\"\(pixels(box.side))\" "
        + "height=\"\(pixels(box.side))\" rx=\"\(pixels(box.radius))\"/>"
    }
    return "<defs>" + rects.joined(separator: "\n") + "</defs>\n"
  }

  /// Whether a cell of `state` (not today) is a `<use>` of its state's
  /// shape: every state but paused (a `<rect>` of its own) and extra
  /// (whose fill is its amount's).
  static func drawnByShape(_ state: DayState) -> Bool {
    state != .paused && state != .extra
  }

  /// Half pixels as the `<defs>` write them: `.5`, `17`, `2.5`.
  private static func pixels(_ halves: Int) -> String {
    let whole = halves / 2
    guard halves % 2 != 0 else { return String(whole) }
    return (whole == 0 ? "" : String(whole)) + ".5"
  }

  /// What every row's cell in a column writes after its shape: its x and
  /// the tag's end (` x="…"/>`, with no line feed: a row's cells are one
  /// line), or its x alone (` x="…"`), before a state of its own.
  struct Columns {
    let xs: [Int]
    let ends: ByteTable
    let places: ByteTable

    init(xs: [Int]) {
      self.xs = xs
      ends = ByteTable(xs.map { " x=\"\($0)\"/>" })
      places = ByteTable(xs.map { " x=\"\($0)\"" })
    }
  }

  /// Writes one row's cells, oldest first, the row's top at `top`.
  static func append(
    _ cells: [PeriodPictureSVG.Cell], top: Int, columns: Columns, to svg: inout ByteMarkup
  ) {
    var inRow = false
    for (column, cell) in cells.enumerated() {
      if cell.state == .paused {
        if inRow { svg.markup("\n</g>\n") }
        inRow = false
        appendRect(cell, x: columns.xs[column], y: top, to: &svg)
      } else {
        if !inRow {
          svg.markup("<g transform=\"translate(0 ")
          svg.decimal(top)
          svg.markup(")\">")
        }
        inRow = true
        if !cell.isToday && drawnByShape(cell.state) {
          svg.raw(shapeUses, cell.state.position)
          svg.raw(columns.ends, column)
          continue
        }
        svg.markup(cell.isToday ? "<use class=\"today\" href=\"#t\"" : "<use href=\"#o\"")
        svg.raw(columns.places, column)
      }
      svg.state(cell.state)
      if let fill = cell.extraFill {
        svg.markup(" data-fill=\"")
        svg.markup(fill)
        svg.markup("\"")
      }
      svg.selfClose()
    }
    if inRow { svg.markup("\n</g>\n") }
  }

  /// A cell's `<rect>` at (x, y), up to its state: the shape `<use>` would
  /// draw, in the picture's coordinates (the grid's own cell box).
  private static func appendRect(
    _ cell: PeriodPictureSVG.Cell, x: Int, y: Int, to svg: inout ByteMarkup
  ) {
    SVGGrid.appendCellBox(
      x: x, y: y, isToday: cell.isToday, outlined: cell.state != .complete, to: &svg)
  }

  /// `<use href="#<state>"` for each state, by `DayState.position`.
  static let shapeUses = ByteTable(byState: {
    "<use href=\"#\(DayStateMarkup.shapeID($0))\""
  })
}
