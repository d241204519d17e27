/// User text made safe for a terminal: every control character but tab and
/// line feed written as `\u001b` (lowercase hex, four digits or more), so a
/// title can never recolour or rewrite the screen of whoever reads a
/// message; so are the bidirectional format characters that would reorder
/// the rest of the line (the embeddings and overrides U+202A–U+202E, and an
/// isolate, U+2066–U+2069, without its partner: the catalogs' own balanced
/// isolates stay). The one rule for every line the commands print.
public enum VisibleText {
  /// `text` with its control and stray format characters made visible.
  public static func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: { needsEscape($0) || isIsolate($0) }) else {
      return text
    }
    let stray = strayIsolates(text)
    var output = ""
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if needsEscape(scalar) || stray.contains(offset) {
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

  /// A control character other than tab and line feed, or an embedding or
  /// override (U+202A–U+202E).
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    if (0x202A...0x202E).contains(scalar.value) { return true }
    return scalar != "\t" && scalar != "\n" && scalar.properties.generalCategory == .control
  }

  /// LRI, RLI, FSI or PDI.
  static func isIsolate(_ scalar: Unicode.Scalar) -> Bool {
    (0x2066...0x2069).contains(scalar.value)
  }

  /// The offsets (in scalars) of the isolates that pair with none: a PDI
  /// with no isolate open, an isolate never closed on its line.
  static func strayIsolates(_ text: String) -> Set<Int> {
    var stray: Set<Int> = []
    var open: [Int] = []
    for (offset, scalar) in text.unicodeScalars.enumerated() {
      if scalar == "\n" {
        stray.formUnion(open)
        open.removeAll()
      } else if scalar.value == 0x2069 {
        if open.popLast() == nil { stray.insert(offset) }
      } else if isIsolate(scalar) {
        open.append(offset)
      }
    }
    return stray.union(open)
  }
}
