import HabitCore
import TestSupport
import Testing

@testable import HabitSite

/// The renderers' byte-level fast paths at their edges: the suspect byte or
/// the character to escape in the last bytes of the input, texts of lengths
/// around the 8-byte word holding multi-byte UTF-8 and NUL, numbers at the
/// ends of `Int`, dates where the year changes its width.
@Suite struct FastPathBoundaryTests {
  static let probes: [UInt8] = [
    0, 1, 8, 9, 10, 11, 13, 0x1F, 0x20, 0x7F, 0x80, 0xBF, 0xEE, 0xEF, 0xF0, 0xFF,
  ]

  /// Every length up to three words, the probe at every position, the
  /// buffer ending right before an unreadable page.
  @Test(arguments: 0...24)
  func thePageScanNeverReadsPastTheEnd(length: Int) {
    for probe in Self.probes {
      for position in 0..<max(1, length) {
        var bytes = [UInt8](repeating: UInt8(ascii: "a"), count: length)
        if length > 0 { bytes[position] = probe }
        let expected = bytes.contains(where: PageText.isSuspect)
        #expect(
          GuardedBytes.with(bytes, PageText.hasSuspectByte) == expected,
          "\(probe) at \(position) of \(length)")
      }
    }
  }

  static let hostile: [String] = [
    "\u{0}", "\u{FFFE}", "\u{FFFF}", "é", "😀", "&", "\"", "'", "<", "\r\n", "\u{85}", "\u{2028}",
    "\t", "=", "`", "ﻯ",
  ]

  /// A page whose forbidden character sits in its last 1–7 bytes (or any
  /// other place) loses exactly that character.
  @Test(arguments: [7, 8, 9, 15, 16, 17, 23, 24])
  func aForbiddenCharacterInTheTailIsDropped(length: Int) {
    for piece in Self.hostile {
      for position in 0...length {
        let text =
          String(repeating: "p", count: position) + piece
          + String(repeating: "q", count: length - position)
        let expected = String(
          String.UnicodeScalarView(text.unicodeScalars.filter(Escape.isAllowed)))
        #expect(PageText.clean(text) == expected, "\(piece.debugDescription) at \(position)")
      }
    }
  }

  /// The byte walks of the HTML and Markdown escapes against the scalar
  /// walks they replaced, with the character to escape at every position
  /// of texts around the word size, last byte included.
  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17])
  func escapesAtEveryPositionMatchTheScalarWalk(length: Int) {
    for piece in Self.hostile + ["www.", "w.", ":/", ":", "&a", "&#", "1.", "1)", "-", "\\", "|"] {
      for position in 0...length {
        let text =
          String(repeating: "w", count: position) + piece
          + String(repeating: "1", count: length - position)
        #expect(
          Escape.htmlAttribute(text) == EscapeWalkTests.reference(text, Self.attribute))
        #expect(Escape.anywhere(text) == Escape.htmlAttribute(text))
        #expect(
          Escape.markdown(text) == MarkdownEscapeReference.escape(text), "\(text.debugDescription)")
        // Every character that needs a backslash: the output takes twice
        // the input's bytes.
        let doubled = String(repeating: "*", count: length) + piece
        #expect(Escape.markdown(doubled) == MarkdownEscapeReference.escape(doubled))
      }
    }
  }

  /// Every escape `Escape.htmlAttribute` makes, scalar by scalar.
  static func attribute(_ scalar: Unicode.Scalar) -> String? {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"": return "&quot;"
    case "'": return "&#39;"
    case "`": return "&#96;"
    case "=": return "&#61;"
    case "\t": return "&#9;"
    case "\n": return "&#10;"
    case "\r": return "&#13;"
    default: return nil
    }
  }

  @Test(arguments: [
    0, 1, -1, 9, 10, -10, 99, 100, 999, 1_000, Int.max, Int.min, Int.max - 1, Int.min + 1,
    1_000_000_000_000_000_000, -1_000_000_000_000_000_000,
  ])
  func decimalsAtTheEndsOfInt(value: Int) {
    var text = ByteText(capacity: 0)
    text.append(decimal: value)
    #expect(text.string == String(value))
  }

  /// A buffer grown many times keeps every piece, NULs and multi-byte
  /// characters included.
  @Test func byteTextGrowsAndKeepsItsPieces() {
    var raw = ByteText(capacity: 1)
    var expected: [UInt8] = []
    for round in 0..<200 {
      let piece = String(repeating: "é\u{0}x", count: round % 23)
      raw.append(piece)
      raw.append(piece)
      expected += Array(piece.utf8) + Array(piece.utf8)
    }
    #expect(raw.count == expected.count)
    #expect(raw.array == expected)
  }

  /// The date text counted forward agrees with `isoString` where the month,
  /// the year and the year's width change.
  @Test(arguments: [
    (9_999, 12, 1), (1_999, 12, 25), (2_000, 2, 20), (1_900, 2, 20), (1, 1, 1), (999, 12, 20),
    (2_024, 2, 28),
  ])
  func theDayCounterMatchesIsoString(year: Int, month: Int, day: Int) throws {
    var date = try #require(LocalDate(year: year, month: month, day: day))
    var bytes = ISODayBytes(date)
    for _ in 0..<70 {
      #expect(bytes.string == date.isoString)
      var raw = ByteText(capacity: 0)
      bytes.append(to: &raw)
      #expect(raw.string == date.isoString)
      bytes.advance()
      date = date.adding(days: 1)
    }
  }

  /// Labels and titles of lengths around 8 and 16 bytes, with multi-byte
  /// UTF-8 and NUL: every cell's `title` (its one accessible name) holds
  /// the escaped label whole, and the page holds no NUL.
  @Test(arguments: [0, 1, 7, 8, 9, 15, 16, 17])
  func gridLabelsAreCopiedWhole(length: Int) throws {
    let label =
      String(repeating: "é", count: length / 2) + "\u{0}\"<"
      + String(
        repeating: "x", count: length - length / 2)
    let start = try #require(LocalDate(year: 2_026, month: 1, day: 1))
    let days = (0..<40).map { GridDay(date: start.adding(days: $0), state: .complete) }
    let layout = GridLayout(days: days, today: start.adding(days: 39))
    let text = GridText(
      title: label, description: label, cellLabel: { _, _, _, _ in label },
      monthName: { _ in label }, weekdayShortName: { _ in label })
    let escaped = Escape.anywhere(label)
    let html = HTMLGrid.render(layout, text: text)
    #expect(!html.utf8.contains(0))
    #expect(
      html.components(separatedBy: "role=\"img\" title=\"\(escaped)\"").count - 1
        == 40)
    let svg = SVGGrid.render(layout, text: text)
    #expect(!svg.utf8.contains(0))
    // 40 cells and the SVG's own title.
    #expect(svg.components(separatedBy: "<title>\(escaped)</title>").count - 1 == 41)
  }
}
