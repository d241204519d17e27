import TestSupport
import Testing

@testable import HabitJSON

/// `JSONScanner.skipValid` (how unknown members are passed over without
/// building them) accepts exactly what the parser accepts, and ends where
/// the value ends, every document ending right before an unreadable page.
struct JSONSkipValidTests {
  static func skipped(_ bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth)
    -> Int?
  {
    GuardedBytes.with(bytes) { buffer in
      var scanner = JSONScanner(bytes: buffer)
      return scanner.skipValid(maximumDepth: maximumDepth) ? scanner.index : nil
    }
  }

  static func parses(_ bytes: [UInt8], maximumDepth: Int = JSONParser.defaultMaximumDepth)
    -> Bool
  {
    GuardedBytes.with(bytes) { buffer in
      (try? JSONParser.parse(buffer, maximumDepth: maximumDepth)) != nil
    }
  }

  static let documents: [String] = [
    "{}", "[]", "\"\"", "0", "-0", "1.5", "-12.5e-3", "1E+9", "true", "false", "null",
    #"{"a": [1, {"b": null}, "x"], "c": {"d": [true, false]}}"#,
    #"["\u00e9\ud83d\ude00 \n \" \\ \/ \b \f \r \t", "é😀", "~"]"#,
    #"{"unknown": {"x": 1, "y": [1, 2, 3], "z": "long text long text long text"}}"#,
    "[1e308]", "[1e309]", "[-1e400]", "[" + String(repeating: "9", count: 400) + "]",
    "[" + String(repeating: "9", count: 310) + ".5]", "[0.0000000001]",
    "01", "1.", ".5", "-", "1e", "1e+", "+1", "tru", "nul", "[1,]", "[,1]", "{\"a\"}",
    "{\"a\":}", "{\"a\":1,}", "{a:1}", "[1 2]", "\"abc", "\"a\\x\"", "\"\\u12\"",
    "\"\\u12g4\"", "\"tab\there\"", "[", "{", "{\"a\":1", "[\"a\" : 1]",
  ]

  @Test(arguments: documents)
  func acceptsExactlyWhatTheParserAccepts(_ text: String) {
    let bytes = Array(text.utf8)
    let end = Self.skipped(bytes)
    #expect((end == bytes.count) == Self.parses(bytes), "\(text)")
  }

  /// Invalid UTF-8 inside a string: overlong forms, surrogates, stray
  /// continuation bytes, truncated scalars, beyond U+10FFFF.
  @Test(
    arguments: [
      [0xC0, 0xAF], [0xE0, 0x80, 0xAF], [0xED, 0xA0, 0x80], [0x80], [0xBF], [0xC3],
      [0xE2, 0x82], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF],
      [0xC3, 0xA9], [0xE2, 0x82, 0xAC], [0xF0, 0x9F, 0x98, 0x80], [0xF4, 0x8F, 0xBF, 0xBF],
    ] as [[UInt8]])
  func utf8IsCheckedAsTheParserChecksIt(_ scalar: [UInt8]) {
    for padding in [0, 7, 8, 9] {
      let bytes = [0x22] + Array(repeating: 0x61, count: padding) + scalar + [0x22]
      #expect((Self.skipped(bytes) == bytes.count) == Self.parses(bytes), "\(scalar) \(padding)")
    }
  }

  @Test(arguments: [1, 2, 10])
  func nestingIsLimitedAsByTheParser(depth: Int) {
    for limit in [depth - 1, depth, depth + 1] {
      let bytes = Array(
        (String(repeating: "[", count: depth) + String(repeating: "]", count: depth)).utf8)
      #expect(
        (Self.skipped(bytes, maximumDepth: limit) != nil) == Self.parses(bytes, maximumDepth: limit)
      )
    }
  }

  @Test func stopsRightAfterTheValue() {
    #expect(Self.skipped(Array(#"{"a": [1, 2]} , "next""#.utf8)) == 13)
    #expect(Self.skipped(Array("123,".utf8)) == 3)
  }
}
