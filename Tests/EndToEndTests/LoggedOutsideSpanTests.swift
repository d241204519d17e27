import Foundation
import HabitJSON
import TestSupport
import Testing

/// Nothing logged is dropped in silence (DESIGN.md §3): entries before a
/// habit's start are `extra` days in data.json, the days before the start
/// without one `unscheduled`, and entries after today are not drawn; `build`
/// and `check` warn about both with counts and habits, exit status 0.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct LoggedOutsideSpanTests {
  static let quran = "Qur'an reading"

  /// examples/export.json with Qur'an reading starting on 1 June 2026.
  static func lateStartExport(in folder: URL) throws -> URL {
    let data = try Data(contentsOf: SweepSupport.examples.appendingPathComponent("export.json"))
    guard case .object(var root) = try JSONParser.parse(data),
      case .array(var habits)? = root["habits"]
    else { throw CocoaError(.fileReadCorruptFile) }
    for index in habits.indices {
      guard case .object(var habit) = habits[index], habit["title"] == .string(quran) else {
        continue
      }
      habit["startDate"] = .string("2026-06-01")
      habit["createdAt"] = .string("2026-06-01T08:00:00Z")
      habits[index] = .object(habit)
    }
    root["habits"] = .array(habits)
    let url = folder.appendingPathComponent("export.json")
    try Data(JSONWriter().string(.object(root)).utf8).write(to: url)
    return url
  }

  static let beforeStartWarning =
    "Qur'an reading: 164 days logged before its start (1 June 2026) are shown as done though "
    + "not due"

  @Test func entriesBeforeTheStartAreExtraAndWarnedByBuild() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.lateStartExport(in: folder)
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stderr.contains("warning: " + Self.beforeStartWarning), "\(run.stderr)")
    let data = try JSONParser.parse(
      try Data(contentsOf: out.appendingPathComponent("data.json")))
    guard case .object(let root) = data, case .array(let habits)? = root["habits"],
      let habit = habits.first(where: {
        if case .object(let object) = $0 { object["title"] == .string(Self.quran) } else { false }
      }),
      case .object(let object) = habit, case .array(let windows)? = object["windows"],
      case .object(let window)? = windows.first, case .object(let days)? = window["days"]
    else {
      Issue.record("no days for Qur'an reading in data.json")
      return
    }
    #expect(days["2025-11-29"] == .string("extra"))
    let before = days.members.filter { $0.key < "2026-06-01" }.map(\.value)
    #expect(before.count == 184, "the days from the first entry to the start")
    #expect(before.filter { $0 == JSONValue.string("extra") }.count == 164)
    #expect(
      before.allSatisfy { $0 == JSONValue.string("extra") || $0 == JSONValue.string("unscheduled") }
    )
    #expect(days["2026-06-01"] != .string("extra"))
  }

  @Test func entriesBeforeTheStartAreWarnedByCheck() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.lateStartExport(in: folder)
    let run = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("warning: " + Self.beforeStartWarning), "\(run.stdout)")
    #expect(!run.stdout.contains("0 warnings"), "\(run.stdout)")
  }

  @Test func entriesAfterTodayAreWarnedByBuildAndCheck() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let warning = "282 entries dated after today (31 October 2026) are not shown"
    let check = try CommandRunner.run([
      "check", "--input", "examples/export.json", "--today", "2026-10-31",
    ])
    #expect(check.status == 0, "\(check.stderr)")
    #expect(check.stdout.contains(warning), "\(check.stdout)")
    #expect(check.stdout.contains("is --today or the time zone right?"), "\(check.stdout)")
    #expect(check.stdout.contains("Qur'an reading"), "the habits are named: \(check.stdout)")
    let out = folder.appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-10-31",
    ])
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stderr.contains("warning: " + warning), "\(build.stderr)")
  }
}
