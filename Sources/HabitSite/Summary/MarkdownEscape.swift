extension Escape {
  /// Plain text for a Markdown (CommonMark + GFM) document: a habit's title,
  /// a window's label, a sentence from the catalog. The result reads as the
  /// same text once rendered and can never start a link, an image, an
  /// autolink, emphasis, code, strikethrough, raw HTML, an entity, a
  /// heading, a list item or a quote, nor end a table cell.
  ///
  /// - Every ASCII character that Markdown gives a meaning inside a line
  ///   (`\ ` * _ [ ] < > | ~ #`) gets a backslash.
  /// - So do a `:` before `/` and the `.` after `www`, which would otherwise
  ///   let GFM's autolink extension turn `https://…` or `www.…` into links.
  ///   (An e-mail address still becomes a `mailto:` link: the extension
  ///   finds it after escapes are resolved, so no escape stops it.)
  /// - `&` gets one only when it could start an entity (`&amp;`, `&#60;`).
  /// - A leading `-`, `+` or `=` and the `.` or `)` after leading digits are
  ///   escaped, so the text can also open a line safely.
  /// - Line breaks become spaces (so a title cannot end a table row or start
  ///   a block), and the other control characters are dropped.
  public static func markdown(_ text: String) -> String {
    var result = ""
    result.unicodeScalars.reserveCapacity(text.unicodeScalars.count + 8)
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
      guard isAllowed(scalar) else { continue }
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
      if index >= 3,
        String(String.UnicodeScalarView(scalars[(index - 3)..<index])).lowercased() == "www"
      {
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
