/// User text made safe for a terminal: every control character but tab and
/// line feed written as `\u001b` (lowercase hex, four digits or more), so a
/// title can never recolour or rewrite the screen of whoever reads a
/// message. The one rule for every line the commands print.
public enum VisibleText {
  /// `text` with its control characters made visible.
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var output = ""
    for scalar in text.unicodeScalars {
      if needsEscape(scalar) {
        output += escape(scalar)
      } else {
        output.unicodeScalars.append(scalar)
      }
    }
    return output
  }

  /// `\u001b` for U+001B.
  public static func escape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// A control character other than tab and line feed.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && scalar != "\n" && scalar.properties.generalCategory == .control
  }
}
