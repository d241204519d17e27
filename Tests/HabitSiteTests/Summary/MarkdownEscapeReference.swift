import Foundation

@testable import HabitSite

/// The Markdown escape written scalar by scalar, kept as the reference the
/// byte walk must match on every text: line breaks and separators become
/// spaces and other disallowed scalars are dropped first, then the escapes
/// are decided on what is left; a `{` opening a template tag (`{{`, `{%`,
/// `{#`) is the entity `&#123;`; `~`, and `&` before an entity, are the
/// entities `&#126;` and `&amp;`.
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
      if scalar == "~" || scalar == "&" && startsEntity(at: index, in: line) {
        result += scalar == "~" ? "&#126;" : "&amp;"
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
    case "\\", "`", "*", "_", "[", "]", "<", ">", "|", "#":
      return true
    case ":":
      return index + 1 < scalars.count && scalars[index + 1] == "/"
    case ".":
      if index >= 3, scalars[(index - 3)..<index].allSatisfy({ $0 == "w" || $0 == "W" }) {
        return true
      }
      return afterLeadingDigits && index > 0
    case "-", "+", "=":
      return index == 0
    case ")":
      return afterLeadingDigits && index > 0
    default:
      return false
    }
  }

  /// An entity as CommonMark reads one after `&`: a letter and up to 31
  /// letters or digits, `#` and 1–7 digits, or `#x` and 1–6 hexadecimal
  /// digits, then `;`.
  private static func startsEntity(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
    let rest = String(String.UnicodeScalarView(scalars[(index + 1)...]))
    let patterns = [
      #"^[A-Za-z][A-Za-z0-9]{0,31};"#, #"^#[0-9]{1,7};"#, #"^#[xX][0-9A-Fa-f]{1,6};"#,
    ]
    return patterns.contains { rest.range(of: $0, options: .regularExpression) != nil }
  }
}
