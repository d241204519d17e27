import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitImport

/// Issue 22: the notes people wrote on their days, from a Loop v25 backup
/// made here, through the built executable: every note in `data.json` under
/// its day, on its habit page escaped (no markup live) and in its cells'
/// labels, and a note alone changes no day's state.
@Suite(.serialized) struct FaithfulNotesTests {
  /// A repetition row with a note: "YYYY-MM-DD", Loop's value, the note.
  static func noted(_ habit: Int, _ date: String, _ value: Int, _ note: String) -> String {
    let day = LocalDate(iso: date)!.dayNumber
    let quoted = note.replacingOccurrences(of: "'", with: "''")
    return "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (\(habit), "
      + "\(day * 86_400_000), \(value), '\(quoted)');\n"
  }

  static let script = #"<script>alert("x")</script> & 'done'"#
  static let sick = "Sick & \"tired\""
  static let arabic = "في السفر — travelling"
  static let image = #"كتاب <img src=x onerror="alert(1)"> جديد"#
  static let pages = "12 pages & <b>bold</b>"
  static let held = "Held at the party <i>"

  @Test func notesOnDoneMissedAndNoteOnlyDaysAreKeptAndEscaped() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try FaithfulTrackerTests.database(
      FaithfulTrackerTests.loopTables
        + FaithfulTrackerTests.loopHabit(1, "Walk")
        + Self.noted(1, "2026-11-20", 2, Self.script)  // done
        + Self.noted(1, "2026-11-21", 0, Self.sick)  // a "no": missed
        + Self.noted(1, "2026-11-22", -1, Self.arabic)  // a note alone: still missed
        + FaithfulTrackerTests.loopHabit(2, "Read", type: 1, target: 10, unit: "pages")
        + FaithfulTrackerTests.repetitions(2, "2026-11-22=4000")
        + Self.noted(2, "2026-11-23", -1, Self.image)  // a note alone: missed
        + Self.noted(2, "2026-11-24", 12000, Self.pages)  // done
        + FaithfulTrackerTests.loopHabit(
          3, "Smoke", type: 1, targetType: 1, target: 3, unit: "cigarettes")
        + FaithfulTrackerTests.repetitions(3, "2026-11-24=0")
        + Self.noted(3, "2026-11-25", -1, Self.held),  // no entry of its own: not engaged
      in: folder, name: "notes.db")
    let site = try FaithfulSite(path: backup)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")

    // data.json: every note under its day, and only the days with one.
    #expect(
      try site.window("1")["notes"] as? [String: String] == [
        "2026-11-20": Self.script, "2026-11-21": Self.sick, "2026-11-22": Self.arabic,
      ])
    #expect(
      try site.window("2")["notes"] as? [String: String] == [
        "2026-11-23": Self.image, "2026-11-24": Self.pages,
      ])
    #expect(try site.window("3")["notes"] as? [String: String] == ["2026-11-25": Self.held])
    // A note alone is no completion: each day stays what its check says.
    #expect(try site.state("1", "2026-11-20") == "complete")
    #expect(try site.state("1", "2026-11-21") == "missed")
    #expect(try site.state("1", "2026-11-22") == "missed")
    #expect(try site.state("2", "2026-11-23") == "missed")
    #expect(try site.state("2", "2026-11-24") == "complete")
    #expect(try site.state("3", "2026-11-24") == "complete")
    #expect(try site.state("3", "2026-11-25") == "empty")

    // The habit page: a "Notes" list, newest first, each with its date,
    // escaped; the Arabic note isolated.
    let walk = try site.page("habits/walk/index.html")
    let list = try #require(walk.range(of: "<ul class=\"day-notes\">")).upperBound
    let section = String(walk[list...]).components(separatedBy: "</ul>")[0]
    let items = section.components(separatedBy: "<li>").dropFirst()
    #expect(items.count == 3)
    let order = ["2026-11-22", "2026-11-21", "2026-11-20"]
    for (item, date) in zip(items, order) {
      #expect(item.contains("<time datetime=\"\(date)\">"), "\(item)")
    }
    #expect(items.first?.contains("Sunday 22 November") == true, "\(section)")
    #expect(
      section.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; "), "\(section)")
    #expect(section.contains("<bdi class=\"note-text\">في السفر — travelling</bdi>"), "\(section)")
    let read = try site.page("habits/read/index.html")
    for page in [walk, read] {
      #expect(!page.contains("<script>alert"))
      #expect(!page.contains("<img src=x"))
      #expect(!page.contains("<b>bold</b>"))
    }
    #expect(read.contains("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;"))
    // A day's note ends its cell's label, escaped, and isolated when Arabic.
    #expect(walk.contains("; note: &lt;script&gt;alert(&quot;x&quot;)"), "no note in a label")
    #expect(walk.contains("; note: \u{2068}في السفر — travelling\u{2069}"))
    let walkFolder = site.folder.appendingPathComponent("site/habits/walk")
    let svgName = try #require(
      try FileManager.default.contentsOfDirectory(atPath: walkFolder.path).first {
        $0.hasSuffix(".svg")
      })
    let svg = try site.page("habits/walk/" + svgName)
    #expect(svg.contains("; note: &lt;script&gt;alert(&quot;x&quot;)"))
    #expect(!svg.contains("<script>"))

    // The week's summary lists its notes by day, escaped for Markdown.
    let summary = try CommandRunner.run([
      "summary", "--input", backup.path, "--week", "2026-W47", "--today", "2026-11-29",
      "--front-matter", "none",
    ])
    #expect(summary.status == 0, "\(summary.stderr)")
    let markdown = summary.stdout
    #expect(markdown.contains("\n## Notes\n"), "\(markdown)")
    #expect(
      markdown.contains(
        #"- Friday 20 November, **Walk**: \<script\>alert("x")\</script\> & 'done'"#),
      "\(markdown)")
    #expect(markdown.contains("- Saturday 21 November, **Walk**: Sick & \"tired\""))
    #expect(
      markdown.contains("- Sunday 22 November, **Walk**: \u{2068}في السفر — travelling\u{2069}"))
    #expect(
      markdown.contains(#"- Sunday 22 November, **Read**: "#) == false,
      "Read's notes are in the next week")
    #expect(!markdown.contains("<script>"))
    // The week page renders the same Markdown: the note is text, not markup.
    let week = try site.page("weeks/2026-W47/index.html")
    #expect(week.contains("&lt;script&gt;alert("), "\(week)")
    #expect(!week.contains("<script>alert"))
    let next = try CommandRunner.run([
      "summary", "--input", backup.path, "--week", "2026-W48", "--today", "2026-11-29",
    ]).stdout
    #expect(next.contains(#"كتاب \<img src=x onerror="alert(1)"\> جديد"#), "\(next)")
    #expect(next.contains(#"**Read**: 12 pages & \<b\>bold\</b\>"#), "\(next)")
  }
}
