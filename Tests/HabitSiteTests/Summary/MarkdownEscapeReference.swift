@testable import HabitSite

/// The Markdown escape written scalar by scalar, kept as the reference the
/// byte walk must match on every text: line breaks and separators become
/// spaces and other disallowed scalars are dropped first, then the escapes
/// are decided on what is left; a `{` opening a template tag (`{{`, `{%`,
/// `{#`) is the entity `&#123;`.
enum MarkdownEscapeReference {
  static func escape(_ text: String) -> String {
    var line: [Unicode.Scalar] = []
    var previousWasCR = false
    for scalar in text.unicodeScalars {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\r", "\u{2028}", "\u{2029}", "\u{85}", "\t":
        line.append(" ")
      case "\n":
        if !previousWasCR { line.append(" ") }
      default:
        if Escape.isAllowed(scalar) { line.append(scalar) }
      }
    }
    var result = ""
    var leadingDigits = true
    for (index, scalar) in line.enumerated() {
      if scalar == "{", index + 1 < line.count, ["{", "%", "#"].contains(line[index + 1]) {
        result += "&#123;"
        leadingDigits = false
        continue
      }
      if needsBackslash(scalar, at: index, in: line, afterLeadingDigits: leadingDigits) {
        result += "\\"
      }
      result.unicodeScalars.append(scalar)
      leadingDigits = leadingDigits && ("0"..."9").contains(scalar)
    }
    return result
  }

  private static func needsBackslash(
    _ scalar: Unicode.Scalar, at index: Int, in scalars: [Unicode.Scalar],
    afterLeadingDigits: Bool
  ) -> Bool {
    switch scalar {
    case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "#":
      return true
    case ":":
      return index + 1 < scalars.count && scalars[index + 1] == "/"
    case ".":
      if index >= 3, scalars[(index - 3)..<index].allSatisfy({ $0 == "w" || $0 == "W" }) {
        return true
      }
      return afterLeadingDigits && index > 0
    case "&":
      guard index + 1 < scalars.count else { return false }
      let next = scalars[index + 1]
      return next == "#" || next.properties.isASCIIHexDigit
        || ("a"..."z").contains(next) || ("A"..."Z").contains(next)
    case "-", "+", "=":
      return index == 0
    case ")":
      return afterLeadingDigits && index > 0
    default:
      return false
    }
  }
}
