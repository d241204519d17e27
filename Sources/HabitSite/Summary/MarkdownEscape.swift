import Mustache

extension Escape {
  /// Plain text for a Markdown (CommonMark + GFM) document: a habit's title,
  /// a window's label, a sentence from the catalog. The result reads as the
  /// same text once rendered and can never start a link, an image, an
  /// autolink, emphasis, code, strikethrough, raw HTML, an entity, a
  /// heading, a list item or a quote, nor end a table cell.
  ///
  /// - Every ASCII character that Markdown gives a meaning inside a line
  ///   (`\ ` * _ [ ] < > | #`) gets a backslash; `~` is written `&#126;`.
  /// - So do a `:` before `/` and the `.` after `www`, which would otherwise
  ///   let GFM's autolink extension turn `https://…` or `www.…` into links.
  ///   (An e-mail address still becomes a `mailto:` link: the extension
  ///   finds it after escapes are resolved, so no escape stops it.)
  /// - `&` is written `&amp;` only when it starts what reads as an entity
  ///   (`&amp;`, `&#60;`); "R&D" stays as it is (kramdown, Jekyll's
  ///   renderer, would show a backslash before `&` or `~` as written).
  /// - A leading `-`, `+` or `=` and the `.` or `)` after leading digits are
  ///   escaped, so the text can also open a line safely.
  /// - Line breaks become spaces (so a title cannot end a table row or start
  ///   a block), and the other control characters are dropped.
  /// - A `{` that opens a template tag of the generators the summaries drop
  ///   into (`{{` and `{%` of Jekyll's Liquid and Zola, Hugo's shortcodes
  ///   `{{<` and `{{%`, the `{#` comment) is written as the entity `&#123;`:
  ///   every CommonMark renderer (cmark-gfm, Hugo's goldmark, Zola's
  ///   pulldown-cmark, Jekyll's kramdown) shows it as `{`, while no
  ///   generator, which looks for the two bytes before rendering, finds
  ///   the opener. (A backslash would not do: kramdown keeps `\%`.)
  public static func markdown(_ text: String) -> String {
    needsNoMarkdownEscape(text) ? text : walkMarkdown(text)
  }

  /// `markdown` as Mustache's escaper: `{{name}}` in a `.md` template.
  public static let markdownEscaper = Escaper(
    { text, output in output += markdown(text) },
    bytes: { text, output in output.append(contentsOf: markdown(text).utf8) })

  /// `markdown` over the text's UTF-8 bytes, in two passes: first the line
  /// breaks and separators (U+0085, U+2028, U+2029) become spaces and the
  /// other control characters and U+FFFE/U+FFFF are dropped; then the
  /// escapes are decided on what is left, so a dropped character can never
  /// hide what follows it (`"\u{1}- x"` still opens with `-`, and
  /// `"https:\u{1}//"` still has `:` before `/`). Every rule looks at ASCII
  /// characters only, and an ASCII byte is never part of a multi-byte
  /// scalar, so "the next scalar" is the next byte and "the first scalar"
  /// the first byte.
  static func walkMarkdown(_ text: String) -> String {
    let clean = markdownLineBytes(text)
    return clean.withUnsafeBufferPointer { bytes in
      let count = bytes.count
      return String(unsafeUninitializedCapacity: count * 6 + 8) { output in
        var written = 0
        var leadingDigits = true
        for index in 0..<count {
          let byte = bytes[index]
          if byte == 0x7B, index + 1 < count, opensTemplateTag(bytes[index + 1]) {
            for entity in templateBrace {
              output[written] = entity
              written += 1
            }
            leadingDigits = false
            continue
          }
          // `&` before what reads as an entity, and `~`, are written as
          // entities: kramdown (Jekyll) shows `\&` and `\~` as written.
          if byte == 0x26 && startsEntity(at: index, in: bytes) || byte == 0x7E {
            for entity in byte == 0x26 ? ampersand : tilde {
              output[written] = entity
              written += 1
            }
            leadingDigits = false
            continue
          }
          if markdownNeedsBackslash(byte, at: index, in: bytes, afterLeadingDigits: leadingDigits) {
            output[written] = 0x5C
            written += 1
          }
          output[written] = byte
          written += 1
          leadingDigits = leadingDigits && (0x30...0x39).contains(byte)
        }
        return written
      }
    }
  }

  /// The text's UTF-8 bytes on one line: CR, LF (CR LF together), tab and
  /// the separators U+0085, U+2028 and U+2029 become one space each; the
  /// other control characters and U+FFFE/U+FFFF are dropped, as if never
  /// there. Multi-byte scalars are copied whole.
  private static func markdownLineBytes(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { bytes in
      let count = bytes.count
      var line: [UInt8] = []
      line.reserveCapacity(count)
      var index = 0
      while index < count {
        let byte = bytes[index]
        defer { index += 1 }
        if byte >= 0x80 {
          let next = index + 1 < count ? bytes[index + 1] : 0
          let third = index + 2 < count ? bytes[index + 2] : 0
          if byte == 0xC2 && next == 0x85 {  // U+0085
            line.append(0x20)
            index += 1
          } else if byte == 0xE2 && next == 0x80 && (third == 0xA8 || third == 0xA9) {
            line.append(0x20)  // U+2028, U+2029
            index += 2
          } else if byte == 0xEF && next == 0xBF && (third == 0xBE || third == 0xBF) {
            index += 2  // U+FFFE, U+FFFF
          } else {
            line.append(byte)
          }
          continue
        }
        switch byte {
        case 0x0D, 0x09:  // CR, tab
          line.append(0x20)
        case 0x0A:  // LF: CR LF is one space
          if index == 0 || bytes[index - 1] != 0x0D { line.append(0x20) }
        case 0x00..<0x20:
          break
        default:
          line.append(byte)
        }
      }
      return line
    }
  }

  /// `&amp;` and `&#126;`.
  private static let ampersand: [UInt8] = Array("&amp;".utf8)
  private static let tilde: [UInt8] = Array("&#126;".utf8)

  /// True when the `&` at `index` starts what CommonMark reads as an
  /// entity: `&name;` (a letter, then up to 31 letters or digits), `&#` and
  /// 1–7 digits, or `&#x` and 1–6 hexadecimal digits, then `;`. Any other
  /// `&` is text as it is, and is left alone.
  static func startsEntity(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
    func isLetter(_ byte: UInt8) -> Bool { (0x61...0x7A).contains(byte | 0x20) }
    func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (0x61...0x66).contains(byte | 0x20) }
    var position = index + 1
    let count = bytes.count
    func run(_ accepts: (UInt8) -> Bool, upTo most: Int) -> Int {
      var length = 0
      while position < count, length < most, accepts(bytes[position]) {
        position += 1
        length += 1
      }
      return length
    }
    guard position < count else { return false }
    if bytes[position] == 0x23 {
      position += 1
      guard position < count else { return false }
      let found: Int
      if bytes[position] | 0x20 == 0x78 {
        position += 1
        found = run(isHex, upTo: 6)
      } else {
        found = run(isDigit, upTo: 7)
      }
      return found > 0 && position < count && bytes[position] == 0x3B
    }
    guard isLetter(bytes[position]) else { return false }
    position += 1
    _ = run({ isLetter($0) || isDigit($0) }, upTo: 31)
    return position < count && bytes[position] == 0x3B
  }

  /// `&#123;`, the `{` that would open a template tag.
  private static let templateBrace: [UInt8] = Array("&#123;".utf8)

  /// True for the byte after `{` that makes a template opener: `{`, `%`,
  /// `#`.
  static func opensTemplateTag(_ next: UInt8) -> Bool {
    next == 0x7B || next == 0x25 || next == 0x23
  }

  private static func markdownNeedsBackslash(
    _ byte: UInt8, at index: Int, in bytes: UnsafeBufferPointer<UInt8>, afterLeadingDigits: Bool
  ) -> Bool {
    switch byte {
    case 0x5C, 0x60, 0x2A, 0x5F, 0x5B, 0x5D, 0x3C, 0x3E, 0x7C, 0x23:
      return true  // \ ` * _ [ ] < > | #
    case 0x3A:  // `:` before `/`
      return index + 1 < bytes.count && bytes[index + 1] == 0x2F
    case 0x2E:  // `.` after `www` in any case, or after leading digits
      if index >= 3, bytes[index - 3] | 0x20 == 0x77, bytes[index - 2] | 0x20 == 0x77,
        bytes[index - 1] | 0x20 == 0x77
      {
        return true
      }
      return afterLeadingDigits && index > 0
    case 0x2D, 0x2B, 0x3D:  // leading `-`, `+`, `=`
      return index == 0
    case 0x29:  // `)` after leading digits
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
        case 0x7B:  // `{` opening a template tag
          if index + 1 < bytes.count, opensTemplateTag(bytes[index + 1]) { return false }
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
