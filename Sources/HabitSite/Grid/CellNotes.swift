import HabitCore

/// What each noted day's cell label ends with (`cell.note`: "; note: Sick"),
/// formatted once per note with the note isolated (U+2068…U+2069, as titles
/// are) and escaped by `Escape.anywhere`, as UTF-8: the HTML grid's
/// `aria-label` and the SVG's `<title>` append it as it is. A label carries
/// at most a note's first `labelLength` characters, then "…": every page
/// that draws the day repeats its label, so a long note would be paid for
/// many times over; the whole note is on the habit page's Notes, the period
/// pages and in data.json (DESIGN.md §5).
struct CellNotes: Sendable {
  /// The characters of a note a cell's label carries.
  static let labelLength = 100

  private let suffixes: [Int: [UInt8]]

  init() {
    suffixes = [:]
  }

  /// The suffixes of the notes on the days of `range`, the days a grid
  /// draws (none for nil): a week's grid words its seven days' notes, not
  /// every note of the window, once per page.
  init(_ notes: DayNotes, within range: ClosedRange<LocalDate>?, catalog: MessageCatalog) {
    var suffixes: [Int: [UInt8]] = [:]
    for note in notes.notes where range?.contains(note.date) ?? false {
      let text = Self.shortened(note.text)
      let words = catalog.format(.cellNote, ["note": .text(catalog.isolated(text))])
      suffixes[note.date.dayNumber] = Array(Escape.anywhere(words).utf8)
    }
    self.suffixes = suffixes
  }

  var isEmpty: Bool { suffixes.isEmpty }

  /// `text`'s first `labelLength` characters and "…", or `text` when it is
  /// no longer (found without counting a long note to its end).
  static func shortened(_ text: String) -> String {
    guard let end = text.index(text.startIndex, offsetBy: labelLength, limitedBy: text.endIndex),
      end < text.endIndex
    else { return text }
    return String(text[..<end]) + "…"
  }

  subscript(date: LocalDate) -> [UInt8]? { suffixes[date.dayNumber] }
}
