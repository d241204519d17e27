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
    var escaped: [UInt8] = []
    var copy = text
    let asIs = copy.withUTF8 { bytes in
      appendMarkdown(bytes, to: &escaped)
    }
    return asIs ? text : String(decoding: escaped, as: UTF8.self)
  }

  /// `markdown` as Mustache's escaper: `{{name}}` in a `.md` template. The
  /// byte appender writes straight into the output: a text that needs no
  /// escape is copied as it is, one that does is walked once (a text with
  /// a control character or separator first has its line cleaned).
  public static let markdownEscaper = Escaper(
    { text, output in output += markdown(text) },
    bytes: { text, output in
      var text = text
      text.withUTF8 { bytes in
        if appendMarkdown(bytes, to: &output) { output.append(contentsOf: bytes) }
      }
    })

  /// Appends `markdown` of the UTF-8 `bytes` to `output`, or returns true,
  /// having appended nothing, when the text needs no escape at all.
  private static func appendMarkdown(
    _ bytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]
  ) -> Bool {
    switch markdownScan(bytes) {
    case .asIs:
      return true
    case .escape:
      walkMarkdown(bytes, into: &output)
    case .clean:
      markdownLineBytes(bytes).withUnsafeBufferPointer { walkMarkdown($0, into: &output) }
    }
    return false
  }

  /// `markdown` over the text's UTF-8 bytes, in two passes: first the line
  /// breaks and separators (U+0085, U+2028, U+2029) become spaces and the
  /// other control characters and U+FFFE/U+FFFF are dropped; then the
  /// escapes are decided on what is left, so a dropped character can never
  /// hide what follows it (`"\u{1}- x"` still opens with `-`, and
  /// `"https:\u{1}//"` still has `:` before `/`). Every rule looks at ASCII
  /// characters only, and an ASCII byte is never part of a multi-byte
  /// scalar, so "the next scalar" is the next byte and "the first scalar"
  /// the first byte. (`markdown` skips the first pass for a text it would
  /// not change.)
  static func walkMarkdown(_ text: String) -> String {
    var text = text
    var escaped: [UInt8] = []
    text.withUTF8 { bytes in
      markdownLineBytes(bytes).withUnsafeBufferPointer { walkMarkdown($0, into: &escaped) }
    }
    return String(decoding: escaped, as: UTF8.self)
  }

  /// The second pass of `walkMarkdown`: the escapes of a cleaned line,
  /// appended to `output`.
  private static func walkMarkdown(
    _ bytes: UnsafeBufferPointer<UInt8>, into output: inout [UInt8]
  ) {
    let count = bytes.count
    output.reserveCapacity(output.count + count * 6 + 8)
    var leadingDigits = true
    for index in 0..<count {
      let byte = bytes[index]
      if byte == 0x7B, index + 1 < count, opensTemplateTag(bytes[index + 1]) {
        output.append(contentsOf: templateBrace)
        leadingDigits = false
        continue
      }
      // `&` before what reads as an entity, and `~`, are written as
      // entities: kramdown (Jekyll) shows `\&` and `\~` as written.
      if byte == 0x26 && startsEntity(at: index, in: bytes) || byte == 0x7E {
        output.append(contentsOf: byte == 0x26 ? ampersand : tilde)
        leadingDigits = false
        continue
      }
      if markdownNeedsBackslash(byte, at: index, in: bytes, afterLeadingDigits: leadingDigits) {
        output.append(0x5C)
      }
      output.append(byte)
      leadingDigits = leadingDigits && (0x30...0x39).contains(byte)
    }
  }

  /// The text's UTF-8 bytes on one line: CR, LF (CR LF together), tab and
  /// the separators U+0085, U+2028 and U+2029 become one space each; the
  /// other control characters and U+FFFE/U+FFFF are dropped, as if never
  /// there. Multi-byte scalars are copied whole.
  private static func markdownLineBytes(_ bytes: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    do {
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
}
