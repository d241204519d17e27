extension JSONScanner {
  /// The value at the scanner, parsed as `JSONParser.parse` would parse it
  /// with `maximumDepth` levels of nesting allowed; the scanner moves past
  /// it. Nil, the scanner anywhere, when no valid value starts there.
  ///
  /// The values of most members of an export (plain strings, whole numbers,
  /// literals) are read by the scanner itself; any other value by a parser.
  @inlinable
  package mutating func value(maximumDepth: Int) -> JSONValue? {
    let start = index
    if peek(UInt8(ascii: "\"")) {
      if let range = plainString() { return .string(string(range)) }
    } else if let number = plainInteger() {
      return .integer(number)
    } else if takeWord("null") {
      return .null
    } else if takeWord("true") {
      return .bool(true)
    } else if takeWord("false") {
      return .bool(false)
    }
    index = start
    return parsedValue(maximumDepth: maximumDepth)
  }

  /// Moves past the valid value at the scanner without keeping it or
  /// building any part of it (see `skipValid`). False when no valid value
  /// starts there.
  @inlinable
  package mutating func skipValidValue(maximumDepth: Int) -> Bool {
    let start = index
    if plainString() != nil { return true }
    index = start
    return skipValid(maximumDepth: maximumDepth)
  }

  /// The value at the scanner read by a `JSONParser`.
  package mutating func parsedValue(maximumDepth: Int) -> JSONValue? {
    var parser = JSONParser(scanner: self, maximumDepth: maximumDepth)
    guard let value = try? parser.parseValue(depth: 0) else { return nil }
    self = parser.scanner
    return value
  }
}
