import HabitCore

/// A period's picture for its Markdown summary (`weeks/<YYYY-Www>.svg`,
/// `months/<YYYY-MM>.svg`, `years/<YYYY>.svg`): habits down, days (or a
/// year's months) across, each cell drawn with the grid's tokens and cues
/// (`SVGGrid.style`, light and dark) on a background of its own, so the
/// picture reads on any blog theme. It carries a `<title>` and a `<desc>`
/// (the summary's text alternative), and each cell its `data-date` (a
/// month's `data-month`) and `data-state`. Cells carry no label of their
/// own: embedded as an image, as a summary embeds it, a cell's `<title>`
/// is never shown or read, and it would weigh most of the picture.
///
/// An SVG has no document direction, so in right-to-left the x coordinates
/// are mirrored: names on the right, the period's first day right-most.
struct PeriodPictureSVG {
  /// One cell: the day (`YYYY-MM-DD`) or month (`YYYY-MM`) it draws, its
  /// state and an extra day's fill.
  struct Cell {
    let key: String
    let state: DayState
    let extraFill: StaticString?
    let isToday: Bool
  }

  /// One habit window's row: its name and its cells, oldest first.
  struct Row {
    let name: String
    let cells: [Cell]
  }

  let title: String
  let description: String
  /// The heads over the columns: a week's weekday letters, a month's day
  /// numbers, a year's month numbers.
  let heads: [String]
  let rows: [Row]
  /// Whether a cell is a month (`data-month`) rather than a day.
  let cellsAreMonths: Bool
  let direction: GridDirection

  private static let cell = SVGGrid.cellSize
  private static let step = SVGGrid.cellSize + SVGGrid.gap
  private static let pad = 12
  private static let headHeight = 18
  /// The longest name drawn, in characters; a longer one ends in "…".
  private static let nameLength = 40

  /// The SVG document, ending in a line feed.
  func render() -> String {
    let names = rows.map { Self.shortened($0.name) }
    // About 7 px a character at 11 px: room for the longest name.
    let nameWidth = min(Self.nameLength, names.map(\.count).max() ?? 0) * 7 + 10
    let columns = max(heads.count, rows.map(\.cells.count).max() ?? 0)
    let width = Self.pad * 2 + nameWidth + max(1, columns) * Self.step - SVGGrid.gap
    let height = Self.pad * 2 + Self.headHeight + max(1, rows.count) * Self.step - SVGGrid.gap
    let rtl = direction == .rightToLeft
    // The x of a column's cell, mirrored in right-to-left.
    func x(_ column: Int) -> Int {
      let start = Self.pad + nameWidth + column * Self.step
      return rtl ? width - start - Self.cell : start
    }
    var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(width)\" height=\"\(height)\""
    svg += " viewBox=\"0 0 \(width) \(height)\" role=\"img\">\n"
    svg += "<title>" + Escape.anywhere(title) + "</title>\n"
    svg += "<desc>" + Escape.anywhere(description) + "</desc>\n"
    svg += SVGGrid.style
    svg += "<rect class=\"background\" width=\"\(width)\" height=\"\(height)\"/>\n"
    svg += rtl ? "<g class=\"labels\" direction=\"rtl\">\n" : "<g class=\"labels\">\n"
    for (column, head) in heads.enumerated() {
      svg +=
        "<text x=\"\(x(column) + Self.cell / 2)\" y=\"\(Self.pad + 11)\" text-anchor=\"middle\">"
      svg += Escape.anywhere(head) + "</text>\n"
    }
    svg += "</g>\n<g class=\"names\">\n"
    // Names sit at the inline-start side, before the cells: in right-to-left
    // each ends at the right edge (anchored by its end, whatever its
    // script, so a Latin title does not run off the picture).
    let nameX = rtl ? width - Self.pad : Self.pad
    let anchor = rtl ? "\" text-anchor=\"end\">" : "\">"
    for (index, name) in names.enumerated() {
      let y = Self.pad + Self.headHeight + index * Self.step + 13
      svg += "<text x=\"\(nameX)\" y=\"\(y)" + anchor + Escape.anywhere(name) + "</text>\n"
    }
    svg += "</g>\n<g class=\"cells\">\n"
    let key = cellsAreMonths ? " data-month=\"" : " data-date=\""
    for (index, row) in rows.enumerated() {
      let top = Self.pad + Self.headHeight + index * Self.step
      for (column, cell) in row.cells.enumerated() {
        // Strokes are drawn inside the cell's box, as in `SVGGrid`.
        let left = x(column)
        if cell.isToday {
          svg +=
            "<rect class=\"today\" x=\"\(left + 1)\" y=\"\(top + 1)\" width=\"16\" height=\"16\""
          svg += " rx=\"2\""
        } else if cell.state != .complete {
          svg += "<rect x=\"\(left).5\" y=\"\(top).5\" width=\"17\" height=\"17\" rx=\"2.5\""
        } else {
          svg += "<rect x=\"\(left)\" y=\"\(top)\" width=\"18\" height=\"18\" rx=\"3\""
        }
        svg += key + cell.key + "\" data-state=\"" + cell.state.rawValue + "\""
        if let fill = cell.extraFill { svg += " data-fill=\"\(fill)\"" }
        svg += "/>\n"
      }
    }
    return svg + "</g>\n</svg>\n"
  }

  /// A name cut to `nameLength` characters, ending in "…" when cut.
  private static func shortened(_ name: String) -> String {
    name.count <= nameLength ? name : String(name.prefix(nameLength - 1)) + "…"
  }
}
