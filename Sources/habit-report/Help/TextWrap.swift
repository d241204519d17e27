/// Fills words into lines of at most `width` characters (a word longer than
/// the line stands alone), for help text and usage lines.
enum TextWrap {
  /// The lines of `text`'s words; every line but the first starts with
  /// `indent` spaces, and the first is counted as `firstIndent` long
  /// already.
  static func lines(_ text: String, width: Int, firstIndent: Int = 0, indent: Int = 0)
    -> [String]
  {
    words(
      text.split(separator: " ").map(String.init), width: width,
      firstIndent: firstIndent, indent: indent)
  }

  /// As `lines`, for words that may hold spaces ("[--out DIR]").
  static func words(_ words: [String], width: Int, firstIndent: Int = 0, indent: Int = 0)
    -> [String]
  {
    var lines: [String] = []
    var line = ""
    var used = firstIndent
    for word in words {
      if !line.isEmpty && used + 1 + word.count > width {
        lines.append(line)
        line = String(repeating: " ", count: indent)
        used = indent
      } else if !line.isEmpty && !line.allSatisfy({ $0 == " " }) {
        line += " "
        used += 1
      }
      line += word
      used += word.count
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }
}
