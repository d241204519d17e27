import Foundation
import TestSupport
import Testing

/// Issue 41, item 2: day notes are text (DESIGN.md §5), never parsed as
/// Markdown by anything that grows with them. A year of 10,000-byte notes
/// of `&` made cmark build a node for every `&` of every period page: a
/// 7.4 MB history peaked at 1.45 GB. The build now stays within the
/// README's 4 × the input + 200 MB.
@Suite(.serialized) struct NotesAsTextTests {
  /// One habit done every day of 2025, each day with a note of 10,000 `&`.
  static func yearOfNotes() -> String {
    let note = String(repeating: "&", count: 10_000)
    let first = Calendar(identifier: .gregorian).date(
      from: DateComponents(
        timeZone: TimeZone(identifier: "UTC"), year: 2025, month: 1, day: 1))!
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withFullDate]
    let entries = (0..<365).map { day in
      let date = formatter.string(from: first.addingTimeInterval(Double(day) * 86_400))
      return "{\"id\": \"E\(day)\", \"date\": \"\(date)\", \"target\": 1, \"amount\": 1, "
        + "\"completedAt\": null, \"note\": \"\(note)\"}"
    }.joined(separator: ", ")
    return """
      {"format": "habit-export", "version": 1,
       "settings": {"timeZone": "UTC", "dayStartMinute": 0, "firstWeekday": 1, "locale": "en"},
       "habits": [{"id": "H1", "title": "Journal", "kind": "binary", "frequency": "daily",
         "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0, "startDate": "2025-01-01",
         "createdAt": "2025-01-01T08:00:00Z",
         "windows": [{"id": "W1", "label": "", "target": 1, "entries": [\(entries)]}]}]}
      """
  }

  @Test func aYearOfNotesOfAmpersandsStaysWithinTheMemoryBudget() throws {
    let text = Self.yearOfNotes()
    let (folder, input) = try SmallInput.folder(with: text)
    defer { try? FileManager.default.removeItem(at: folder) }
    let site = folder.appendingPathComponent("site")
    guard
      let peak = try ThemeAssetCopyTests.peakKiB([
        "build", "--input", input.path, "--out", site.path, "--today", "2026-11-29",
      ])
    else {
      print("skipped: /usr/bin/time is not installed")
      return
    }
    try #require(peak > 0, "the build failed")
    let budget = (4 * text.utf8.count + 200 << 20) >> 10
    print("peak memory: \(peak) KiB for a \(text.utf8.count)-byte history (budget \(budget) KiB)")
    #expect(peak < budget, "\(peak) KiB, over 4 × the input + 200 MB")
    // The notes are on the pages as text, escaped.
    let week = try String(
      contentsOf: site.appendingPathComponent("weeks/2025-W02/index.html"), encoding: .utf8)
    #expect(week.contains(String(repeating: "&amp;", count: 10_000)))
  }
}
