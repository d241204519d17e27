import HabitCore

/// A period's picture for its Markdown summary (`weeks/<YYYY-Www>.svg`,
/// `months/<YYYY-MM>.svg`, `years/<YYYY>.svg`): habits down, days (or a
/// year's months) across, each cell drawn with the grid's tokens and cues
/// (`SVGGrid.style`, light and dark) on a background of its own, so the
/// picture reads on any blog theme. It carries a `<title>` and a `<desc>`
/// (the summary's text alternative), and each cell its state (`data-state`).
/// Cells carry no label of their own: embedded as an image, as a summary
/// embeds it, a cell's `<title>` is never shown or read, and it would weigh
/// most of the picture. Nor a date: the column's head says it once for
/// every row (a `data-date` on each cell was a third of a picture's bytes,
/// read by nothing an image is shown in).
///
/// A cell is a `<use>` of its state's shape (`PeriodPictureShapes`) in
/// its row's `<g>`, so it carries only its x and the shape's id: a month of
/// 200 habits is some 6,000 cells, and a `<rect>` with its whole box took a
/// third more bytes for the same pixels.
///
/// Each row's name is on a line of its own above its cells, and the columns
/// come in bands (`bands`), so the picture stays narrow (`widest`) and its
/// labels legible where it is shown on a phone.
///
/// An SVG has no document direction, so in right-to-left the x coordinates
/// are mirrored: names on the right, the period's first day right-most.
/// The root declares the catalog's language and direction (`xml:lang`,
/// `direction`), so a screen reader reads the `<title>` and `<desc>` in
/// the right voice, and an Urdu picture draws its words in the site's
/// Nastaliq (`scriptStyles`).
struct PeriodPictureSVG {
  /// One cell: its state, an extra day's fill, and whether it is today.
  struct Cell {
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
  /// numbers, a year's short month names.
  let heads: [String]
  let rows: [Row]
  let direction: GridDirection
  /// The columns drawn together, one band under the other, each with its
  /// heads and every row: a week's 7 days, a month's halves (1–16, 17–31),
  /// a year's halves (January–June, July–December). Fewer columns a line
  /// keep the picture narrow enough that its 11 px labels are drawn at 10
  /// px or more on a 390 px phone (issue 42: a month's 31 columns beside
  /// the names made them 4 px).
  var bands: [Range<Int>] = []
  /// From one column to the next: the grid's cell and gap, or more where
  /// a head is a word (a year's month names).
  var step = SVGGrid.cellSize + SVGGrid.gap
  /// The catalog's language tag ("ur"), written as the root's `xml:lang`.
  let language: String

  /// A language's own face for the picture's words, after the grid's
  /// style: Urdu in the Nastaliq the site ships (`assets/lang/ur/`, from a
  /// picture in `weeks/`, `months/` or `years/`), a copy installed on the
  /// device first, as the site's stylesheet does. Nastaliq stands taller
  /// than Naskh, so its words are drawn a size up.
  static let scriptStyles: [String: String] = [
    "ur": """
    <style>@font-face{font-family:"habit-report Nastaliq";src:local("Noto Nastaliq Urdu"),\
    local("NotoNastaliqUrdu-Regular"),url("../assets/lang/ur/noto-nastaliq-urdu.woff2") \
    format("woff2")}
    text{font-family:"habit-report Nastaliq","Noto Nastaliq Urdu","Jameel Noori Nastaleeq",\
    "Urdu Typesetting","Noto Naskh Arabic",serif;font-size:12px}</style>

    """
  ]

  private static let cell = SVGGrid.cellSize
  private static let pad = 12
  private static let headHeight = 18
  /// A name's line, above its cells, with room from the row above.
  private static let nameHeight = 18
  /// Between two bands.
  private static let bandGap = 10
  /// The longest name drawn, in characters; a longer one ends in "…".
  private static let nameLength = 40
  /// The picture's widest, in its own pixels: at 390 px wide it is drawn
  /// at its size or nearly, its 11 px text at 10 px or more.
  static let widest = 390

  /// Where things go: the names (cut), the bands, the picture's size and
  /// each column's x, mirrored in right-to-left.
  private struct Frame {
    let names: [String]
    let bands: [Range<Int>]
    let step: Int
    let width: Int
    let height: Int
    let rtl: Bool

    init(_ picture: PeriodPictureSVG) {
      names = picture.rows.map { PeriodPictureSVG.shortened($0.name) }
      let columnCount = max(picture.heads.count, picture.rows.map(\.cells.count).max() ?? 0)
      let bands = picture.bands.isEmpty ? [0..<columnCount] : picture.bands
      self.bands = bands
      step = picture.step
      let widestBand = bands.map(\.count).max() ?? 0
      let cells = max(1, widestBand) * step
      // About 7 px a character at 11 px: room for the longest name.
      let nameWidth = min(PeriodPictureSVG.nameLength, names.map(\.count).max() ?? 0) * 7
      width = pad * 2 + max(cells, nameWidth)
      let band = headHeight + max(1, picture.rows.count) * (nameHeight + cell + SVGGrid.gap)
      height = pad * 2 + bands.count * band + max(0, bands.count - 1) * bandGap - SVGGrid.gap
      rtl = picture.direction == .rightToLeft
    }

    /// The x of the cell in a band's `offset`th column (centred in its
    /// step).
    func x(_ offset: Int) -> Int {
      let start = pad + offset * step + (step - cell) / 2
      return rtl ? width - start - cell : start
    }

    /// The top of a band.
    func top(_ band: Int, rows: Int) -> Int {
      pad + band * (headHeight + max(1, rows) * (nameHeight + cell + SVGGrid.gap) + bandGap)
    }
  }

  /// The SVG document as UTF-8, ending in a line feed: written straight
  /// into the file's bytes, never held as a `String`.
  func render() -> [UInt8] {
    let frame = Frame(self)
    let capacity =
      6_000 + frame.names.reduce(0) { $0 + $1.utf8.count + 40 } * frame.bands.count
      + heads.count * 50 + rows.count * (40 * frame.bands.count + heads.count * 48)
    return ByteMarkup.array(capacity: capacity) { svg in
      write(frame, to: &svg)
    }
  }

  private func write(_ frame: Frame, to svg: inout ByteMarkup) {
    let (width, height, rtl) = (frame.width, frame.height, frame.rtl)
    svg.markup("<svg xmlns=\"http://www.w3.org/2000/svg\" xml:lang=\"")
    svg.text(language)
    svg.markup(rtl ? "\" direction=\"rtl\" width=\"" : "\" direction=\"ltr\" width=\"")
    svg.decimal(width)
    svg.markup("\" height=\"")
    svg.decimal(height)
    svg.markup("\" viewBox=\"0 0 ")
    svg.decimal(width)
    svg.markup(" ")
    svg.decimal(height)
    svg.markup("\" role=\"img\">\n<title>")
    svg.text(title)
    svg.markup("</title>\n<desc>")
    svg.text(description)
    svg.markup("</desc>\n")
    svg.raw(SVGGrid.style)
    if let script = Self.scriptStyles[language] { svg.raw(script) }
    // The states as bits, not a set: a year of 200 habits is some 70,000
    // cells, each hashed into the set.
    var states = 0
    for row in rows {
      for cell in row.cells where !cell.isToday { states |= 1 << cell.state.position }
    }
    svg.raw(PeriodPictureShapes.definitions(mask: states))
    svg.markup("<rect class=\"background\" width=\"")
    svg.decimal(width)
    svg.markup("\" height=\"")
    svg.decimal(height)
    svg.markup("\"/>\n")
    // Every band's column holds the same x: written once.
    let columns = PeriodPictureShapes.Columns(
      xs: (0..<(frame.bands.map(\.count).max() ?? 0)).map(frame.x))
    // Names sit at the inline-start side, above their cells: in
    // right-to-left each begins at the right edge. The picture's own
    // `direction` makes the default anchor, start, the right edge there,
    // whatever the name's script; an `end` anchor would put its left edge
    // there, and run every name off the picture.
    let nameX = rtl ? width - Self.pad : Self.pad
    let rowHeight = Self.nameHeight + Self.cell + SVGGrid.gap
    for (number, band) in frame.bands.enumerated() {
      let top = frame.top(number, rows: rows.count)
      svg.markup(rtl ? "<g class=\"labels\" direction=\"rtl\">\n" : "<g class=\"labels\">\n")
      for column in band where heads.indices.contains(column) {
        svg.markup("<text x=\"")
        svg.decimal(frame.x(column - band.lowerBound) + Self.cell / 2)
        svg.markup("\" y=\"")
        svg.decimal(top + 11)
        svg.markup("\" text-anchor=\"middle\">")
        svg.text(heads[column])
        svg.markup("</text>\n")
      }
      svg.markup("</g>\n<g class=\"names\">\n")
      for (index, name) in frame.names.enumerated() {
        svg.markup("<text x=\"")
        svg.decimal(nameX)
        svg.markup("\" y=\"")
        svg.decimal(top + Self.headHeight + index * rowHeight + 14)
        svg.markup("\">")
        svg.text(name)
        svg.markup("</text>\n")
      }
      svg.markup("</g>\n<g class=\"cells\">\n")
      for (index, row) in rows.enumerated() {
        let cells = Array(
          row.cells[min(band.lowerBound, row.cells.count)..<min(band.upperBound, row.cells.count)])
        PeriodPictureShapes.append(
          cells, top: top + Self.headHeight + index * rowHeight + Self.nameHeight,
          columns: columns, to: &svg)
      }
      svg.markup("</g>\n")
    }
    svg.markup("</svg>\n")
  }

  /// A name cut to `nameLength` characters, ending in "…" when cut.
  private static func shortened(_ name: String) -> String {
    name.count <= nameLength ? name : String(name.prefix(nameLength - 1)) + "…"
  }
}
