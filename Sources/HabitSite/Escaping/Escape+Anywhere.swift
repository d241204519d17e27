/// One escape valid in every markup language the site writes.
extension Escape {
  /// Appends `text` escaped for HTML or XML text and attributes alike (the
  /// grids use it for labels that go into both): `& < > " '`
  /// become references, tab/LF/CR numeric references, and characters
  /// neither HTML nor XML 1.0 accept (other C0 controls, U+FFFE, U+FFFF) are
  /// dropped. One function serves both languages because every escape it
  /// writes is valid in both.
  public static func appendAnywhere(_ text: String, to output: inout String) {
    if !text.utf8.contains(where: needsWork) {
      output += text
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": output += "&amp;"
      case "<": output += "&lt;"
      case ">": output += "&gt;"
      case "\"": output += "&quot;"
      case "'": output += "&#39;"
      case "`": output += "&#96;"
      case "=": output += "&#61;"
      case "\t": output += "&#9;"
      case "\n": output += "&#10;"
      case "\r": output += "&#13;"
      default:
        let value = scalar.value
        if value < 0x20 || value == 0xFFFE || value == 0xFFFF { continue }
        output.unicodeScalars.append(scalar)
      }
    }
  }

  /// `text` escaped as by `appendAnywhere`.
  public static func anywhere(_ text: String) -> String {
    var output = ""
    output.reserveCapacity(text.utf8.count)
    appendAnywhere(text, to: &output)
    return output
  }

  /// Bytes that need escaping or dropping; U+FFFE/U+FFFF start with 0xEF.
  private static func needsWork(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x00..<0x20, UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"),
      UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: "="), 0xEF:
      return true
    default:
      return false
    }
  }
}
