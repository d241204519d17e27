import Testing

@testable import HabitJSON

struct JSONParserTests {
  @Test func parsesAValidDocumentKeepingMemberOrder() throws {
    let value = try JSONParser.parse(
      """
      { "b": [1, -2.5, true, false, null], "a": {"x": "y"}, "": "" ,
        "c": "\\u00e9\\ud83d\\ude00\\n\\t\\"\\\\\\/" }
      """)
    guard case .object(let object) = value else {
      Issue.record("not an object")
      return
    }
    #expect(object.keys == ["b", "a", "", "c"])
    #expect(value["b"] == [1, -2.5, true, false, nil])
    #expect(value["a"] == ["x": "y"])
    #expect(value["c"] == .string("é😀\n\t\"\\/"))
  }

  @Test func repeatedKeyKeepsTheLastValueAtTheFirstPosition() throws {
    guard case .object(let object) = try JSONParser.parse(#"{"a":1,"b":2,"a":3}"#) else {
      Issue.record("not an object")
      return
    }
    #expect(object.keys == ["a", "b"])
    #expect(object["a"] == 3)
  }

  @Test(arguments: [
    ("8", JSONValue.integer(8)),
    ("-0", .integer(0)),
    ("8.0", .double(8)),
    ("8.5", .double(8.5)),
    ("1e2", .double(100)),
    ("-1.5E-3", .double(-0.0015)),
    ("9223372036854775807", .integer(Int.max)),
    ("-9223372036854775808", .integer(Int.min)),
    ("9223372036854775808", .double(9_223_372_036_854_775_808)),
  ])
  func tellsIntegersFromOtherNumbers(_ text: String, _ expected: JSONValue) throws {
    #expect(try JSONParser.parse(text) == expected)
  }

  struct SyntaxCase: CustomTestStringConvertible, Sendable {
    let text: [UInt8]
    let line: Int
    let column: Int
    let message: String
    var testDescription: String { message }

    init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
      self.init(bytes: Array(text.utf8), line, column, message)
    }

    init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
      self.text = bytes
      self.line = line
      self.column = column
      self.message = message
    }
  }

  static let syntaxCases: [SyntaxCase] = [
    SyntaxCase("", 1, 1, "unexpected end of input, expected a value"),
    SyntaxCase("[1,", 1, 4, "unexpected end of input, expected a value"),
    SyntaxCase("{} x", 1, 4, "unexpected text after the end of the JSON value"),
    SyntaxCase("01", 1, 2, "unexpected text after the end of the JSON value"),
    SyntaxCase("[x]", 1, 2, "unexpected character, expected a value"),
    SyntaxCase("tru", 1, 4, "unexpected character, expected a value"),
    SyntaxCase("{\n  \"a\": nul\n}", 2, 11, "unexpected character, expected a value"),
    SyntaxCase("{a:1}", 1, 2, "expected a member name in quotes"),
    SyntaxCase("{\"a\" 1}", 1, 6, "expected ':' after a member name"),
    SyntaxCase("{\"a\":1 \"b\":2}", 1, 8, "expected ',' or '}' in an object"),
    SyntaxCase("[1 2]", 1, 4, "expected ',' or ']' in an array"),
    SyntaxCase("[\"é\" x]", 1, 6, "expected ',' or ']' in an array"),
    SyntaxCase("\"a\tb\"", 1, 3, "control character in a string (escape it as \\u00XX)"),
    SyntaxCase("\"\\q\"", 1, 3, "unknown escape in a string"),
    SyntaxCase("\"\\u12\"", 1, 4, "incomplete \\u escape"),
    SyntaxCase("\"\\u12G4\"", 1, 6, "invalid hexadecimal digit in a \\u escape"),
    SyntaxCase("\"abc", 1, 5, "unterminated string"),
    SyntaxCase("-", 1, 2, "invalid number"),
    SyntaxCase("1.", 1, 3, "invalid number"),
    SyntaxCase("1e+", 1, 4, "invalid number"),
    SyntaxCase("[1e400]", 1, 2, "number out of range"),
    SyntaxCase(bytes: [0x22, 0x61, 0xFF, 0x22], 1, 2, "invalid UTF-8 in a string"),
    SyntaxCase(
      bytes: [0x5B, 0x0A, 0x22, 0xC3, 0x28, 0x22, 0x5D], 2, 2, "invalid UTF-8 in a string"),
  ]

  @Test(arguments: syntaxCases)
  func reportsWhereTheTextWentWrong(_ testCase: SyntaxCase) {
    #expect(
      throws: JSONSyntaxError(
        line: testCase.line, column: testCase.column, message: testCase.message)
    ) {
      try JSONParser.parse(testCase.text)
    }
  }

  @Test func limitsTheDepth() throws {
    let deepest = String(repeating: "[", count: 256) + String(repeating: "]", count: 256)
    #expect(throws: Never.self) { try JSONParser.parse(deepest) }
    let tooDeep = String(repeating: "[", count: 257) + String(repeating: "]", count: 257)
    #expect(
      throws: JSONSyntaxError(line: 1, column: 257, message: "nesting deeper than 256 levels")
    ) { try JSONParser.parse(tooDeep) }
    #expect(
      throws: JSONSyntaxError(line: 1, column: 7, message: "nesting deeper than 2 levels")
    ) { try JSONParser.parse(Array(#"{"a":[{}]}"#.utf8), maximumDepth: 2) }
  }

  @Test func hostileNestingIsAnErrorNotACrash() {
    let text = String(repeating: "[", count: 100_000)
    #expect(throws: JSONSyntaxError.self) { try JSONParser.parse(text) }
  }
}
