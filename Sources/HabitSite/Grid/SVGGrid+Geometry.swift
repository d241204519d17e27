extension SVGGrid {
  /// Where the cells of one layout go, in px.
  struct Geometry {
    let direction: GridDirection
    let columns: Int
    let width: Int
    let height: Int
    /// The x of column 0 in left-to-right.
    private let originX: Int
    private let originY: Int

    /// Room beside the grid for the weekday labels.
    let gutter: Int

    init(layout: GridLayout, direction: GridDirection, weekdayLabelLength: Int) {
      self.direction = direction
      self.columns = layout.columns
      let gridWidth = max(0, layout.columns * SVGGrid.step - SVGGrid.gap)
      let gridHeight = max(0, layout.rows * SVGGrid.step - SVGGrid.gap)
      // An SVG cannot measure text: allow 7 px per character of 11 px
      // text, plus the 6 px space before the grid and a little margin.
      gutter = min(96, max(24, 10 + weekdayLabelLength * 7))
      if layout.shape == .weeks {
        originX = direction == .leftToRight ? gutter : SVGGrid.trail
        originY = SVGGrid.top
        width = gutter + gridWidth + SVGGrid.trail
        height = SVGGrid.top + gridHeight + SVGGrid.stripPad
      } else {
        let pad = SVGGrid.stripPad
        originX = pad
        originY = pad
        width = gridWidth + 2 * pad
        height = gridHeight + 2 * pad
      }
    }

    /// The left x of `column`: counted from the left in left-to-right,
    /// mirrored so the last column is left-most in right-to-left.
    func x(column: Int) -> Int {
      let visual = direction == .leftToRight ? column : columns - 1 - column
      return originX + visual * SVGGrid.step
    }

    func y(row: Int) -> Int { originY + row * SVGGrid.step }
  }
}
