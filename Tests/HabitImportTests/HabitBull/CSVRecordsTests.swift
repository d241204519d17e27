import Testing

@testable import HabitImport

@Suite("CSV records (RFC 4180)")
struct CSVRecordsTests {
  static func fields(_ text: String) throws -> [[String]] {
    try CSVRecords.parse(Array(text.utf8)).map(\.fields)
  }

  @Test(
    "records and fields",
    arguments: [
      ("plain", "a,b\nc,d\n", [["a", "b"], ["c", "d"]]),
      ("CRLF", "a,b\r\nc,d\r\n", [["a", "b"], ["c", "d"]]),
      ("CR alone", "a,b\rc,d", [["a", "b"], ["c", "d"]]),
      ("no final line break", "a,b\nc,d", [["a", "b"], ["c", "d"]]),
      ("byte order mark", "\u{FEFF}a,b\n", [["a", "b"]]),
      ("quoted comma", "\"x, y\",z\n", [["x, y", "z"]]),
      ("doubled quotes", "\"say \"\"hi\"\"\",\"\"\"\"\n", [["say \"hi\"", "\""]]),
      ("line break in quotes", "\"one\r\ntwo\",3\n", [["one\r\ntwo", "3"]]),
      ("empty fields", ",,\n", [["", "", ""]]),
      ("empty quoted field", "\"\"\n", [[""]]),
      ("blank lines skipped", "a\n\n\r\nb\n", [["a"], ["b"]]),
      ("a quote inside a bare field is kept", "ab\"c,d\n", [["ab\"c", "d"]]),
      ("UTF-8 passes through", "café,日本\n", [["café", "日本"]]),
    ])
  func records(name: String, text: String, expected: [[String]]) throws {
    #expect(try Self.fields(text) == expected, "\(name)")
  }

  @Test("each record knows the line it starts on")
  func lines() throws {
    let records = try CSVRecords.parse(Array("h\n\"a\nb\nc\",1\n\nlast\n".utf8))
    #expect(records.map(\.line) == [1, 2, 6])
  }

  @Test("malformed quoting is located")
  func malformed() throws {
    #expect(
      throws: CSVRecords.Failure(
        line: 2, message: "a quoted field is never closed (a \" is missing)")
    ) {
      try CSVRecords.parse(Array("a\n\"open,\nmore\n".utf8))
    }
    #expect(
      throws: CSVRecords.Failure(
        line: 1,
        message: "expected a comma or the end of the line after a closing quote, found \"x\"")
    ) {
      try CSVRecords.parse(Array("\"a\"x,b\n".utf8))
    }
  }
}
