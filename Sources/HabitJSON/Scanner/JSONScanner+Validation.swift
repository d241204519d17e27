extension JSONScanner {
  /// Moves past the value at the scanner when it is valid JSON, building
  /// nothing: it accepts exactly what `JSONParser` accepts there with
  /// `maximumDepth` levels of nesting allowed (UTF-8, escapes, numbers in
  /// range, depth), so an unknown member of any size costs no memory. False,
  /// the scanner anywhere, when no valid value starts there.
  package mutating func skipValid(maximumDepth: Int) -> Bool {
    validValue(depth: 0, maximumDepth: maximumDepth)
  }

  private mutating func validValue(depth: Int, maximumDepth: Int) -> Bool {
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "{"):
      guard depth + 1 <= maximumDepth else { return false }
      index += 1
      skipWhitespace()
      if take(UInt8(ascii: "}")) { return true }
      while true {
        skipWhitespace()
        guard validString() else { return false }
        skipWhitespace()
        guard take(UInt8(ascii: ":")) else { return false }
        skipWhitespace()
        guard validValue(depth: depth + 1, maximumDepth: maximumDepth) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: ",")) { continue }
        return take(UInt8(ascii: "}"))
      }
    case UInt8(ascii: "["):
      guard depth + 1 <= maximumDepth else { return false }
      index += 1
      skipWhitespace()
      if take(UInt8(ascii: "]")) { return true }
      while true {
        skipWhitespace()
        guard validValue(depth: depth + 1, maximumDepth: maximumDepth) else { return false }
        skipWhitespace()
        if take(UInt8(ascii: ",")) { continue }
        return take(UInt8(ascii: "]"))
      }
    case UInt8(ascii: "\""): return validString()
    case UInt8(ascii: "t"): return takeWord("true")
    case UInt8(ascii: "f"): return takeWord("false")
    case UInt8(ascii: "n"): return takeWord("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return validNumber()
    default: return false
    }
  }

  /// Moves past a valid string (its quote next): no control character,
  /// known escapes only, valid UTF-8; plain ASCII eight bytes at a time.
  private mutating func validString() -> Bool {
    guard take(UInt8(ascii: "\"")) else { return false }
    var position = index
    while true {
      position = plainASCIIEnd(from: position)
      guard position < bytes.count else { return false }
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        index = position + 1
        return true
      case UInt8(ascii: "\\"):
        guard let end = escapeEnd(at: position) else { return false }
        position = end
      case 0..<0x20:
        return false
      case 0x80...:
        guard let end = scalarEnd(at: position) else { return false }
        position = end
      default:
        position += 1
      }
    }
  }

  /// The offset after the escape whose backslash is at `position`; nil for
  /// an unknown or incomplete escape.
  private func escapeEnd(at position: Int) -> Int? {
    guard position + 1 < bytes.count else { return nil }
    switch bytes[position + 1] {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"),
      UInt8(ascii: "f"), UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return position + 2
    case UInt8(ascii: "u"):
      guard position + 6 <= bytes.count else { return nil }
      for offset in (position + 2)..<(position + 6) {
        switch bytes[offset] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
          UInt8(ascii: "A")...UInt8(ascii: "F"):
          continue
        default: return nil
        }
      }
      return position + 6
    default: return nil
    }
  }

  /// The offset after the multi-byte UTF-8 scalar starting at `position`;
  /// nil when it is not valid UTF-8 (overlong, surrogate, beyond U+10FFFF,
  /// truncated), by the rules `String(validating:)` applies.
  private func scalarEnd(at position: Int) -> Int? {
    let lead = bytes[position]
    let length: Int
    var lower: UInt8 = 0x80
    var upper: UInt8 = 0xBF
    switch lead {
    case 0xC2...0xDF: length = 2
    case 0xE0:
      length = 3
      lower = 0xA0
    case 0xE1...0xEC, 0xEE...0xEF: length = 3
    case 0xED:
      length = 3
      upper = 0x9F
    case 0xF0:
      length = 4
      lower = 0x90
    case 0xF1...0xF3: length = 4
    case 0xF4:
      length = 4
      upper = 0x8F
    default: return nil
    }
    guard position + length <= bytes.count else { return nil }
    let second = bytes[position + 1]
    guard second >= lower, second <= upper else { return nil }
    for offset in 2..<length where bytes[position + offset] & 0xC0 != 0x80 { return nil }
    return position + length
  }

  /// Moves past a valid number: the parser's grammar, and finite (a number
  /// that may overflow is read as the parser reads it).
  private mutating func validNumber() -> Bool {
    let start = index
    _ = take(UInt8(ascii: "-"))
    let integerStart = index
    guard digitRun(leadingZero: false) else { return false }
    let integerDigits = index - integerStart
    var hasExponent = false
    if take(UInt8(ascii: ".")) {
      guard digitRun(leadingZero: true) else { return false }
    }
    if take(UInt8(ascii: "e")) || take(UInt8(ascii: "E")) {
      hasExponent = true
      if !take(UInt8(ascii: "+")) { _ = take(UInt8(ascii: "-")) }
      guard digitRun(leadingZero: true) else { return false }
    }
    // Below 10^308 without an exponent: finite whatever the fraction.
    guard hasExponent || integerDigits > 300 else { return true }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if !hasExponent, !text.contains("."), Int(text) != nil { return true }
    guard let value = Double(text) else { return false }
    return value.isFinite
  }

  /// One or more digits; a leading zero stands alone unless `leadingZero`.
  private mutating func digitRun(leadingZero: Bool) -> Bool {
    guard index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 else { return false }
    if !leadingZero, bytes[index] == UInt8(ascii: "0") {
      index += 1
      return true
    }
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 { index += 1 }
    return true
  }
}
