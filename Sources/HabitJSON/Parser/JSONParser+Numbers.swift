extension JSONParser {
  /// The number at the scanner: an integer when written without fraction or
  /// exponent and within `Int`, else a finite double.
  mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    var isInteger = true
    _ = scanner.take(UInt8(ascii: "-"))
    try digits()
    if scanner.take(UInt8(ascii: ".")) {
      isInteger = false
      try digits(leadingZero: true)
    }
    if scanner.take(UInt8(ascii: "e")) || scanner.take(UInt8(ascii: "E")) {
      isInteger = false
      if !scanner.take(UInt8(ascii: "+")) { _ = scanner.take(UInt8(ascii: "-")) }
      try digits(leadingZero: true)
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
      throw error("number out of range", at: start)
    }
    return .double(value)
  }

  /// One or more digits; a leading zero stands alone unless `leadingZero`
  /// (fractions and exponents).
  private mutating func digits(leadingZero: Bool = false) throws(JSONSyntaxError) {
    guard index < bytes.count, isDigit(bytes[index]) else { throw error("invalid number") }
    if !leadingZero, bytes[index] == UInt8(ascii: "0") {
      index += 1
      return
    }
    while index < bytes.count, isDigit(bytes[index]) { index += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
