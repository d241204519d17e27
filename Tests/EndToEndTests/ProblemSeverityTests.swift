import Foundation
import TestSupport
import Testing

/// Each problem is printed with its own severity: a build or check that
/// fails on errors still prints its warnings as warnings, never as
/// "error: …: warning: …" (a warning read as an error).
@Suite(.enabled(if: Prerequisite.binary, "the built habit-report is missing"))
struct ProblemSeverityTests {
  /// One warning (a binary habit's target of 2, read as 1) and one error
  /// (an entry with a negative amount).
  static let export = """
    {"format": "habit-export", "version": 1, "settings": {"timeZone": "UTC"},
     "habits": [{"id": "H1", "title": "Read", "kind": "binary", "createdAt": "2026-01-05T09:12:00Z",
       "frequency": "daily", "scheduledDays": "1,2,3,4,5,6,7", "targetPerWeek": 0,
       "windows": [{"id": "W1", "target": 2, "entries": [
         {"id": "E1", "date": "2026-01-06", "amount": -1}]}]}]}
    """
  static let warning =
    "warning: habits[0].windows[0].target: expected 1 for a binary habit, found 2; read as 1"
  static let error = "habits[0].windows[0].entries[0].amount: expected an integer ≥ 0"

  static func lines(_ command: String) throws -> [String] {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("mixed.json")
    try Data(Self.export.utf8).write(to: input)
    var arguments = [command, "--input", input.path]
    if command == "build" {
      arguments += ["--out", folder.appendingPathComponent("site").path, "--today", "2026-11-29"]
    }
    let run = try ChildProcess.run(arguments)
    #expect(run.status == 1, "\(run)")
    return (run.stdout + run.stderr).split(separator: "\n").map(String.init)
  }

  @Test(arguments: ["build", "check"])
  func warningsPrintAsWarningsBesideErrors(_ command: String) throws {
    let lines = try Self.lines(command)
    let warning = try #require(lines.first { $0.contains(Self.warning) }, "\(lines)")
    #expect(!warning.hasPrefix("error:"), "\(warning)")
    #expect(warning.hasSuffix("mixed.json: \(Self.warning)"), "\(warning)")
    let error = try #require(lines.first { $0.contains(Self.error) }, "\(lines)")
    #expect(error.hasPrefix("error: "), "\(error)")
    #expect(!lines.contains { $0.hasPrefix("error:") && $0.contains(": warning: ") }, "\(lines)")
  }
}
