extension JSONParser {
  /// The string whose opening quote is at the scanner.
  mutating func parseString() throws(JSONSyntaxError) -> String {
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
        throw error("invalid UTF-8 in a string", at: runStart)
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
    var end = scanner.plainASCIIEnd(from: start)
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
      else { throw error("invalid UTF-8 in a string", at: start) }
      text = valid
    }
    index = end + 1
    return text
  }

  private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> Unicode.Scalar {
    let first = try parseHex4()
    if (0xD800...0xDBFF).contains(first) {
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
        bytes[index + 1] == UInt8(ascii: "u")
      else { return "\u{FFFD}" }
      index += 2
      let second = try parseHex4()
      guard (0xDC00...0xDFFF).contains(second) else {
        // A lone high half: U+FFFD, and the escape after it is read as
        // itself (`\ud800\u0041` keeps its "A").
        index -= 6
        return "\u{FFFD}"
      }
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
}
