import Testing

@testable import HabitJSON

/// The walk that finds what cannot be read exactly (repeated keys, lone
/// surrogate escapes) passes eight bytes at a time over text it need not
/// read: each case puts the thing to find before, across and after a word's
/// boundary (the padding shifts it byte by byte), in keys and values,
/// indented and not.
struct JSONExactnessTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let json: String
    let found: [JSONExactness.Finding]
    var testDescription: String { json }
  }

  static func repeated(_ key: String, at path: String) -> JSONExactness.Finding {
    JSONExactness.Finding(path: path, kind: .repeatedKey(key))
  }

  static func lone(_ code: String, at path: String) -> JSONExactness.Finding {
    JSONExactness.Finding(path: path, kind: .loneSurrogate(code))
  }

  static let cases: [Case] = [
    Case(json: #"{"a":1,"b":2}"#, found: []),
    Case(json: #"{"a":1,"a":2}"#, found: [repeated("a", at: "")]),
    Case(
      json: #"{"list":[{"x":"a long value past a word","x":"another long value"}]}"#,
      found: [repeated("x", at: "list[0]")]),
    Case(json: #"{"ab":1,"abc":2,"a":3}"#, found: []),
    Case(
      json:
        "{\n        \"habits\": [\n          {\"id\": 1},\n          {\"id\": 2, \"id\": 3}\n ]}",
      found: [repeated("id", at: "habits[1]")]),
    Case(json: #"{"s":"a \" quote, a [ and a { in a string","s2":"}]"}"#, found: []),
    Case(json: #"{"s":"escaped backslash at the end \\","s":1}"#, found: [repeated("s", at: "")]),
    Case(json: #"{"t":"\ud83d\ude00 a pair is exact"}"#, found: []),
    Case(json: #"{"t":"a lone high \ud83d then text"}"#, found: [lone("D83D", at: "t")]),
    Case(json: #"{"t":"a lone low \ude00 then text"}"#, found: [lone("DE00", at: "t")]),
    Case(json: #"{"t":"high at the end \ud83d"}"#, found: [lone("D83D", at: "t")]),
    Case(json: #"{"t":"high then escape \ud83d\n more"}"#, found: [lone("D83D", at: "t")]),
    Case(
      json: #"{"t":["\ud800\ud800\udc00 two highs, one paired"]}"#,
      found: [lone("D800", at: "t[0]")]),
    Case(json: #"{"k\u00e9":1,"k\u00e9":2}"#, found: [repeated(#"k\u00e9"#, at: "")]),
    Case(
      json: #"{"a":{"b":[1,2,{"c":0,"c":0}]},"a":0}"#,
      found: [repeated("c", at: "a.b[2]"), repeated("a", at: "")]),
    Case(json: #"["not an object", {"x":1}, {"x":1}]"#, found: []),
  ]

  @Test(arguments: cases)
  func findsEachThingWhereverItFallsInAWord(_ test: Case) {
    for padding in 0..<9 {
      // Spaces before the document move every byte of it across a word.
      let json = String(repeating: " ", count: padding) + test.json
      let found = Array(json.utf8).withUnsafeBufferPointer { JSONExactness.findings(in: $0) }
      #expect(found.findings == test.found, "padding \(padding)")
      #expect(found.total == test.found.count)
    }
  }

  @Test func anObjectPastTheLinearLimitStillFindsARepeat() {
    var members = (0..<40).map { "\"member\($0)\":\($0)" }
    members.append(#""member7":0"#)
    let json = "{" + members.joined(separator: ",") + "}"
    let found = Array(json.utf8).withUnsafeBufferPointer { JSONExactness.findings(in: $0) }
    #expect(found.findings == [Self.repeated("member7", at: "")])
  }

  @Test func malformedTextEndsTheWalkQuietly() {
    for json in [#"{"a":"never closed"#, #"}}]]"#, #"{"a":"\"#, #"{"a":"\u12"#, "\u{0}"] {
      let found = Array(json.utf8).withUnsafeBufferPointer { JSONExactness.findings(in: $0) }
      #expect(found.findings.isEmpty, "\(json)")
    }
  }

  @Test func countsPastTheLimit() {
    let json = "[" + Array(repeating: #"{"a":1,"a":2}"#, count: 25).joined(separator: ",") + "]"
    let found = Array(json.utf8).withUnsafeBufferPointer { JSONExactness.findings(in: $0) }
    #expect(found.findings.count == 20)
    #expect(found.total == 25)
    #expect(found.findings.last == Self.repeated("a", at: "[19]"))
  }
}
