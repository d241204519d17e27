extension SVGGrid {
  /// The one geometry of a cell's box, in half pixels: a stroke is drawn
  /// inside the cell's 18 px box, so an outlined cell's 1 px outline is a
  /// box inset by half a pixel and today's 2 px ring one inset by a pixel;
  /// a complete cell fills the whole box. The grid writes it on every
  /// `<rect>`, the period pictures once in their `<defs>`
  /// (`PeriodPictureShapes`).
  enum CellBox: CaseIterable {
    case filled, outlined, today

    init(isToday: Bool, outlined: Bool) {
      self = isToday ? .today : outlined ? .outlined : .filled
    }

    /// How far the box is inset on each side, in half pixels.
    var inset: Int {
      switch self {
      case .filled: 0
      case .outlined: 1
      case .today: 2
      }
    }

    /// The box's width and height, in half pixels.
    var side: Int { SVGGrid.cellSize * 2 - 2 * inset }

    /// The corner radius, in half pixels: the cell's, less the inset.
    var radius: Int { SVGGrid.radius * 2 - inset }
  }
}
