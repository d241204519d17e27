import Foundation
import TestSupport
import Testing

/// A JSON document that names its `format` is read as that format whatever
/// other members it holds (an unknown member is ignored, as the README
/// says): a habit export with a `data.goals` member is still a habit export,
/// never an empty Objectuve history.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct FormatByNameTests {
  @Test func anExportWithAnObjectuveLookingMemberIsStillAnExport() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var text = try String(
      contentsOf: SweepSupport.examples.appendingPathComponent("export.json"), encoding: .utf8)
    let opening = text.firstIndex(of: "{")!
    text.insert(contentsOf: #" "data": {"goals": []},"#, at: text.index(after: opening))
    let input = folder.appendingPathComponent("export.json")
    try Data(text.utf8).write(to: input)
    let check = try CommandRunner.run(["check", "--input", input.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
    #expect(check.stdout.contains(": habit-export JSON"), "\(check.stdout)")
    #expect(check.stdout.contains("habits: 25"), "\(check.stdout)")
    let out = folder.appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(build.status == 0, "\(build.stderr)")
    #expect(build.stdout.contains("for 25 habits"), "\(build.stdout)")
  }
}
