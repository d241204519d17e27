import Foundation
import TestSupport
import Testing

/// The built executable on `examples/`: the store and the export give the
/// same data.json, every day from each start to today has a state, bad input
/// writes nothing.
@Suite(.serialized) struct BuildDataTests {
  let examples = CommandRunner.packageRoot.appendingPathComponent("examples")

  @Test func storeAndExportGiveIdenticalData() throws {
    let export = try SharedSite.example("en")
    let store = try SharedSite.built("examples/store.sqlite", locale: "en")
    for (name, site) in [("export.json", export), ("store.sqlite", store)] {
      #expect(site.build.status == 0, "\(name): \(site.build.stderr)")
      #expect(site.build.stderr.isEmpty, "\(name): \(site.build.stderr)")
    }
    let fromExport = try Data(contentsOf: export.site.appendingPathComponent("data.json"))
    let fromStore = try Data(contentsOf: store.site.appendingPathComponent("data.json"))
    #expect(fromExport == fromStore)
  }

  @Test func dataHasAStateForEveryDayFromStartToToday() throws {
    let folder = try SharedSite.example("en").site
    let object =
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any]
    let data = try #require(object)
    #expect(data["today"] as? String == "2026-11-29")
    let habits = try #require(data["habits"] as? [[String: Any]])
    #expect(habits.count >= 12)
    let states: Set<String> = [
      "unscheduled", "paused", "skipped", "pending", "empty", "missed", "partialLow",
      "partialHigh", "complete", "extra",
    ]
    var seen: Set<String> = []
    for habit in habits {
      #expect(Set(habit.keys) == ["id", "title", "slug", "kind", "windows"])
      for window in try #require(habit["windows"] as? [[String: Any]]) {
        #expect(
          Set(window.keys) == [
            "id", "label", "days", "notes", "read", "lifetime", "months", "hours", "usualHours",
            "inWindow", "amounts", "targets",
          ])
        let days = try #require(window["days"] as? [String: String])
        let dates = days.keys.sorted()
        #expect(dates.last == "2026-11-29")
        // Consecutive: as many days as the span from the first to today.
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withFullDate]
        let first = try #require(formatter.date(from: dates[0]))
        let last = try #require(formatter.date(from: "2026-11-29"))
        #expect(days.count == Int((last.timeIntervalSince(first) / 86_400).rounded()) + 1)
        seen.formUnion(days.values)
        let read = try #require(window["read"] as? [String: Any])
        #expect(
          Set(read.keys) == [
            "days", "due", "complete", "partial", "missed", "fatigue", "suggestedPerWeek",
            "period", "slips", "extra", "text", "weekdays", "ninety",
          ])
        #expect(read["days"] as? Int == 21)
      }
    }
    #expect(seen.isSubset(of: states))
    #expect(seen == states, "the example shows every state")
  }

  @Test func malformedExportExitsOneAndWritesNothing() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("bad.json")
    try Data(
      #"{"format":"habit-export","version":1,"habits":[{"id":"H","title":"T","kind":"counted","frequency":"daily","scheduledDays":"1,2,3,4,5,6,7","createdAt":"2026-02-30T10:00:00Z","windows":[{"id":"W","target":0,"entries":[]}]}]}"#
        .utf8
    ).write(to: input)
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run(["build", "--input", input.path, "--out", out.path])
    #expect(result.status == 1)
    #expect(!result.signalled)
    #expect(result.stderr.contains("habits[0].createdAt"))
    #expect(result.stderr.contains("habits[0].windows[0].target"))
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(arguments: [
    (["build"], "missing '--input FILE'"),
    (["build", "--input", "x.json", "--today", "2026-13-01"], "'--today' expects a date"),
    (["build", "--input", "x.json", "--locale", "xx"], "available locales: ar, en, fr, ur"),
    (["build", "--input", "x.json", "--locale", "../en"], "'--locale' expects a language tag"),
    (["build", "--input", "x.json", "--time-zone", "Mars/Olympus"], "'--time-zone' expects"),
    (["build", "--input", "x.json", "--frobnicate"], "unknown option '--frobnicate'"),
    (["frobnicate"], "unknown command 'frobnicate'"),
    (["check"], "missing '--input FILE'"),
  ])
  func badUsageExitsTwo(arguments: [String], message: String) throws {
    let result = try CommandRunner.run(arguments)
    #expect(result.status == 2)
    #expect(result.stderr.contains(message), "\(result.stderr)")
  }

  @Test(arguments: ["build", "check", "sample"])
  func everyCommandHasHelp(command: String) throws {
    let result = try CommandRunner.run([command, "--help"])
    #expect(result.status == 0)
    #expect(result.stdout.contains("Usage: habit-report \(command)"))
  }

  @Test func checkListsWhatWasImported() throws {
    let result = try CommandRunner.run([
      "check", "--input", examples.appendingPathComponent("store.sqlite").path, "--today",
      "2026-11-29",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("habit app SQLite store"))
    #expect(result.stdout.contains("habits: 25"))
    #expect(result.stdout.contains("entries for one day were merged"))
  }
}
