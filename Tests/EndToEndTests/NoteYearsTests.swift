import Foundation
import TestSupport
import Testing

/// Day notes that span years carry their year on the habit page; notes of
/// one year keep the shorter date.
@Suite("Day notes across years, end to end")
struct NoteYearsTests {
  static func export(notes: [(String, String)]) -> String {
    let entries = notes.enumerated().map { index, note in
      "{\"id\": \"E\(index)\", \"date\": \"\(note.0)\", \"target\": 1, \"amount\": 1,"
        + " \"completedAt\": null, \"note\": \"\(note.1)\"}"
    }.joined(separator: ", ")
    return """
      {"format": "habit-export", "version": 1, "exportedAt": "2026-03-01T10:00:00Z",
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "groups": [],
       "habits": [{"id": "H1", "title": "Walk", "notes": null, "presetKey": null,
         "kind": "binary", "frequency": "daily", "scheduledDays": "1,2,3,4,5,6,7",
         "targetPerWeek": 0, "pausesData": null, "isArchived": false,
         "createdAt": "2025-12-20T09:00:00Z", "groupId": null,
         "windows": [{"id": "W1", "label": "", "startMinute": 0, "endMinute": 1439,
           "target": 1, "effortMinutes": null, "reminderMinute": null,
           "entries": [\(entries)]}]}],
       "workSessions": [], "engagementDays": []}
      """
  }

  @Test(
    "the habit page's note dates",
    arguments: [
      ([("2025-12-30", "Cold"), ("2026-01-02", "New year")], true),
      ([("2026-01-02", "New year"), ("2026-02-03", "Rain")], false),
    ])
  func noteDates(notes: [(String, String)], withYear: Bool) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("export.json")
    try Self.export(notes: notes).write(to: input, atomically: true, encoding: .utf8)
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-03-01",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let page = try String(
      contentsOf: out.appendingPathComponent("habits/walk/index.html"), encoding: .utf8)
    let expected: [String: String] = [
      "2025-12-30": withYear ? "Tuesday 30 December 2025" : "Tuesday 30 December",
      "2026-01-02": withYear ? "Friday 2 January 2026" : "Friday 2 January",
      "2026-02-03": withYear ? "Tuesday 3 February 2026" : "Tuesday 3 February",
    ]
    for (date, _) in notes {
      let time = "<time datetime=\"\(date)\">\(expected[date]!)</time>"
      #expect(page.contains(time), "\(time)")
    }
  }

  /// Urdu writes a note's date with CLDR's comma before the year and joins
  /// it to the habit with the Arabic comma (the template once wrote ", ").
  @Test("an Urdu summary's notes: 'منگل، ۳۰ دسمبر، ۲۰۲۵، Walk'")
  func urduNoteLines() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("export.json")
    try Self.export(notes: [("2025-12-30", "Cold"), ("2026-01-02", "New year")])
      .write(to: input, atomically: true, encoding: .utf8)
    let result = try CommandRunner.run([
      "summary", "--input", input.path, "--today", "2026-03-01", "--week", "2026-W01",
      "--locale", "ur",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout.contains(
        "- منگل،\u{00A0}۳۰\u{00A0}دسمبر،\u{00A0}۲۰۲۵، **\u{2068}Walk\u{2069}**: \u{2068}Cold\u{2069}\n"
      ),
      "\(result.stdout)")
    #expect(!result.stdout.contains(", **"))
  }
}
