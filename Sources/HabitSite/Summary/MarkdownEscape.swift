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
    needsNoMarkdownEscape(text) ? text : walkMarkdown(text)
  }

  /// `markdown` scalar by scalar.
  static func walkMarkdown(_ text: String) -> String {
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
      // `www` in any case: only `W` and `w` lower-case to `w`, so this is
      // the scalars' lower-cased text compared with "www", without
      // building a string for every full stop.
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

  /// True when `markdown` would return `text` as it is, decided from its
  /// UTF-8 bytes without building scalars; conservative: any text it is not
  /// sure about takes the full walk. Printable ASCII other than the escaped
  /// characters passes, as do the positional ones where they are harmless;
  /// so do multi-byte scalars except those led by 0xC2 (U+0085), 0xE2
  /// (U+2028, U+2029) and 0xEF (U+FFFE, U+FFFF).
  static func needsNoMarkdownEscape(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { bytes in
      guard let first = bytes.first else { return true }
      // A leading digit, `-`, `+` or `=` shapes what follows.
      if (0x30...0x39).contains(first) || first == 0x2D || first == 0x2B || first == 0x3D {
        return false
      }
      for index in bytes.indices {
        let byte = bytes[index]
        switch byte {
        case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x3C, 0x3E, 0x7C, 0x7E, 0x23, 0x26:
          return false
        case 0x3A:  // `:` before `/`
          if index + 1 < bytes.count, bytes[index + 1] == 0x2F { return false }
        case 0x2E:  // `.` after `www`
          if index >= 3, bytes[(index - 3)..<index].allSatisfy({ $0 | 0x20 == 0x77 }) {
            return false
          }
        case 0x20...0x7E:
          continue
        case 0xC2, 0xE2, 0xEF:
          return false
        case 0x80...:
          continue
        default:
          return false
        }
      }
      return true
    }
  }
}
