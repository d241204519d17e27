import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

@testable import HabitImport

/// The fast path's reading of entries straight from the bytes, at its
/// edges: it gives exactly the members the tree gives (the same values,
/// a repeated member's last one, unknown members left out), refuses every
/// prefix without reading past the end, and gives the habit back only for
/// what is not valid JSON or has an unusual shape (an element that is not
/// an object, a member name with an escape or a non-ASCII byte).
struct RawEntryScanningTests {
  static let entry =
    "{\"id\": \"E-1\", \"date\": \"2021-03-04\", \"target\": 2, \"amount\": 1, "
    + "\"completedAt\": \"2021-03-04T10:00:00Z\", \"skipped\": false}"

  /// The entries read from `text` (an array) on the fast path, from
  /// guarded bytes.
  static func scanned(_ text: String) -> [RawEntry]? {
    GuardedBytes.with(utf8: text) { bytes in
      var scanner = JSONScanner(bytes: bytes)
      guard let entries = RawEntry.entries(&scanner, maximumDepth: 249),
        scanner.index == bytes.count
      else { return nil }
      return entries
    }
  }

  /// The entries of `text` as the tree reader sees them; nil when it is not
  /// valid JSON or not an array of objects.
  static func parsed(_ text: String) -> [RawEntry]? {
    guard case .array(let elements)? = try? JSONParser.parse(text) else { return nil }
    var entries: [RawEntry] = []
    for element in elements {
      guard case .object(let object) = element else { return nil }
      entries.append(asScanned(RawEntry(object)))
    }
    return entries
  }

  /// `raw` as the fast path holds it: a `date` or `completedAt` the rules
  /// accept as written is read from its bytes (into `day`,
  /// `completedSeconds`) rather than kept as a string.
  static func asScanned(_ raw: RawEntry) -> RawEntry {
    var raw = raw
    if case .string(let text)? = raw.date, let day = scan(text, { $0.exportDay() }) {
      raw.day = day
      raw.date = nil
    }
    if case .string(let text)? = raw.completedAt,
      let seconds = scan(text, { $0.exportInstant() })
    {
      raw.completedSeconds = seconds
      raw.completedAt = nil
    }
    return raw
  }

  /// `read` over `text` written as a JSON string, when it reads it whole.
  static func scan<Value>(_ text: String, _ read: (inout JSONScanner) -> Value?) -> Value? {
    Array(JSONWriter(pretty: false).string(.string(text)).utf8).withUnsafeBufferPointer {
      var scanner = JSONScanner(bytes: $0)
      guard let value = read(&scanner), scanner.index == $0.count else { return nil }
      return value
    }
  }

  /// A habit read from `text` on the fast path, from guarded bytes.
  static func habit(_ text: String) -> ExportFastHabit? {
    GuardedBytes.with(utf8: text) { bytes in
      ExportFastHabit(bytes, maximumDepth: 254)
    }
  }

  /// `members` as the only entry of an array.
  static func single(_ members: String) -> String {
    "[{\"date\": \"2021-03-04\", \"amount\": 1, " + members + "}]"
  }

  @Test func aWholeEntryIsRead() throws {
    let entries = try #require(Self.scanned("[" + Self.entry + "]"))
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.id == "E-1")
    #expect(entry.day == LocalDate(iso: "2021-03-04") && entry.date == nil)
    #expect(entry.target == 2)
    #expect(entry.amount == 1)
    #expect(entry.completedSeconds == 1_614_852_000 && entry.completedAt == nil)
    #expect(entry.skipped == false)
    #expect(entries == Self.parsed("[" + Self.entry + "]"))
  }

  @Test func everyPrefixOfAnEntryIsRefused() {
    let text = "[" + Self.entry + "]"
    let bytes = Array(text.utf8)
    for cut in 0..<bytes.count {
      let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
      #expect(Self.scanned(prefix) == nil, "cut at \(cut): \(prefix)")
    }
  }

  @Test func everyPrefixOfAHabitIsRefused() {
    let text =
      "{\"id\": \"h\", \"kind\": \"counted\", \"windows\": [{\"id\": \"w\", \"target\": 2, "
      + "\"entries\": [" + Self.entry + "]}]}"
    #expect(Self.habit(text)?.entries.first??.count == 1)
    let bytes = Array(text.utf8)
    for cut in 0..<bytes.count {
      let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
      #expect(Self.habit(prefix) == nil, "cut at \(cut): \(prefix)")
    }
  }

  /// Any value is read as the parser reads it (the rules judge it later);
  /// what is not valid JSON is refused.
  @Test(arguments: [
    "0", "1000000", "9999999", "999999999999999999", "1000000000000000000", "\(Int.max)",
    "9223372036854775808", "-1", "-0", "1.0", "1e2",
    "1E2", "\"1\"", "null", "true", "[1, {\"a\": []}]", "{}", "\"a\\u0062\"", "\"a\\\"b\"",
    "\"a\\\\b\"", "\"é\"", "\"\u{1F600}\"", "\"\"", "\"a\u{7F}\"", "01", "1.", "-", "tru",
    "nulll", "\"a\tb\"", "\"a\\x\"", "1 2", "\"2021-03-04\"", "\"2026-02-30\"",
    "\"1969-12-31\"", "\"2101-01-01\"", "\"2021-3-04\"", "\"2021-03-04T10:00:00+01:00\"",
    "\"2021-03-04T10:00:00.5Z\"", "\"1969-12-31T23:59:59Z\"", "\"2021-03-04T25:00:00Z\"",
  ])
  func valuesAreReadAsTheParserReadsThem(written: String) {
    for key in ["id", "date", "target", "amount", "completedAt", "skipped", "note"] {
      let text = "[{\"" + key + "\": " + written + "}]"
      #expect(Self.scanned(text) == Self.parsed(text), "\(key): \(written)")
    }
  }

  @Test(arguments: [
    "\"amount\": 1, \"amount\": 2", "\"id\": \"a\", \"id\": \"b\"", "\"id\": null, \"id\": \"a\"",
    "\"skipped\": true, \"skipped\": false", "\"target\": 1, \"target\": null",
    "\"completedAt\": null, \"completedAt\": \"x\"", "\"other\": 1", "\"Amount\": 1",
    "\"note\": \"imported\", \"source\": {\"app\": [1, 2]}",
  ])
  func repeatedAndUnknownMembersReadAsInTheTree(members: String) throws {
    let text = Self.single(members)
    let scanned = try #require(Self.scanned(text), "\(members)")
    #expect(scanned == Self.parsed(text), "\(members)")
  }

  @Test(arguments: ["\"amoun\\u0074\": 1", "\"\\u00e9\": 1", "\"é\": 1", "\"a\u{7F}\": 1"])
  func unusualMemberNamesAreGivenBack(members: String) {
    #expect(Self.parsed(Self.single(members)) != nil)
    #expect(Self.scanned(Self.single(members)) == nil, "\(members)")
  }

  @Test func unknownMembersAreLeftOut() throws {
    let plain = try #require(Self.scanned("[" + Self.entry + "]"))
    let extra = try #require(
      Self.scanned(
        "[{\"remark\": \"a long remark that is not short\", \"x\": [1, {\"y\": null}],"
          + Self.entry
          .dropFirst() + "]"))
    #expect(plain == extra)
  }

  @Test func membersInAnyOrderWithWhitespace() throws {
    let text =
      "[ {\n\t\"skipped\" : true ,\r\n \"amount\":3,\"date\":\"2100-12-31\",\"id\":null,"
      + "\"target\":null,\"completedAt\":null } , {\"amount\":0,\"date\":\"1970-01-01\"} ]"
    let entries = try #require(Self.scanned(text))
    #expect(entries.count == 2)
    #expect(entries[0].skipped == true && entries[0].amount == 3 && entries[0].id == .null)
    #expect(entries[0].target == .null && entries[0].completedAt == .null)
    #expect(entries[1].day == LocalDate(iso: "1970-01-01") && entries[1].id == nil)
    #expect(entries == Self.parsed(text))
  }

  @Test(arguments: [
    "[{\"date\": \"2021-03-04\", \"amount\": 1},]", "[,]", "[1]", "[{}, null]",
    "[{\"date\": \"2021-03-04\" \"amount\": 1}]", "[{\"date\" \"2021-03-04\"}]",
    "[{\"date\": \"2021-03-04\",}]", "[{\"amount\": 1}", "[{date: 1}]",
  ])
  func malformedEntriesOrShapesAreGivenBack(text: String) {
    #expect(Self.scanned(text) == nil, "\(text)")
  }

  @Test func emptyEntriesAreRead() {
    #expect(Self.scanned("[]")?.isEmpty == true)
    #expect(Self.scanned("[ \n ]")?.isEmpty == true)
    #expect(Self.scanned("[{}]") == [RawEntry()])
  }

  @Test func habitsWithRepeatedOrEscapedMembersAreGivenBack() {
    let window = "{\"id\": \"w\", \"target\": 2, \"entries\": []}"
    #expect(Self.habit("{\"id\": \"h\", \"windows\": [" + window + "]}") != nil)
    #expect(Self.habit("{\"id\": \"h\", \"id\": \"h\", \"windows\": []}") == nil)
    #expect(Self.habit("{\"i\\u0064\": \"h\", \"windows\": []}") == nil)
    #expect(Self.habit("{\"windows\": [], \"windows\": []}") == nil)
    #expect(Self.habit("{\"windows\": [5]}") == nil)
    #expect(
      Self.habit("{\"windows\": [{\"entries\": [], \"entries\": []}]}") == nil)
    #expect(Self.habit("{\"windows\": [{\"entries\": [], \"x\": tru}]}") == nil)
  }

  /// Strings are checked eight bytes at a time: a byte that ends plain
  /// text is found at every offset of the word (and the string read as the
  /// parser reads it, or refused), and a string of any length ends at its
  /// quote, also right at the end of the input.
  @Test(arguments: 0...24)
  func stringBytesAtEveryOffset(offset: Int) throws {
    let fill = String(repeating: "a", count: offset)
    for unusual in ["\\\\", "\\\"", "\u{1F}", "\u{7F}", "é", "\t", "\n"] {
      let text =
        "[{\"id\": \"" + fill + unusual + "bbbbbbbbb\", \"date\": \"2021-03-04\", \"amount\": 1}]"
      #expect(
        Self.scanned(text) == Self.parsed(text),
        "\(offset) \(unusual.unicodeScalars.map(\.value))")
    }
    let plain = "[{\"date\": \"2021-03-04\", \"amount\": 1, \"id\": \"x" + fill + "\"}]"
    #expect(Self.scanned(plain)?.first?.id == .string("x" + fill))
    let cut = "[{\"date\": \"2021-03-04\", \"amount\": 1, \"id\": \"x" + fill
    #expect(Self.scanned(cut) == nil)
  }
}
