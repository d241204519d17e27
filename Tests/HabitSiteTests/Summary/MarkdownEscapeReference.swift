@testable import HabitSite

/// The scalar-by-scalar Markdown escape the byte walk replaced, kept as the
/// reference the byte walk must match on every text.
enum MarkdownEscapeReference {
  static func escape(_ text: String) -> String {
    var result = ""
    let scalars = Array(text.unicodeScalars)
    var leadingDigits = true
    var previousWasCR = false
    for (index, scalar) in scalars.enumerated() {
      defer { previousWasCR = scalar == "\r" }
      switch scalar {
      case "\r", "\u{2028}", "\u{2029}", "\u{85}":
        result += " "
        leadingDigits = false
        continue
      case "\n":
        if !previousWasCR { result += " " }
        leadingDigits = false
        continue
      case "\t":
        result += " "
        leadingDigits = false
        continue
      default:
        break
      }
      guard Escape.isAllowed(scalar) else { continue }
      let isDigit = ("0"..."9").contains(scalar)
      if needsBackslash(scalar, at: index, in: scalars, afterLeadingDigits: leadingDigits) {
        result += "\\"
      }
      result.unicodeScalars.append(scalar)
      leadingDigits = leadingDigits && isDigit
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
