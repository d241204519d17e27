import Foundation
import TestSupport
import Testing

/// Issue 41, items 1 and 5: every reader holds the README's limits (amounts
/// and targets up to 1,000,000, dates 1970–2100), so no input reaches the
/// engine with an amount that could overflow a sum or a date that lays out
/// millennia of days.
@Suite(.serialized) struct ReaderLimitsTests {
  /// Runs `check` and `build` on `input`: both exit 1 with no signal, say
  /// `expected`, and write nothing.
  func refused(_ input: URL, saying expected: String) throws {
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(!check.signalled, "\(check.stderr)")
    #expect(check.status == 1, "\(check.stdout)\(check.stderr)")
    #expect((check.stdout + check.stderr).contains(expected), "\(check.stdout)\(check.stderr)")
    let out = input.deletingLastPathComponent().appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(!build.signalled, "\(build.stderr)")
    #expect(build.status == 1, "\(build.stdout)\(build.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path))
  }

  @Test(arguments: [3_074_457_345_618_258_602, 9_223_372_036_854_722_809, 1_000_000_001])
  func aLoopAtMostValuePastTheLimitIsRefusedByItsRow(value: Int) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try FaithfulTrackerTests.database(
      FaithfulTrackerTests.loopTables
        + FaithfulTrackerTests.loopHabit(1, "Pages", type: 1, targetType: 1, target: 5)
        + FaithfulTrackerTests.repetitions(
          1, "2026-11-20=\(value)", "2026-11-21=\(value)", "2026-11-22=\(value)",
          "2026-11-23=\(value)"),
      in: folder, name: "at-most.db")
    try refused(backup, saying: "Repetitions id=1, column value")
  }

  @Test func aLoopValueAtTheLimitIsRead() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try FaithfulTrackerTests.database(
      FaithfulTrackerTests.loopTables
        + FaithfulTrackerTests.loopHabit(1, "Pages", type: 1, targetType: 1, target: 5)
        + FaithfulTrackerTests.repetitions(1, "2026-11-20=1000000000"),
      in: folder, name: "at-most.db")
    let check = try CommandRunner.run(["check", "--input", backup.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
  }

  @Test(arguments: ["1969-12-31", "1938-05-01", "2101-01-01"])
  func aLoopDayOutside1970To2100IsRefused(day: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try FaithfulTrackerTests.database(
      FaithfulTrackerTests.loopTables
        + FaithfulTrackerTests.loopHabit(1, "Walk")
        + FaithfulTrackerTests.repetitions(1, "2026-11-20=2", "\(day)=2"),
      in: folder, name: "old.db")
    try refused(backup, saying: "between 1970 and 2100")
  }

  @Test(arguments: ["0001-01-01", "1900-06-01", "1969-12-31", "2101-01-01T08:00:00Z"])
  func anObjectuveDateOutside1970To2100IsRefused(day: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let goals = folder.appendingPathComponent("goals.json")
    try Data(
      """
      {"data": {"goals": [{"publicId": "g1", "name": "Read", "createdAt": "2025-01-06T07:30:00Z",
        "recurrenceType": "daily", "habitCompletions": [
          {"completedDate": "2025-01-06", "streakFreezeUsed": false},
          {"completedDate": "\(day)", "streakFreezeUsed": false}]}]}}
      """.utf8
    ).write(to: goals)
    try refused(goals, saying: "between 1970 and 2100")
  }

  @Test func anObjectuveGoalCreatedInYearOneIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let goals = folder.appendingPathComponent("goals.json")
    try Data(
      """
      {"data": {"goals": [{"publicId": "g1", "name": "Read", "createdAt": "0001-01-01T00:00:00Z",
        "recurrenceType": "daily", "habitCompletions": []}]}}
      """.utf8
    ).write(to: goals)
    try refused(goals, saying: "between 1970 and 2100")
  }
}
