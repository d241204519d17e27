import Foundation
import HabitCore
import HabitJSON
import TestSupport
import Testing

/// The simpler trackers' files through the built executable: `check` names
/// the format and the counts, `build` writes a site whose data.json holds the
/// habits, bad input exits 1 with the line named, and the input's bytes and
/// modification time never change.
@Suite(.serialized) struct OtherTrackersTests {
  static let fixtures = CommandRunner.packageRoot
    .deletingLastPathComponent().appendingPathComponent("shared/fixtures/loop-habit-tracker")

  @Test(
    .enabled(
      if: Prerequisite.fixture("loop-habit-tracker/rewire.db"),
      "../shared/fixtures/loop-habit-tracker is absent: skipping the Rewire, Tickmate and HabitBull files"
    ),
    arguments: [
      (
        "rewire.db", "Rewire database",
        [
          "habits: 3", "entries: 58", "skipped check-ins: 2",
          "check-ins neither done nor skipped, left out: 3",
        ],
        ["rewire-1", "rewire-2", "rewire-3"]
      ),
      (
        "tickmate.db", "Tickmate database",
        ["habits: 3", "entries: 68", "extra ticks on a ticked day, merged: 14"],
        ["tickmate-2", "tickmate-3", "tickmate-1"]
      ),
      (
        "habitbull.csv", "HabitBull CSV export",
        ["habits: 4", "entries: 14", "duplicate rows merged: 4"],
        ["habitbull-1", "habitbull-2", "habitbull-3", "habitbull-4"]
      ),
      (
        "habitbull2.csv", "HabitBull CSV export",
        ["habits: 6", "entries: 71", "rows left out (negative or empty value): 2"],
        (1...6).map { "habitbull-\($0)" }
      ),
      (
        "habitbull3.csv", "HabitBull CSV export", ["habits: 2", "entries: 10"],
        ["habitbull-1", "habitbull-2"]
      ),
      ("habitbull4.csv", "HabitBull CSV export", ["habits: 1", "entries: 2"], ["habitbull-1"]),
    ])
  func fixtureBuildsASite(file: String, format: String, counts: [String], ids: [String]) throws {
    let input = Self.fixtures.appendingPathComponent(file)
    let before = try Data(contentsOf: input)
    let modified =
      try FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate] as? Date

    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.hasPrefix("\(input.path): \(format)\n"), "\(check.stdout)")
    for line in counts {
      #expect(check.stdout.contains("  \(line)\n"), "\(line) in \(check.stdout)")
    }

    // The run's shared build of the fixture: only this test asks for it, so
    // it is built here, after the input's bytes and time were taken.
    let shared = try SharedSite.built(input.path)
    let site = shared.site
    let build = shared.build
    #expect(build.status == 0, "\(build.stderr)")
    #expect(!build.signalled)
    let data = try JSONParser.parse(try Data(contentsOf: site.appendingPathComponent("data.json")))
    #expect(data["today"] == .string("2026-11-29"))
    guard case .array(let habits)? = data["habits"] else {
      Issue.record("data.json has no habits array")
      return
    }
    #expect(Set(habits.compactMap { $0["id"] }) == Set(ids.map { JSONValue.string($0) }))
    #expect(FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path))

    #expect(try Data(contentsOf: input) == before)
    let after =
      try FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate] as? Date
    #expect(after == modified)
  }

  @Test(
    arguments: [
      (
        "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRead,,,2024-02-30,1,\n",
        "line 2, column CalendarDate: expected a date"
      ),
      (
        "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\r\n",
        "the file has a header but no rows"
      ),
      (
        "\u{FEFF}HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRead,\"x,,1/1/2024,1,\n",
        "line 2: a quoted field is never closed"
      ),
      (
        "HabitName,HabitDescription,HabitCategory,CalendarDate,Value,CommentText\nRead,,,1/1/2024,1e999,\n",
        "line 2, column Value: expected a number from 0 to 1000000"
      ),
    ])
  func badHabitBullExportIsRefused(text: String, message: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("export.csv")
    let bytes = Data(text.utf8)
    try bytes.write(to: input)
    let site = folder.appendingPathComponent("site")
    let build = try CommandRunner.run(["build", "--input", input.path, "--out", site.path])
    #expect(build.status == 1)
    #expect(!build.signalled)
    #expect(build.stderr.contains(input.path) && build.stderr.contains(message), "\(build.stderr)")
    #expect(!FileManager.default.fileExists(atPath: site.path))
    let check = try CommandRunner.run(["check", "--input", input.path])
    #expect(check.status == 1)
    #expect(check.stdout.contains(message), "\(check.stdout)")
    #expect(try Data(contentsOf: input) == bytes)
  }
}
