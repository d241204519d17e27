/// Splits a template's source into text, line ends and tags, following
/// set-delimiter tags as it goes.
struct Scanner {
  private let bytes: [UInt8]
  private let templateName: String
  private var open: [UInt8] = Array("{{".utf8)
  private var close: [UInt8] = Array("}}".utf8)
  private var position = 0
  private var line = 1
  private var lineStart = 0
  private var tokens: [Token] = []
  /// The byte index and column of the last tag located.
  private var columnCache: (Int, Int)?

  init(source: String, templateName: String) {
    self.bytes = Array(source.utf8)
    self.templateName = templateName
  }

  /// Scans the whole source.
  mutating func scan() throws(MustacheError) -> [Token] {
    while position < bytes.count {
      guard let tagStart = find(open, from: position) else {
        appendText(upTo: bytes.count)
        break
      }
      appendText(upTo: tagStart)
      try scanTag(at: tagStart)
    }
    return tokens
  }

  private mutating func scanTag(at start: Int) throws(MustacheError) {
    let location = self.location(of: start)
    var cursor = start + open.count
    let sigil = cursor < bytes.count ? bytes[cursor] : 0
    var kind = TagKind.variable
    var terminator = close
    switch sigil {
    case UInt8(ascii: "{"): (kind, terminator) = (.unescaped, Array("}".utf8) + close)
    case UInt8(ascii: "="): (kind, terminator) = (.delimiters, Array("=".utf8) + close)
    case UInt8(ascii: "&"): kind = .unescaped
    case UInt8(ascii: "#"): kind = .section
    case UInt8(ascii: "^"): kind = .inverted
    case UInt8(ascii: "/"): kind = .close
    case UInt8(ascii: "!"): kind = .comment
    case UInt8(ascii: ">"): kind = .partial
    case UInt8(ascii: "<"): kind = .parent
    case UInt8(ascii: "$"): kind = .block
    default: break
    }
    if kind != .variable { cursor += 1 }
    guard let end = find(terminator, from: cursor) else {
      throw error(at: location, .unclosedTag(expected: String(decoding: terminator, as: UTF8.self)))
    }
    let content = String(decoding: bytes[cursor..<end], as: UTF8.self)
    countLines(in: cursor..<end)
    position = end + terminator.count
    switch kind {
    case .comment:
      tokens.append(.tag(Tag(kind: kind, name: "", isDynamic: false, location: location)))
    case .delimiters:
      try setDelimiters(content, at: location)
      tokens.append(.tag(Tag(kind: kind, name: "", isDynamic: false, location: location)))
    default:
      var name = content.trimmingBlanks()
      var isDynamic = false
      if kind == .partial || kind == .parent, name.hasPrefix("*") {
        isDynamic = true
        name = String(name.dropFirst()).trimmingBlanks()
      }
      guard !name.isEmpty else { throw error(at: location, .emptyTag) }
      tokens.append(.tag(Tag(kind: kind, name: name, isDynamic: isDynamic, location: location)))
    }
  }

  private mutating func setDelimiters(
    _ content: String, at location: SourceLocation
  ) throws(MustacheError) {
    let parts = content.split(whereSeparator: {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r"
    })
    guard parts.count == 2, !parts.contains(where: { $0.contains("=") }) else {
      throw error(at: location, .invalidDelimiters(content: "=\(content)="))
    }
    open = Array(parts[0].utf8)
    close = Array(parts[1].utf8)
  }

  /// Appends the text from `position` to `end`, split at line ends.
  private mutating func appendText(upTo end: Int) {
    var start = position
    var cursor = position
    while cursor < end {
      if bytes[cursor] == UInt8(ascii: "\n") {
        var textEnd = cursor
        var newline = "\n"
        if textEnd > start, bytes[textEnd - 1] == UInt8(ascii: "\r") {
          textEnd -= 1
          newline = "\r\n"
        }
        if textEnd > start {
          tokens.append(.text(String(decoding: bytes[start..<textEnd], as: UTF8.self)))
        }
        tokens.append(.newline(newline))
        line += 1
        lineStart = cursor + 1
        start = cursor + 1
      }
      cursor += 1
    }
    if end > start {
      tokens.append(.text(String(decoding: bytes[start..<end], as: UTF8.self)))
    }
    position = end
  }

  private mutating func countLines(in range: Range<Int>) {
    for index in range where bytes[index] == UInt8(ascii: "\n") {
      line += 1
      lineStart = index + 1
    }
  }

  private func find(_ needle: [UInt8], from start: Int) -> Int? {
    guard let first = needle.first, needle.count <= bytes.count else { return nil }
    var index = start
    let last = bytes.count - needle.count
    while index <= last {
      if bytes[index] == first {
        var offset = 1
        while offset < needle.count, bytes[index + offset] == needle[offset] { offset += 1 }
        if offset == needle.count { return index }
      }
      index += 1
    }
    return nil
  }

  /// The line and column (in characters) of the byte at `index`, counted
  /// on from the previous tag of the same line, so a line of many tags costs
  /// linear time, not quadratic. Counting on is exact when the previous
  /// tag's first byte and the byte before it are ASCII (a character always
  /// ends there); otherwise the line is counted from its start.
  private mutating func location(of index: Int) -> SourceLocation {
    var from = lineStart
    var column = 1
    if let (cachedIndex, cachedColumn) = columnCache, cachedIndex >= lineStart,
      cachedIndex <= index,
      cachedIndex == lineStart || (bytes[cachedIndex] < 0x80 && bytes[cachedIndex - 1] < 0x80)
    {
      from = cachedIndex
      column = cachedColumn
    }
    column += String(decoding: bytes[from..<index], as: UTF8.self).count
    columnCache = (index, column)
    return SourceLocation(line: line, column: column)
  }

  private func error(at location: SourceLocation, _ kind: MustacheError.Kind) -> MustacheError {
    MustacheError(
      templateName: templateName, line: location.line, column: location.column, kind: kind)
  }
}

extension String {
  /// The text without leading and trailing spaces, tabs and line ends.
  func trimmingBlanks() -> String {
    let isBlank: (Character) -> Bool = {
      $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r\n" || $0 == "\r"
    }
    guard let first = firstIndex(where: { !isBlank($0) }) else { return "" }
    let last = lastIndex(where: { !isBlank($0) })!
    return String(self[first...last])
  }
}
