import HabitCore

/// What each noted day's cell label ends with (`cell.note`: "; note: Sick"),
/// formatted once per note with the note isolated (U+2068…U+2069, as titles
/// are) and escaped by `Escape.anywhere`, as UTF-8: the HTML grid's
/// `aria-label` and the SVG's `<title>` append it as it is.
struct CellNotes: Sendable {
  private let suffixes: [Int: [UInt8]]

  init() {
    suffixes = [:]
  }

  init(_ notes: DayNotes, catalog: MessageCatalog) {
    var suffixes: [Int: [UInt8]] = [:]
    for note in notes.notes {
      let words = catalog.format("cell.note", ["note": .text(catalog.isolated(note.text))])
      suffixes[note.date.dayNumber] = Array(Escape.anywhere(words).utf8)
    }
    self.suffixes = suffixes
  }

  var isEmpty: Bool { suffixes.isEmpty }

  subscript(date: LocalDate) -> [UInt8]? { suffixes[date.dayNumber] }
}
