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
    var output = ""
    write(value, into: &output, indent: 0)
    if pretty { output += "\n" }
    return output
  }

  /// Appends `value` to `output`, laid out (`JSONLayout`) as if `indent`
  /// containers were open around it.
  public func write(_ value: JSONValue, into output: inout String, indent: Int) {
    var layout = JSONLayout(pretty: pretty, depth: indent)
    layout.value(value, into: &output)
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
