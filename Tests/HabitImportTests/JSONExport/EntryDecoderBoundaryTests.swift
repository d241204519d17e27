import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitImport

/// The byte decoding of the fast path at its edges: every prefix of an
/// entry is refused without reading past the end, numbers stop at the
/// bounds the reader accepts, and anything unusual in a string or a member
/// makes the decoder give the habit back.
struct EntryDecoderBoundaryTests {
  static let clock = DayClock(timeZone: "UTC")!

  static let entry =
    "{\"id\": \"E-1\", \"date\": \"2021-03-04\", \"target\": 2, \"amount\": 1, "
    + "\"completedAt\": \"2021-03-04T10:00:00Z\", \"skipped\": false}"

  /// The entries decoded from `text` (an array), read from guarded bytes.
  static func entries(_ text: String) -> [DecodedEntry]? {
    GuardedBytes.with(utf8: text) { bytes in
      var scanner = ExportLayout.Scanner(bytes: bytes)
      guard let entries = EntryDecoder.entries(&scanner, clock: clock),
        scanner.index == bytes.count
      else { return nil }
      return entries
    }
  }

  /// A habit decoded from `text`, read from guarded bytes.
  static func habit(_ text: String) -> ExportFastHabit? {
    GuardedBytes.with(utf8: text) { bytes in
      ExportFastHabit(bytes, maximumDepth: 254, clock: clock)
    }
  }

  @Test func aWholeEntryIsDecoded() throws {
    let entries = try #require(Self.entries("[" + Self.entry + "]"))
    #expect(entries.count == 1)
    let entry = try #require(entries.first)
    #expect(entry.id == "E-1")
    #expect(entry.date == LocalDate(year: 2021, month: 3, day: 4))
    #expect(entry.target == 2)
    #expect(entry.amount == 1)
    #expect(entry.completedAt?.date == LocalDate(year: 2021, month: 3, day: 4))
    #expect(entry.skipped == false)
  }

  @Test func everyPrefixOfAnEntryIsRefused() {
    let text = "[" + Self.entry + "]"
    let bytes = Array(text.utf8)
    for cut in 0..<bytes.count {
      let prefix = String(decoding: bytes[..<cut], as: UTF8.self)
      #expect(Self.entries(prefix) == nil, "cut at \(cut): \(prefix)")
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

  @Test(
    arguments: [
      ("0", 0), ("1000000", 1_000_000), ("9999999", nil), ("1000001", nil), ("10000000", nil),
      ("\(Int.max)", nil), ("9223372036854775808", nil), ("-1", nil), ("-0", nil), ("01", nil),
      ("1.0", nil), ("1e2", nil), ("1E2", nil), ("\"1\"", nil), ("null", nil), ("true", nil),
    ] as [(String, Int?)])
  func amountsAtTheirLimits(written: String, amount: Int?) {
    let text = "[{\"date\": \"2021-03-04\", \"amount\": " + written + "}]"
    #expect(Self.entries(text)?.first?.amount == amount, "\(written)")
  }

  @Test(arguments: [
    "\"a\\u0062\"", "\"a\\\"b\"", "\"a\\\\b\"", "\"é\"", "\"\u{1F600}\"", "\"a\tb\"", "\"\"", "5",
    "\"a\u{7F}\"",
  ])
  func idsWithEscapesOrNonASCIIAreGivenBack(id: String) {
    let text = "[{\"id\": " + id + ", \"date\": \"2021-03-04\", \"amount\": 1}]"
    #expect(Self.entries(text) == nil, "\(id)")
  }

  @Test(arguments: [
    "\"amount\": 1, \"amount\": 1", "\"id\": \"a\", \"id\": \"a\"", "\"id\": null, \"id\": null",
    "\"skipped\": true, \"skipped\": false", "\"target\": 1, \"target\": null",
    "\"completedAt\": null, \"completedAt\": null", "\"other\": 1", "\"Amount\": 1",
    "\"amoun\\u0074\": 1",
  ])
  func repeatedOrUnknownMembersAreGivenBack(members: String) {
    let text = "[{\"date\": \"2021-03-04\", \"amount\": 1, " + members + "}]"
    let repeatedDate = "[{" + members + ", \"date\": \"2021-03-04\", \"date\": \"2021-03-04\"}]"
    #expect(Self.entries(text) == nil, "\(members)")
    #expect(Self.entries(repeatedDate) == nil, "\(members)")
  }

  @Test func membersInAnyOrderWithWhitespace() throws {
    let text =
      "[ {\n\t\"skipped\" : true ,\r\n \"amount\":3,\"date\":\"2100-12-31\",\"id\":null,"
      + "\"target\":null,\"completedAt\":null } , {\"amount\":0,\"date\":\"1970-01-01\"} ]"
    let entries = try #require(Self.entries(text))
    #expect(entries.count == 2)
    #expect(entries[0].skipped && entries[0].amount == 3 && entries[0].id == nil)
    #expect(entries[0].target == nil && entries[0].completedAt == nil)
    #expect(entries[1].date == LocalDate(year: 1970, month: 1, day: 1))
  }

  @Test(arguments: [
    "[{\"date\": \"2021-03-04\", \"amount\": 1},]", "[,]", "[{\"date\": \"2021-03-04\"}]",
    "[{\"amount\": 1}]", "[{}]", "[1]", "[{\"date\": \"1969-12-31\", \"amount\": 1}]",
    "[{\"date\": \"2101-01-01\", \"amount\": 1}]", "[{\"date\": \"2021-02-29\", \"amount\": 1}]",
    "[{\"date\": \"2021-3-04\", \"amount\": 1}]", "[{\"date\": \"2021-03-04\" \"amount\": 1}]",
    "[{\"date\": \"2021-03-04\", \"amount\": 1, \"skipped\": tru}]",
    "[{\"date\": \"2021-03-04\", \"amount\": 1, \"skipped\": nulll}]",
    "[{\"date\": \"2021-03-04\", \"amount\": 1, \"completedAt\": \"2021-03-04\"}]",
  ])
  func malformedOrReportedEntriesAreGivenBack(text: String) {
    #expect(Self.entries(text) == nil, "\(text)")
  }

  @Test func emptyEntriesAreDecoded() {
    #expect(Self.entries("[]")?.isEmpty == true)
    #expect(Self.entries("[ \n ]")?.isEmpty == true)
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

  /// Strings are checked eight bytes at a time: a byte the fast path
  /// refuses is found at every offset of the word, and a string of any
  /// length ends at its quote, also right at the end of the input.
  @Test(arguments: 0...24)
  func stringBytesAtEveryOffset(offset: Int) throws {
    let fill = String(repeating: "a", count: offset)
    for bad in ["\\\\", "\\\"", "\u{1F}", "\u{7F}", "é", "\t", "\n"] {
      let text =
        "[{\"id\": \"" + fill + bad + "bbbbbbbbb\", \"date\": \"2021-03-04\", \"amount\": 1}]"
      #expect(Self.entries(text) == nil, "\(offset) \(bad.unicodeScalars.map(\.value))")
    }
    let plain = "[{\"date\": \"2021-03-04\", \"amount\": 1, \"id\": \"x" + fill + "\"}]"
    #expect(Self.entries(plain)?.first?.id == "x" + fill)
    let cut = "[{\"date\": \"2021-03-04\", \"amount\": 1, \"id\": \"x" + fill
    #expect(Self.entries(cut) == nil)
  }
}
