import Foundation
import TestSupport
import Testing

/// The reproductions of issue 10 on JSON exports, through the built
/// executable: every logged day is shown (DESIGN.md §3).
@Suite(.serialized) struct FaithfulExportTests {
  @Test func aRunLoggedOnSaturdayForAMonWedFriHabitIsExtra() throws {
    // Sat 7 Nov 2026, for a Mon · Wed · Fri habit; Fri 6 Nov done as due.
    let site = try FaithfulSite(
      json: export(
        exportHabit(
          "run", schedule: #"{"type": "days", "days": [1, 3, 5]}"#,
          entries: ["2026-11-06:1", "2026-11-07:1", "2026-11-14:skip", "2026-11-21:1"]),
        exportHabit(
          "water", kind: "counted", schedule: #"{"type": "days", "days": [1, 2, 3, 4, 5]}"#,
          target: 8, entries: ["2026-11-08:3"])))
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    #expect(try site.state("run", "2026-11-07") == "extra")
    #expect(try site.state("run", "2026-11-06") == "complete")
    // A skip on a day that was not due stays unscheduled.
    #expect(try site.state("run", "2026-11-14") == "unscheduled")
    #expect(try site.state("water", "2026-11-08") == "extra")
    let read = try site.read("run")
    // Over 8–28 Nov: Sat 21 Nov (the 14th is a skip; the 7th is before the 21 days).
    #expect(read["extra"] as? Int == 1)
    // Counted in no denominator: 9 due days (Mon · Wed · Fri, 9–27 Nov), 0 done.
    #expect(read["due"] as? Int == 9)
    let html = try site.page("habits/run/index.html")
    #expect(
      html.contains(
        #"data-date="2026-11-07" data-state="extra" data-fill="d3" role="img" title="Sat 7 Nov: Done, not due""#
      ), "the grid cell of 7 Nov")
    #expect(html.contains(#"data-state="extra""#) && html.contains("Done, not due</li>"))
    let water = try site.page("habits/water/index.html")
    #expect(
      water.contains(
        #"data-date="2026-11-08" data-state="extra" data-fill="d1" role="img" title="Sun 8 Nov: 3 of 8, not due""#
      ))
    let svg = try site.page("habits/run/window-1.svg")
    #expect(svg.contains(#"data-date="2026-11-07" data-state="extra" data-fill="d3"><title>"#))
  }

  @Test func earlyWateringsOfAnEveryThreeDaysHabitAreComplete() throws {
    let site = try FaithfulSite(
      json: export(
        exportHabit(
          "plants", schedule: #"{"type": "afterLast", "days": 3}"#,
          entries: ["2026-11-02:1", "2026-11-03:1", "2026-11-04:1"])))
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    // Doing it early is doing it, and restarts the count.
    #expect(try site.state("plants", "2026-11-03") == "complete")
    #expect(try site.state("plants", "2026-11-04") == "complete")
    #expect(try site.state("plants", "2026-11-06") == "unscheduled")
    #expect(try site.state("plants", "2026-11-07") == "missed")
  }

  @Test func aRollingHabitSpeaksInRunsOfDays() throws {
    // 2 times in any 3 days, from 14 Nov; runs end on 29, 26, 23, 20, 17 Nov.
    let site = try FaithfulSite(
      json: export(
        exportHabit(
          "swim", schedule: #"{"type": "rolling", "count": 2, "days": 3}"#, start: "2026-11-15",
          entries: [
            "2026-11-15:1", "2026-11-17:1", "2026-11-18:1", "2026-11-20:1", "2026-11-21:1",
            "2026-11-22:1", "2026-11-25:1", "2026-11-26:1", "2026-11-29:1",
          ])))
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let period = try #require(try site.read("swim")["period"] as? [String: Any])
    #expect(period["unit"] as? String == "days")
    #expect(period["length"] as? Int == 3)
    #expect(period["target"] as? Int == 2)
    #expect(period["done"] as? Int == 1)
    #expect(period["met"] as? Int == 4)
    #expect(period["of"] as? Int == 4)
    #expect(try site.read("swim")["missed"] as? Int == 0)
    let page = try site.page("habits/swim/index.html")
    #expect(page.contains("2 times in 3 days"))
    #expect(page.contains("1 of 2 in the last 3 days. Met 4 of the last 4 runs of 3 days."))
  }

  @Test func decimalsAreFixedPointNeverARoundedFloat() throws {
    let site = try FaithfulSite(
      json: export(
        exportHabit(
          "water", kind: "counted", schedule: #"{"type": "days", "days": [1, 2, 3, 4, 5, 6, 7]}"#,
          target: 2500, decimals: 3, entries: ["2026-11-20:2400", "2026-11-21:2500"])))
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    #expect(try site.state("water", "2026-11-20") == "partialHigh")
    #expect(try site.state("water", "2026-11-21") == "complete")
    let page = try site.page("habits/water/index.html")
    #expect(page.contains("Fri 20 Nov: 2.4 of 2.5"), "the cell label")
    #expect(page.contains("Sat 21 Nov: 2.5 of 2.5"))
  }

  @Test func decimalsOutsideZeroToThreeAreAnError() throws {
    let site = try FaithfulSite(
      json: export(
        exportHabit(
          "water", kind: "counted", schedule: #"{"type": "days", "days": [1]}"#, target: 25,
          decimals: 4, entries: [])))
    defer { site.remove() }
    #expect(site.build.status == 1)
    #expect(site.build.stderr.contains("habits[0].decimals"), "\(site.build.stderr)")
    #expect(
      !FileManager.default.fileExists(atPath: site.folder.appendingPathComponent("site").path))
  }

  @Test func theOtherTrackerExampleShowsRollingDecimalsAndExtraDays() throws {
    let example = CommandRunner.packageRoot.appendingPathComponent("examples/other-tracker.json")
    let site = try FaithfulSite(path: example)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    #expect(site.build.stderr.isEmpty, "\(site.build.stderr)")
    let period = try #require(try site.read("swim")["period"] as? [String: Any])
    #expect(period["unit"] as? String == "days")
    #expect(period["length"] as? Int == 3)
    #expect(try site.page("habits/swim/index.html").contains("2 times in 3 days"))
    // 1 Nov 2026: 2.4 L of 2.5 (2400 with decimals 3).
    #expect(try site.state("water", "2026-11-01") == "partialHigh")
    #expect(try site.page("habits/water/index.html").contains("Sun 1 Nov: 2.4 of 2.5"))
    let readDays = try #require(try site.window("read")["days"] as? [String: String])
    #expect(readDays.values.contains("extra"))
    #expect(
      readDays.filter { $0.value == "extra" }.keys.allSatisfy { day in
        // Every extra day of a Mon · Wed · Fri habit is a Saturday here.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let date = formatter.date(from: day)!
        return Calendar(identifier: .iso8601).component(.weekday, from: date) == 7
      })
  }
}
