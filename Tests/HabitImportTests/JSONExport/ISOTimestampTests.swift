import Testing

@testable import HabitImport

struct ISOTimestampTests {
  @Test(arguments: [
    ("2026-01-05T09:12:00Z", 1_767_604_320.0),
    ("2026-01-05t09:12:00z", 1_767_604_320.0),
    ("2026-01-05 09:12:00Z", 1_767_604_320.0),
    ("2026-01-05T09:12Z", 1_767_604_320.0),
    ("2026-01-05T10:12:00+01:00", 1_767_604_320.0),
    ("2026-01-05T10:12:00+0100", 1_767_604_320.0),
    ("2026-01-05T04:12:00-05", 1_767_604_320.0),
    ("2026-01-05T09:12:00.25Z", 1_767_604_320.25),
    ("1970-01-01T00:00:00Z", 0.0),
    // Read digit by digit at their places: a leap second, a comma, the
    // longest fraction (as `Double` reads its decimal), `+HHMM` and `-HH:MM`.
    ("2026-01-05T09:12:60Z", 1_767_604_379.0),
    ("2026-01-05T09:12:00,5Z", 1_767_604_320.5),
    ("1970-01-01T00:00:00.123456789Z", Double("0.123456789")!),
    ("2026-01-05T08:42:00-00:30", 1_767_604_320.0),
    ("2026-01-05T09:42:00+0030", 1_767_604_320.0),
  ])
  func parses(_ text: String, _ seconds: Double) throws {
    let parsed = try #require(ISOTimestamp.parse(text))
    #expect(parsed.seconds == seconds)
  }

  @Test(arguments: [
    "2026-01-05T09:12:00", "2026-01-05", "2026-02-30T09:12:00Z", "2026-01-05T24:00:00Z",
    "2026-01-05T09:60:00Z", "2026-01-05T09:12:61Z", "2026-01-05T09:12:00.Z",
    "2026-01-05T09:12:00+19:00", "2026-01-05T09:12:00Zjunk", "2026-01-05T9:12:00Z", "",
    "2026-01-05T09:12:00+01:3", "2026-01-05T09:12:00+013", "2026-01-05T09:12:00+01:000",
    "2026-01-05T09:12:00+01-00", "2026-01-05T09:12:00+", "2026-01-05X09:12:00Z",
    "2026-01-05T09:12:00.1234567890Z", "2026-01-05T09:12:00,Z", "2026-13-05T09:12:00Z",
  ])
  func rejects(_ text: String) {
    #expect(ISOTimestamp.parse(text) == nil)
  }

  @Test(arguments: [
    (1_767_604_320.0, "2026-01-05T09:12:00Z"),
    (1_767_604_320.5, "2026-01-05T09:12:00.5Z"),
    (0.0, "1970-01-01T00:00:00Z"),
    (-1.0, "1969-12-31T23:59:59Z"),
    (Double.infinity, "1970-01-01T00:00:00Z"),
  ])
  func formats(_ seconds: Double, _ text: String) {
    #expect(ISOTimestamp.format(seconds) == text)
  }

  /// Every prefix of a valid stamp, and each with a byte changed to one
  /// the parser must stop at (NUL, a non-ASCII digit's lead byte, a sign),
  /// gives nil or a stamp, never a read past the end.
  @Test(arguments: [
    "2026-01-05T10:12:00.123456789+01:00", "2026-01-05T09:12Z", "9999-12-31T23:59:59-18",
  ])
  func prefixesAndStrayBytesNeverReadPastTheEnd(_ text: String) {
    let bytes = Array(text.utf8)
    for length in 0..<bytes.count {
      let prefix = String(decoding: bytes[..<length], as: UTF8.self)
      let parsed = ISOTimestamp.parse(prefix)
      // Only a prefix ending in a whole zone can be a stamp.
      if parsed != nil { #expect(prefix.hasSuffix("Z") || prefix.last?.isNumber == true) }
      for stray in ["\u{0}", "\u{661}", "+", "é"] {
        var changed = Array(prefix)
        if !changed.isEmpty { changed[changed.count - 1] = Character(stray) }
        _ = ISOTimestamp.parse(String(changed) + stray)
      }
    }
    #expect(ISOTimestamp.parse(text) != nil)
    #expect(ISOTimestamp.parse("2026-01-05T09:12:00.1234567890Z") == nil)
  }
}
