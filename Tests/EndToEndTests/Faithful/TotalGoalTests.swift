import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitImport

/// The reproductions of issue 40 through the built executable: goals set
/// as an amount over a week (DESIGN.md §2 `total`, §3 the `total` rules).
@Suite(.serialized) struct TotalGoalTests {
  /// The issue's Loop backup: two numeric habits per week, "Run" 10 km a
  /// week and "Cardio minutes" 150 min a week, both met in each of the
  /// last two weeks (10.5 km; 155 and 160 min). Today is Sunday 29
  /// November 2026: the week of 23 November is the current one.
  @Test func aLoopWeeklyAmountReadsAsTheWeeksSum() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try FaithfulTrackerTests.database(
      FaithfulTrackerTests.loopTables
        + FaithfulTrackerTests.loopHabit(1, "Run", num: 1, den: 7, type: 1, target: 10, unit: "km")
        + FaithfulTrackerTests.repetitions(
          1, "2026-11-16=5500", "2026-11-20=5000", "2026-11-24=5500", "2026-11-27=5000")
        + FaithfulTrackerTests.loopHabit(
          2, "Cardio minutes", num: 1, den: 7, type: 1, target: 150, unit: "min")
        + FaithfulTrackerTests.repetitions(
          2, "2026-11-16=50000", "2026-11-18=55000", "2026-11-21=50000", "2026-11-23=60000",
          "2026-11-25=50000", "2026-11-28=50000"),
      in: folder, name: "loop-weekly.db")
    let site = try FaithfulSite(path: backup)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let run = try site.read("1")
    #expect((run["text"] as? String)?.hasPrefix("10.5 of 10 km this week.") == true, "\(run)")
    let cardio = try site.read("2")
    #expect((cardio["text"] as? String)?.hasPrefix("160 of 150 min this week.") == true)
    for id in ["1", "2"] {
      let days = try #require(try site.window(id)["days"] as? [String: String])
      #expect(!days.values.contains("missed"), "habit \(id): \(days)")
      let period = try #require(try site.read(id)["period"] as? [String: Any])
      #expect(period["measure"] as? String == "amount")
      #expect(period["unit"] as? String == "week")
      #expect(period["met"] as? Int == 1)
      #expect(period["of"] as? Int == 1)
    }
    // A 5.5 km run is more than the week's day share (10 ÷ 7): complete.
    #expect(try site.state("1", "2026-11-24") == "complete")
    #expect(try site.state("1", "2026-11-25") == "empty")
    let check = try CommandRunner.run(["check", "--input", backup.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(!check.stdout.contains("daily target"), "\(check.stdout)")
    #expect(!check.stdout.contains("Loop judges its target"), "\(check.stdout)")
  }

  /// The issue's JSON export: 150 minutes a week, weeks of 155 and 160
  /// minutes; the read and the weekly chart agree.
  @Test func aJSONExportTotalReadsInAmounts() throws {
    let site = try FaithfulSite(
      json: export(
        exportHabit(
          "Cardio", kind: "timed", schedule: #"{"type": "total", "per": "week"}"#,
          start: "2026-11-09", target: 150,
          entries: [
            "2026-11-10:60", "2026-11-12:45", "2026-11-14:50", "2026-11-17:80", "2026-11-21:80",
            "2026-11-24:90", "2026-11-26:65",
          ])))
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let read = try site.read("Cardio")
    #expect(
      read["text"] as? String
        == "2 h 35 min of 2 h 30 min this week. Met 2 of the last 2 weeks.", "\(read)")
    let period = try #require(read["period"] as? [String: Any])
    #expect(period["measure"] as? String == "amount")
    #expect(period["target"] as? Int == 150)
    #expect(period["done"] as? Int == 155)
    let days = try #require(try site.window("Cardio")["days"] as? [String: String])
    #expect(!days.values.contains("missed"))
    let amounts = try #require(try site.window("Cardio")["amounts"] as? [String: Any])
    #expect(amounts["2026-11-24"] as? Int == 90)
    let page = try site.page("habits/cardio/index.html")
    #expect(page.contains("Week of 23 November 2026: 2 h 35 min (target 2 h 30 min)"))
  }

  /// A weekly total whose target grew (120, then 150 minutes) and a weekly
  /// allowance, as a person reads them: the habit page in English and in
  /// Arabic, byte for byte.
  @Test(arguments: ["en", "ar"])
  func aTotalHabitsPageMatchesItsGolden(locale: String) throws {
    let cardio = exportHabit(
      "Cardio", kind: "timed", schedule: #"{"type": "total", "per": "week"}"#,
      start: "2026-10-27", target: 150,
      entries: [
        "2026-10-27:60", "2026-10-30:70", "2026-11-03:50", "2026-11-05:40", "2026-11-10:80",
        "2026-11-12:75", "2026-11-17:90", "2026-11-19:65", "2026-11-24:90", "2026-11-26:65",
      ]
    )
    // The first two weeks' entries carry the earlier target: 120 minutes.
    .replacingOccurrences(
      of: #""date": "2026-10-27", "target": 150"#, with: #""date": "2026-10-27", "target": 120"#
    )
    .replacingOccurrences(
      of: #""date": "2026-10-30", "target": 150"#, with: #""date": "2026-10-30", "target": 120"#
    )
    .replacingOccurrences(
      of: #""date": "2026-11-03", "target": 150"#, with: #""date": "2026-11-03", "target": 120"#
    )
    .replacingOccurrences(
      of: #""date": "2026-11-05", "target": 150"#, with: #""date": "2026-11-05", "target": 120"#)
    let treats = exportHabit(
      "Treats", kind: "avoid", schedule: #"{"type": "total", "per": "week"}"#,
      start: "2026-10-26", target: 2,
      entries: ["2026-11-03:1", "2026-11-10:2", "2026-11-12:1", "2026-11-17:1", "2026-11-24:1"])
    let json = export(cardio, treats).replacingOccurrences(
      of: #""locale": "en""#, with: "\"locale\": \"\(locale)\"")
    let site = try FaithfulSite(json: json)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let targets = try #require(try site.window("Cardio")["targets"] as? [[String: Any]])
    #expect(targets.map { $0["target"] as? Int } == [120, 150])
    #expect(try site.state("Treats", "2026-11-12") == "missed")
    Golden.assert(try site.page("habits/cardio/index.html"), named: "total-cardio-\(locale).html")
    Golden.assert(try site.page("habits/treats/index.html"), named: "total-treats-\(locale).html")
  }
}
