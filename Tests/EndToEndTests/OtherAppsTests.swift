import Foundation
import TestSupport
import Testing

@testable import HabitImport

/// Other apps' histories through the built executable: each Loop Habit
/// Tracker fixture and an Objectuve export builds a site, `check` says what
/// was imported, and the input's bytes never change.
@Suite(.serialized) struct OtherAppsTests {
  static let loopFixtures = CommandRunner.packageRoot
    .deletingLastPathComponent().appendingPathComponent("shared/fixtures/loop-habit-tracker")
  static let objectuve = CommandRunner.packageRoot
    .appendingPathComponent("Tests/HabitImportTests/Fixtures/objectuve/goals.json")

  @Test(
    .enabled(
      if: Prerequisite.fixture("loop-habit-tracker/loop.db"),
      "../shared/fixtures/loop-habit-tracker is absent: skipping the Loop backups"),
    arguments: [
      ("loop.db", "habits: 9"), ("databases/021.db", "habits: 1"),
      ("databases/022.db", "habits: 2"),
    ])
  func loopBackupBuildsASite(file: String, habits: String) throws {
    try buildAndCheck(
      Self.loopFixtures.appendingPathComponent(file), format: "Loop Habit Tracker backup",
      expects: habits)
  }

  @Test func objectuveExportBuildsASite() throws {
    try buildAndCheck(Self.objectuve, format: "Objectuve goals export", expects: "goals left out")
  }

  @Test func anotherAppsDatabaseIsRefusedClearly() throws {
    // Rewire's and Tickmate's databases are read now (OtherTrackersTests): an
    // app nobody reads stands in for "another app".
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let other = folder.appendingPathComponent("other.db")
    try SQLiteDatabase(path: other.path, mode: .readWriteCreate).execute(
      "CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT); INSERT INTO notes VALUES (1, 'hi');")
    let before = try Data(contentsOf: other)
    let result = try CommandRunner.run(["check", "--input", other.path, "--today", "2026-11-29"])
    #expect(result.status == 1)
    #expect(result.stdout.contains("none of the known layouts"), "\(result.stdout)")
    #expect(try Data(contentsOf: other) == before)
  }

  @Test(arguments: [Data("SQLite format 3\u{0}garbage".utf8), Data([0, 1, 2, 3, 255, 254])])
  func garbageInputGivesAClearError(bytes: Data) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("input.db")
    try bytes.write(to: input)
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run(["build", "--input", input.path, "--out", out.path])
    #expect(result.status == 1)
    #expect(!result.signalled)
    #expect(result.stderr.contains(input.path))
    #expect(!FileManager.default.fileExists(atPath: out.path))
    #expect(try Data(contentsOf: input) == bytes)
  }

  func buildAndCheck(_ input: URL, format: String, expects line: String) throws {
    let before = try Data(contentsOf: input)
    let modified =
      try FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate]
      as? Date
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains(format), "\(check.stdout)")
    #expect(check.stdout.contains(line), "\(check.stdout)")
    // The run's shared build of the input: only this test asks for it, so
    // it is built here, after the input's bytes and time were taken.
    let shared = try SharedSite.built(input.path)
    #expect(shared.build.status == 0, "\(shared.build.stderr)")
    let data = try Data(contentsOf: shared.site.appendingPathComponent("data.json"))
    #expect(try JSONSerialization.jsonObject(with: data) is [String: Any])
    #expect(
      FileManager.default.fileExists(atPath: shared.site.appendingPathComponent("index.html").path))
    #expect(try Data(contentsOf: input) == before)
    let after =
      try FileManager.default.attributesOfItem(atPath: input.path)[.modificationDate]
      as? Date
    #expect(after == modified)
  }
}
