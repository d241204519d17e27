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
  ])
  func parses(_ text: String, _ seconds: Double) throws {
    let parsed = try #require(ISOTimestamp.parse(text))
    #expect(parsed.seconds == seconds)
  }

  @Test(arguments: [
    "2026-01-05T09:12:00", "2026-01-05", "2026-02-30T09:12:00Z", "2026-01-05T24:00:00Z",
    "2026-01-05T09:60:00Z", "2026-01-05T09:12:61Z", "2026-01-05T09:12:00.Z",
    "2026-01-05T09:12:00+19:00", "2026-01-05T09:12:00Zjunk", "2026-01-05T9:12:00Z", "",
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
}
