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
  /// Text between HTML tags: `& < > " '` become references, so the text can
  /// never open a tag or an entity.
  public static func htmlText(_ text: String) -> String {
    escape(text) { scalar in
      switch scalar {
      case "&": return "&amp;"
      case "<": return "&lt;"
      case ">": return "&gt;"
      case "\"": return "&quot;"
      case "'": return "&#39;"
      default: return nil
      }
    }
  }

  /// A value inside a quoted HTML attribute (either quote style). On top of
  /// the text escapes, the backtick (an attribute quote in old parsers) and
  /// `=` are encoded, and tab, line feed and carriage return become numeric
  /// references so the value keeps its exact characters and can never end
  /// the attribute, quoted or not.
  public static func htmlAttribute(_ text: String) -> String {
    escape(text) { scalar in
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

  /// Walks the scalars once: dropped scalars vanish, `replacement` gives the
  /// escape for a scalar or nil to keep it as it is.
  static func escape(
    _ text: String, _ replacement: (Unicode.Scalar) -> String?
  ) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
    for scalar in text.unicodeScalars {
      guard isAllowed(scalar) else { continue }
      if let escaped = replacement(scalar) {
        result.unicodeScalars.append(contentsOf: escaped.unicodeScalars)
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }
}
