/// A strict JSON parser (RFC 8259) over UTF-8 bytes. It rejects invalid
/// UTF-8, nesting deeper than `maximumDepth` and trailing content, and says
/// where (line and column) the text went wrong, so hostile input becomes a
/// message rather than a crash.
public struct JSONParser {
  public static let defaultMaximumDepth = 256

  /// The document, borrowed for the duration of `parse`.
  private let bytes: UnsafeBufferPointer<UInt8>
  private let maximumDepth: Int
  private var index = 0
  /// The members of the objects being parsed, innermost last: each object
  /// gathers its members here and takes them in one array of the right size
  /// when it closes, rather than growing an array of its own.
  private var memberStack: [JSONObject.Member] = []
  /// The same for the elements of the arrays being parsed.
  private var elementStack: [JSONValue] = []

  /// Parses a whole document. Contiguous bytes (an array, `Data`) are read
  /// in place, without a copy.
  public static func parse(
    _ bytes: some Collection<UInt8>, maximumDepth: Int = defaultMaximumDepth
  ) throws(JSONSyntaxError) -> JSONValue {
    let inPlace = bytes.withContiguousStorageIfAvailable { buffer in
      parse(buffer: buffer, maximumDepth: maximumDepth)
    }
    let result =
      inPlace
      ?? Array(bytes).withUnsafeBufferPointer {
        parse(buffer: $0, maximumDepth: maximumDepth)
      }
    return try result.get()
  }

  private static func parse(buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int)
    -> Result<JSONValue, JSONSyntaxError>
  {
    do throws(JSONSyntaxError) {
      return .success(try parseDocument(buffer, maximumDepth: maximumDepth))
    } catch {
      return .failure(error)
    }
  }

  private static func parseDocument(_ bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int)
    throws(JSONSyntaxError) -> JSONValue
  {
    var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
    parser.skipWhitespace()
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected text after the end of the JSON value")
    }
    return value
  }

  /// Parses a document given as a string.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
    self.bytes = bytes
    self.maximumDepth = maximumDepth
  }

  private mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of input, expected a value") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected character, expected a value")
    }
  }

  private mutating func parseObject(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "}")) {
      index += 1
      return .object(JSONObject())
    }
    let base = memberStack.count
    // Past `linearSearchLimit` members the object is built as before, with
    // its index of keys.
    var large: JSONObject?
    while true {
      skipWhitespace()
      guard peek(UInt8(ascii: "\"")) else { throw error("expected a member name in quotes") }
      let key = try parseString()
      skipWhitespace()
      guard peek(UInt8(ascii: ":")) else { throw error("expected ':' after a member name") }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      if large != nil {
        large?[key] = value
      } else if let position = memberStack[base...].firstIndex(where: { $0.key == key }) {
        // A repeated key keeps its last value and its first position.
        memberStack[position].value = value
      } else if memberStack.count - base == JSONObject.linearSearchLimit {
        var object = JSONObject(
          uniqueMembers: Self.take(
            from: &memberStack, at: base, filler: JSONObject.Member(key: "", value: .null)))
        object[key] = value
        large = object
      } else {
        memberStack.append(JSONObject.Member(key: key, value: value))
      }
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "}")) {
        index += 1
        if let large { return .object(large) }
        return .object(
          JSONObject(
            uniqueMembers: Self.take(
              from: &memberStack, at: base, filler: JSONObject.Member(key: "", value: .null))))
      } else {
        throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    index += 1
    skipWhitespace()
    if peek(UInt8(ascii: "]")) {
      index += 1
      return .array([])
    }
    let base = elementStack.count
    while true {
      skipWhitespace()
      let element = try parseValue(depth: depth)
      elementStack.append(element)
      skipWhitespace()
      if peek(UInt8(ascii: ",")) {
        index += 1
      } else if peek(UInt8(ascii: "]")) {
        index += 1
        return .array(Self.take(from: &elementStack, at: base, filler: .null))
      } else {
        throw error("expected ',' or ']' in an array")
      }
    }
  }

  /// Moves `stack[base...]` into a new array of exactly that size and
  /// shortens the stack, without retaining and releasing the values: the
  /// places moved from are refilled with `filler` (a value that holds no
  /// reference) before they are removed.
  private static func take<Element>(
    from stack: inout [Element], at base: Int, filler: Element
  ) -> [Element] {
    let count = stack.count - base
    guard count > 0 else { return [] }
    let taken = stack.withUnsafeMutableBufferPointer { buffer in
      [Element](unsafeUninitializedCapacity: count) { target, initialized in
        guard let source = buffer.baseAddress, let destination = target.baseAddress else { return }
        destination.moveInitialize(from: source + base, count: count)
        (source + base).initialize(repeating: filler, count: count)
        initialized = count
      }
    }
    stack.removeSubrange(base...)
    return taken
  }

  private mutating func parseString() throws(JSONSyntaxError) -> String {
    index += 1
    if let text = try parsePlainString() { return text }
    // Validated runs and escaped scalars are gathered as UTF-8 bytes and
    // made into one string at the end.
    var utf8: [UInt8] = []
    var runStart = index
    func flushRun(_ end: Int) throws(JSONSyntaxError) {
      guard runStart < end else { return }
      let run = UnsafeBufferPointer(rebasing: bytes[runStart..<end])
      guard String(validating: run, as: UTF8.self) != nil else {
        throw JSONSyntaxError(
          line: position(of: runStart).line, column: position(of: runStart).column,
          message: "invalid UTF-8 in a string")
      }
      utf8.append(contentsOf: run)
    }
    func append(_ scalar: Unicode.Scalar) {
      utf8.append(contentsOf: scalar.utf8)
    }
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        try flushRun(index)
        index += 1
        return String(decoding: utf8, as: UTF8.self)
      }
      if byte < 0x20 {
        throw error("control character in a string (escape it as \\u00XX)")
      }
      if byte == UInt8(ascii: "\\") {
        try flushRun(index)
        index += 1
        guard index < bytes.count else { break }
        let escape = bytes[index]
        index += 1
        switch escape {
        case UInt8(ascii: "\""): append("\"")
        case UInt8(ascii: "\\"): append("\\")
        case UInt8(ascii: "/"): append("/")
        case UInt8(ascii: "b"): append("\u{08}")
        case UInt8(ascii: "f"): append("\u{0C}")
        case UInt8(ascii: "n"): append("\n")
        case UInt8(ascii: "r"): append("\r")
        case UInt8(ascii: "t"): append("\t")
        case UInt8(ascii: "u"): append(try parseUnicodeEscape())
        default:
          index -= 1
          throw error("unknown escape in a string")
        }
        runStart = index
        continue
      }
      index += 1
    }
    throw error("unterminated string")
  }

  /// The fast path for a string without escapes or control characters (the
  /// usual case): one scan, one validation, one `String`. Returns nil,
  /// leaving `index` unchanged, when the string needs the full path (which
  /// also reports its errors).
  private mutating func parsePlainString() throws(JSONSyntaxError) -> String? {
    let start = index
    var end = Self.plainASCIIEnd(bytes, from: start)
    var isASCII = true
    let count = bytes.count
    while end < count {
      let byte = bytes[end]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { break }
      if byte >= 0x80 { isASCII = false }
      end += 1
    }
    guard end < count, bytes[end] == UInt8(ascii: "\"") else { return nil }
    let text: String
    if isASCII {
      text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    } else {
      guard
        let valid = String(
          validating: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
      else {
        let (line, column) = position(of: start)
        throw JSONSyntaxError(line: line, column: column, message: "invalid UTF-8 in a string")
      }
      text = valid
    }
    index = end + 1
    return text
  }

  /// The first offset from `start` whose 8-byte word holds a quote, a
  /// backslash, a control character or a non-ASCII byte: everything before
  /// it is plain ASCII text of a string, checked eight bytes at a time.
  private static func plainASCIIEnd(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var end = start
    while end + 8 <= bytes.count {
      let word = ByteWord.load(base, at: end)
      let flagged =
        ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(word, UInt8(ascii: "\\"))
        | ByteWord.below(word, 0x20) | ByteWord.nonASCII(word)
      if flagged != 0 { break }
      end += 8
    }
    return end
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHex4()
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return "\u{FFFD}" }
      index += 2
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else { return "\u{FFFD}" }
      let value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
      return Unicode.Scalar(value) ?? "\u{FFFD}"
    }
    return Unicode.Scalar(first) ?? "\u{FFFD}"
  }

  private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
    guard index + 4 <= bytes.count else { throw error("incomplete \\u escape") }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hexadecimal digit in a \\u escape")
      }
      value = value * 16 + UInt32(digit)
      index += 1
    }
    return value
  }

  private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    var isInteger = true
    if peek(UInt8(ascii: "-")) { index += 1 }
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
    } else {
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: ".")) {
      isInteger = false
      index += 1
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
      isInteger = false
      index += 1
      if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) { index += 1 }
      guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
      while index < bytes.count, isDigit(bytes[index]) { index += 1 }
    }
    if isInteger, index - start <= 18 {
      // At most 18 characters: the value fits an Int with room to spare.
      var value = 0
      let negative = bytes[start] == UInt8(ascii: "-")
      for byte in bytes[(negative ? start + 1 : start)..<index] {
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return .integer(negative ? -value : value)
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if isInteger, let value = Int(text) { return .integer(value) }
    guard let value = Double(text), value.isFinite else {
      throw JSONSyntaxError(
        line: position(of: start).line, column: position(of: start).column,
        message: "number out of range")
    }
    return .double(value)
  }

  private mutating func expectWord(_ word: String) throws(JSONSyntaxError) {
    for expected in word.utf8 {
      guard index < bytes.count, bytes[index] == expected else {
        throw error("unexpected character, expected a value")
      }
      index += 1
    }
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }

  private func error(_ message: String) -> JSONSyntaxError {
    let (line, column) = position(of: index)
    return JSONSyntaxError(line: line, column: column, message: message)
  }
}

/// Malformed JSON text, located by line and column (1-based).
public struct JSONSyntaxError: Error, Hashable, Sendable, CustomStringConvertible {
  public var line: Int
  public var column: Int
  public var message: String

  public var description: String { "line \(line), column \(column): \(message)" }
}
