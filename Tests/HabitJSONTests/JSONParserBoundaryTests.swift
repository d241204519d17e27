import TestSupport
import Testing

@testable import HabitJSON

/// The parser's fast paths (strings scanned eight bytes at a time, small
/// integers summed in place, members gathered on a scratch stack) at their
/// edges, with every document ending right before an unreadable page, so
/// a load past the end faults instead of passing unseen.
struct JSONParserBoundaryTests {
  static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
    let result = GuardedBytes.with(utf8: text) { bytes in
      Result { () throws(JSONSyntaxError) in try JSONParser.parse(bytes) }
    }
    return try result.get()
  }

  static func parseError(_ bytes: [UInt8]) -> JSONSyntaxError? {
    GuardedBytes.with(bytes) { buffer in
      do throws(JSONSyntaxError) {
        _ = try JSONParser.parse(buffer)
        return nil
      } catch {
        return error
      }
    }
  }

  /// A document that is one string, ending right after its closing quote,
  /// for every length the word scan treats differently.
  @Test(arguments: 0...24)
  func aStringEndingTheDocumentIsReadWhole(length: Int) throws {
    for unit in ["a", "é", "😀", "~", " "] {
      let text = String(repeating: unit, count: length)
      #expect(try Self.parse("\"" + text + "\"") == .string(text))
    }
    // As a member value and an element, also ending the document.
    let text = String(repeating: "x", count: length)
    #expect(try Self.parse("[\"" + text + "\"]") == .array([.string(text)]))
    #expect(try Self.parse("{\"" + text + "\":\"" + text + "\"}")["" + text] == .string(text))
  }

  @Test(arguments: 0...24)
  func anUnterminatedStringIsAnErrorAtEveryLength(length: Int) {
    let bytes = Array(("\"" + String(repeating: "a", count: length)).utf8)
    #expect(Self.parseError(bytes)?.message == "unterminated string")
    // A lone trailing backslash: the escape runs off the end.
    #expect(Self.parseError(bytes + [0x5C])?.message == "unterminated string")
  }

  /// One byte that stops the word scan, at every position of strings of
  /// lengths around the word size: the text and the errors are those of a
  /// byte-by-byte reading.
  @Test(arguments: 1...24)
  func aStopByteAtEveryPosition(length: Int) throws {
    for position in 0..<length {
      var plain = [UInt8](repeating: UInt8(ascii: "a"), count: length)
      // A two-byte scalar (its lead byte has the high bit set).
      var accented = plain
      accented.replaceSubrange(position..<(position + 1), with: Array("é".utf8))
      let accentedText = String(decoding: accented, as: UTF8.self)
      #expect(try Self.parse("\"" + accentedText + "\"") == .string(accentedText))
      // An escape: the slow path takes over mid-word.
      let escaped =
        String(repeating: "a", count: position) + "\\n"
        + String(repeating: "a", count: length - position - 1)
      #expect(
        try Self.parse("\"" + escaped + "\"")
          == .string(
            String(repeating: "a", count: position) + "\n"
              + String(repeating: "a", count: length - position - 1)))
      // A raw control character (NUL included): an error at its column.
      for control: UInt8 in [0x00, 0x01, 0x1F] {
        plain[position] = control
        let error = Self.parseError([UInt8(ascii: "\"")] + plain + [UInt8(ascii: "\"")])
        #expect(error?.message == "control character in a string (escape it as \\u00XX)")
        #expect(error?.column == position + 2)
      }
      // Invalid UTF-8: reported at the start of the string.
      plain[position] = 0xFF
      let invalid = Self.parseError([UInt8(ascii: "\"")] + plain + [UInt8(ascii: "\"")])
      #expect(invalid?.message == "invalid UTF-8 in a string")
      #expect(invalid?.column == 2)
      // A byte 0x7F and the characters just around the quote and the
      // backslash are plain text.
      for neighbour: UInt8 in [0x7F, 0x21, 0x23, 0x5B, 0x5D, 0x20] {
        plain[position] = neighbour
        #expect(
          try Self.parse(String(decoding: [0x22] + plain + [0x22], as: UTF8.self))
            == .string(String(decoding: plain, as: UTF8.self)))
      }
    }
  }

  @Test(arguments: [
    ("9223372036854775807", JSONValue.integer(Int.max)),
    ("-9223372036854775808", .integer(Int.min)),
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
    ("-9223372036854775809", .double(-9_223_372_036_854_775_809)),
    ("99999999999999999999999", .double(99_999_999_999_999_999_999_999)),
    ("999999999999999999", .integer(999_999_999_999_999_999)),
    ("-99999999999999999", .integer(-99_999_999_999_999_999)),
    ("-999999999999999999", .integer(-999_999_999_999_999_999)),
    ("1000000000000000000", .integer(1_000_000_000_000_000_000)),
    ("0", .integer(0)),
    ("-0", .integer(0)),
  ])
  func integersAtTheEdgesOfInt(text: String, expected: JSONValue) throws {
    #expect(try Self.parse(text) == expected)
    #expect(try Self.parse("[" + text + "]") == .array([expected]))
  }

  @Test(arguments: ["-", "1.", "1e", "1e+", "-.5", "01"])
  func aNumberCutShortAtTheEndIsAnError(text: String) {
    #expect(Self.parseError(Array(text.utf8)) != nil)
  }

  @Test func aHugeExponentIsAnErrorNotATrap() {
    #expect(
      Self.parseError(Array("1e999999999999999999999".utf8))?.message == "number out of range")
  }

  /// Objects around the size where members stop being searched in place,
  /// with a key repeated at every position: the same as setting the members
  /// one by one.
  @Test(arguments: 0...15)
  func objectsAroundTheLinearSearchLimit(count: Int) throws {
    let keys = (0..<count).map { "k\($0)" }
    for repeated in [nil] + keys.indices.map(Optional.some) {
      var members = keys.enumerated().map { ($0.element, JSONValue.integer($0.offset)) }
      if let repeated { members.append((keys[repeated], .string("again"))) }
      // Nested: inner objects use the same scratch stack.
      members.append(("inner", .object(JSONObject([("a", 1), ("b", [1, 2])]))))
      let text =
        "{"
        + members.map { "\"\($0.0)\":\(JSONWriter(pretty: false).string($0.1))" }.joined(
          separator: ",") + "}"
      #expect(try Self.parse(text) == .object(JSONObject(members)))
    }
  }

  @Test func emptyAndWhitespaceDocumentsAreErrors() {
    for text in ["", " ", "\n\t", "\""] {
      #expect(Self.parseError(Array(text.utf8)) != nil)
    }
    #expect(Self.parseError([]) != nil)
  }
}
