import Mustache

/// Escaping for each output language the site writes, one function per
/// language: text is escaped by default, and only a caller that means to
/// insert markup (rendered Markdown, a built SVG) bypasses these on purpose.
///
/// Every function also drops the C0 control characters other than tab, line
/// feed and carriage return (and U+FFFE/U+FFFF in XML), which neither HTML
/// nor XML 1.0 accept in a document. Bidirectional controls such as U+202E
/// are kept: they are text, and the templates isolate user text in `<bdi>`
/// so it cannot reorder what surrounds it.
public enum Escape {
  /// Text between HTML tags or inside a double-quoted attribute: `& < > "`
  /// become references, so the text can never open a tag or an entity, nor
  /// end the attribute. The one HTML escaper, Mustache's (`Escaper.html`),
  /// which the HTML templates' `{{name}}` use too, after dropping the
  /// characters no document may hold.
  public static func htmlText(_ text: String) -> String {
    Escaper.html(documentText(text))
  }

  /// `text` without the characters no document may hold, and nothing
  /// escaped: for a writer that escapes for itself (cmark-gfm's renderer
  /// escapes a text node's `& < > "` as `htmlText` does).
  static func documentText(_ text: String) -> String {
    escape(text) { _ in nil }
  }

  /// `htmlText` as Mustache's escaper for a template.
  public static let htmlEscaper = Escaper.html

  /// A value inside a quoted HTML attribute (either quote style). On top of
  /// the text escapes, `'`, the backtick (an attribute quote in old parsers) and
  /// `=` are encoded, and tab, line feed and carriage return become numeric
  /// references so the value keeps its exact characters and can never end
  /// the attribute, quoted or not.
  public static func htmlAttribute(_ text: String) -> String {
    let table = EscapeTable.htmlAttribute
    return escape(text) { table[$0] }
  }

  /// Whether XML 1.0 and HTML both accept `scalar` as a character of a
  /// document: tab, LF, CR and everything from U+0020 up, except U+FFFE and
  /// U+FFFF. (Surrogates cannot occur in a Swift `String`.)
  static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09, 0x0A, 0x0D: return true
    case 0x00..<0x20: return false
    case 0xFFFE, 0xFFFF: return false
    default: return true
    }
  }

  /// Walks the text's UTF-8 bytes once: dropped characters vanish,
  /// `replacement` gives the escape for an ASCII character or nil to keep
  /// it as it is (every escape the site writes is for an ASCII character,
  /// and other scalars are never passed to it). Runs of bytes that need
  /// nothing are copied whole, and a text that needs nothing comes back as
  /// it is.
  static func escape(
    _ text: String, _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var text = text
    let untouched = text.withUTF8 { bytes in
      // The first byte that may need work; most texts have none.
      bytes.firstIndex { byte in
        byte < 0x20 || byte == 0xEF || (byte < 0x80 && replacement(Unicode.Scalar(byte)) != nil)
      } ?? bytes.count
    }
    if untouched == text.utf8.count { return text }
    return text.withUTF8 { bytes in
      let count = bytes.count
      var index = untouched
      var output: [UInt8] = []
      output.reserveCapacity(count + count / 8 + 16)
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[..<index]))
      while index < count {
        let byte = bytes[index]
        if byte >= 0x80 {
          if byte == 0xEF, index + 2 < count, bytes[index + 1] == 0xBF,
            bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
          {
            index += 3  // U+FFFE, U+FFFF
            continue
          }
          output.append(byte)
        } else if byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D {
          // Dropped: no document may hold it.
        } else if let escaped = replacement(Unicode.Scalar(byte)) {
          output.append(contentsOf: escaped.utf8)
        } else {
          output.append(byte)
        }
        index += 1
      }
      return String(decoding: output, as: UTF8.self)
    }
  }
}
