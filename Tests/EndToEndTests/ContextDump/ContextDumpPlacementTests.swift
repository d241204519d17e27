import Foundation
import TestSupport
import Testing

/// `--dump-context` inside `--out` is bad usage (exit 2) with nothing
/// written: each build replaces the output folder as a whole, so contexts
/// there would be deleted by the build that writes them.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct ContextDumpPlacementTests {
  @Test func aContextFolderInsideAFreshOutIsBadUsageAndWritesNothing() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--today", "2026-11-29", "--out", out.path,
      "--dump-context", out.appendingPathComponent("contexts").path,
    ])
    #expect(run.status == 2, "\(run.stderr)")
    #expect(run.stderr.contains("--dump-context"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
  }

  @Test func aContextFolderInsideAnExistingSiteIsBadUsageAndChangesNothing() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    let first = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--today", "2026-11-29", "--out", out.path,
    ])
    try #require(first.status == 0, "\(first.stderr)")
    let before = CommandRunner.tree(out)
    for contexts in [out.path, out.appendingPathComponent("contexts").path] {
      let run = try CommandRunner.run([
        "build", "--input", "examples/export.json", "--today", "2026-11-28", "--out", out.path,
        "--dump-context", contexts,
      ])
      #expect(run.status == 2, "\(contexts): \(run.stderr)")
      #expect(CommandRunner.tree(out) == before)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["site"])
  }
}
