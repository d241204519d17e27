extension Escape {
  /// What `markdown` must do to a text, decided by one scan of its UTF-8
  /// bytes.
  enum MarkdownScan: Equatable {
    /// Nothing: the text is written as it is.
    case asIs
    /// Escapes only: the line holds no byte the cleaning pass would drop
    /// or replace, so the escapes are decided on the text's own bytes.
    case escape
    /// Both passes: the text has a control character, U+0085, U+2028,
    /// U+2029, U+FFFE or U+FFFF.
    case clean
  }

  /// True when `markdown` would return `text` as it is.
  static func needsNoMarkdownEscape(_ text: String) -> Bool {
    var copy = text
    return copy.withUTF8 { markdownScan($0) } == .asIs
  }

  /// `.asIs` only for a text `markdown` keeps, and conservative: any text
  /// it is not sure about is walked. Printable ASCII other than the
  /// escaped characters passes, as do the positional ones where they are
  /// harmless, and multi-byte scalars other than the ones `.clean` names.
  /// Every rule looks at ASCII bytes, never part of a multi-byte scalar.
  static func markdownScan(_ bytes: UnsafeBufferPointer<UInt8>) -> MarkdownScan {
    guard let first = bytes.first else { return .asIs }
    let count = bytes.count
    // A leading digit, `-`, `+` or `=` shapes what follows.
    var asIs = !((0x30...0x39).contains(first) || first == 0x2D || first == 0x2B || first == 0x3D)
    var index = 0
    while index < count {
      let byte = bytes[index]
      index += 1
      switch byte {
      case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x3C, 0x3E, 0x7C, 0x7E, 0x23, 0x26, 0x7F:
        asIs = false
      case 0x3A:  // `:` before `/`
        if index < count, bytes[index] == 0x2F { asIs = false }
      case 0x7B:  // `{` opening a template tag
        if index < count, opensTemplateTag(bytes[index]) { asIs = false }
      case 0x2E:  // `.` after `www`
        if index >= 4, bytes[index - 4] | 0x20 == 0x77, bytes[index - 3] | 0x20 == 0x77,
          bytes[index - 2] | 0x20 == 0x77
        {
          asIs = false
        }
      case 0x20...0x7E, 0x80...:
        if byte == 0xC2 || byte == 0xE2 || byte == 0xEF,
          separatorOrNoncharacter(at: index - 1, in: bytes)
        {
          return .clean
        }
      default:  // control characters
        return .clean
      }
    }
    return asIs ? .asIs : .escape
  }

  /// True for U+0085, U+2028, U+2029, U+FFFE and U+FFFF at `index`.
  private static func separatorOrNoncharacter(
    at index: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let count = bytes.count
    let next = index + 1 < count ? bytes[index + 1] : 0
    let third = index + 2 < count ? bytes[index + 2] : 0
    switch bytes[index] {
    case 0xC2: return next == 0x85
    case 0xE2: return next == 0x80 && (third == 0xA8 || third == 0xA9)
    default: return next == 0xBF && (third == 0xBE || third == 0xBF)
    }
  }
}
