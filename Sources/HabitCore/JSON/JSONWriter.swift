/// Writes `JSONValue`s as text: members in their stored order, strings
/// escaped so the output is valid JSON and safe inside an HTML `<script>`
/// (`<`, `>`, `&`, U+2028 and U+2029 escaped), numbers in their shortest
/// exact form. The same value always gives the same bytes.
public struct JSONWriter: Sendable {
  /// Two-space indentation and one member per line when true; compact
  /// otherwise.
  public var pretty: Bool

  public init(pretty: Bool = true) {
    self.pretty = pretty
  }

  public func string(_ value: JSONValue) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(4096)
    write(value, into: &bytes, indent: 0)
    if pretty { bytes.append(0x0A) }
    return String(decoding: bytes, as: UTF8.self)
  }

  public func write(_ value: JSONValue, into output: inout String, indent: Int) {
    var bytes: [UInt8] = []
    write(value, into: &bytes, indent: indent)
    output += String(decoding: bytes, as: UTF8.self)
  }

  /// `write` into UTF-8 bytes: the same text, without the cost of growing a
  /// `String` piece by piece.
  private func write(_ value: JSONValue, into output: inout [UInt8], indent: Int) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let number): JSONWriter.appendInteger(number, to: &output)
    case .double(let number): output.append(contentsOf: JSONWriter.format(number).utf8)
    case .string(let text): JSONWriter.appendQuoted(text, to: &output)
    case .array(let elements):
      guard !elements.isEmpty else {
        output.append(contentsOf: "[]".utf8)
        return
      }
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(&output, indent + 1)
        write(element, into: &output, indent: indent + 1)
      }
      newline(&output, indent)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      guard object.count > 0 else {
        output.append(contentsOf: "{}".utf8)
        return
      }
      output.append(UInt8(ascii: "{"))
      var isFirst = true
      object.forEachMember { key, member in
        if !isFirst { output.append(UInt8(ascii: ",")) }
        isFirst = false
        newline(&output, indent + 1)
        JSONWriter.appendQuoted(key, to: &output)
        output.append(UInt8(ascii: ":"))
        if pretty { output.append(UInt8(ascii: " ")) }
        write(member, into: &output, indent: indent + 1)
      }
      newline(&output, indent)
      output.append(UInt8(ascii: "}"))
    }
  }

  private func newline(_ output: inout [UInt8], _ level: Int) {
    guard pretty else { return }
    output.append(0x0A)
    for _ in 0..<max(level, 0) {
      output.append(UInt8(ascii: " "))
      output.append(UInt8(ascii: " "))
    }
  }

  /// The decimal digits of `number` (as `String(number)` writes them).
  private static func appendInteger(_ number: Int, to output: inout [UInt8]) {
    guard number != Int.min else {
      output.append(contentsOf: String(number).utf8)
      return
    }
    if number < 0 { output.append(UInt8(ascii: "-")) }
    var rest = number.magnitude
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        buffer[count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
        count += 1
      } while rest > 0
      while count > 0 {
        count -= 1
        output.append(buffer[count])
      }
    }
  }

  /// `appendQuoted` into UTF-8 bytes.
  private static func appendQuoted(_ text: String, to output: inout [UInt8]) {
    if !needsEscaping(text) {
      output.append(UInt8(ascii: "\""))
      output.append(contentsOf: text.utf8)
      output.append(UInt8(ascii: "\""))
      return
    }
    var escaped = ""
    appendQuoted(text, to: &escaped)
    output.append(contentsOf: escaped.utf8)
  }

  /// Shortest text that reads back as the same double; whole numbers without
  /// a fraction; non-finite numbers (not JSON) as null.
  public static func format(_ number: Double) -> String {
    guard number.isFinite else { return "null" }
    if number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
    return String(number)
  }

  /// Appends `text` as a JSON string literal.
  public static func appendQuoted(_ text: String, to output: inout String) {
    if !needsEscaping(text) {
      output += "\""
      output += text
      output += "\""
      return
    }
    output += "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "<": output += "\\u003c"
      case ">": output += "\\u003e"
      case "&": output += "\\u0026"
      case "\u{2028}": output += "\\u2028"
      case "\u{2029}": output += "\\u2029"
      default:
        if scalar.value < 0x20 {
          let hex = String(scalar.value, radix: 16)
          output += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
  }

  /// False when every byte of `text` can be written as it is: no quote,
  /// backslash, `<`, `>`, `&` or control character, and no byte that could
  /// start U+2028 or U+2029.
  private static func needsEscaping(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      for byte in bytes {
        switch byte {
        case 0..<0x20, UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "<"),
          UInt8(ascii: ">"), UInt8(ascii: "&"), 0xE2:
          return true
        default: continue
        }
      }
      return false
    }
  }
}
