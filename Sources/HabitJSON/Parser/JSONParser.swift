/// A strict JSON parser (RFC 8259) over UTF-8 bytes. It rejects invalid
/// UTF-8, nesting deeper than `maximumDepth` and trailing content, and says
/// where (line and column) the text went wrong, so hostile input becomes a
/// message rather than a crash. It reads through a `JSONScanner`; numbers
/// and strings are in their own files.
public struct JSONParser {
  public static let defaultMaximumDepth = 256

  /// The document, borrowed for the duration of `parse`, and the offset read.
  var scanner: JSONScanner
  let maximumDepth: Int
  /// The members of the objects being parsed, innermost last: each object
  /// gathers its members here and takes them in one array of the right size
  /// when it closes, rather than growing an array of its own.
  private var memberStack: [JSONObject.Member] = []
  /// The same for the elements of the arrays being parsed.
  private var elementStack: [JSONValue] = []

  var bytes: UnsafeBufferPointer<UInt8> { scanner.bytes }

  var index: Int {
    get { scanner.index }
    set { scanner.index = newValue }
  }

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

  /// Parses a document given as a string.
  public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    try parse(Array(text.utf8))
  }

  private static func parse(buffer: UnsafeBufferPointer<UInt8>, maximumDepth: Int)
    -> Result<JSONValue, JSONSyntaxError>
  {
    do throws(JSONSyntaxError) {
      var parser = JSONParser(scanner: JSONScanner(bytes: buffer), maximumDepth: maximumDepth)
      parser.scanner.skipWhitespace()
      let value = try parser.parseValue(depth: 0)
      parser.scanner.skipWhitespace()
      guard parser.index == buffer.count else {
        throw parser.error("unexpected text after the end of the JSON value")
      }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  init(scanner: JSONScanner, maximumDepth: Int) {
    self.scanner = scanner
    self.maximumDepth = maximumDepth
  }

  mutating func parseValue(depth: Int) throws(JSONSyntaxError) -> JSONValue {
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
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "}")) { return .object(JSONObject()) }
    let base = memberStack.count
    // Past `linearSearchLimit` members the object is built as before, with
    // its index of keys.
    var large: JSONObject?
    while true {
      scanner.skipWhitespace()
      guard scanner.peek(UInt8(ascii: "\"")) else {
        throw error("expected a member name in quotes")
      }
      let key = try parseString()
      scanner.skipWhitespace()
      guard scanner.take(UInt8(ascii: ":")) else { throw error("expected ':' after a member name") }
      scanner.skipWhitespace()
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
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "}")) else { throw error("expected ',' or '}' in an object") }
      if let large { return .object(large) }
      return .object(
        JSONObject(
          uniqueMembers: Self.take(
            from: &memberStack, at: base, filler: JSONObject.Member(key: "", value: .null))))
    }
  }

  private mutating func parseArray(depth: Int) throws(JSONSyntaxError) -> JSONValue {
    guard depth <= maximumDepth else { throw error("nesting deeper than \(maximumDepth) levels") }
    index += 1
    scanner.skipWhitespace()
    if scanner.take(UInt8(ascii: "]")) { return .array([]) }
    let base = elementStack.count
    while true {
      scanner.skipWhitespace()
      let element = try parseValue(depth: depth)
      elementStack.append(element)
      scanner.skipWhitespace()
      if scanner.take(UInt8(ascii: ",")) { continue }
      guard scanner.take(UInt8(ascii: "]")) else { throw error("expected ',' or ']' in an array") }
      return .array(Self.take(from: &elementStack, at: base, filler: .null))
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

  /// Moves past `word`, byte by byte, so an error points at the first byte
  /// that differs.
  private mutating func expectWord(_ word: StaticString) throws(JSONSyntaxError) {
    let start = word.utf8Start
    for offset in 0..<word.utf8CodeUnitCount {
      guard scanner.take(start[offset]) else {
        throw error("unexpected character, expected a value")
      }
    }
  }

  /// A syntax error at the scanner's offset.
  func error(_ message: String) -> JSONSyntaxError {
    error(message, at: index)
  }

  /// A syntax error at `offset`.
  func error(_ message: String, at offset: Int) -> JSONSyntaxError {
    let (line, column) = scanner.position(of: offset)
    return JSONSyntaxError(line: line, column: column, message: message)
  }
}
