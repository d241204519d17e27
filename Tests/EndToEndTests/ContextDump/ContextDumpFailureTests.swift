import Foundation
import TestSupport
import Testing

/// `--dump-context` is part of the write: when the contexts cannot be
/// written, the build fails (exit 1) leaving neither the new site nor a
/// partial context folder.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ContextDumpFailureTests {
  @Test func aContextFolderThatCannotTakeTheContextsWritesNothing() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("site")
    let first = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
    ])
    try #require(first.status == 0, "\(first.stderr)")
    let before = SweepSupport.contents(out)
    // A file where the contexts need a folder: `habits/...` cannot go in.
    let dump = root.appendingPathComponent("contexts")
    try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true)
    try Data("mine".utf8).write(to: dump.appendingPathComponent("habits"))
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-28",
      "--dump-context", dump.path,
    ])
    #expect(run.status == 1, "exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains(dump.path), "\(run.stderr)")
    #expect(SweepSupport.contents(out) == before, "the new site was put in place")
    #expect(CommandRunner.tree(dump) == ["habits"], "\(CommandRunner.tree(dump))")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(names == ["contexts", "site"], "\(names)")
  }

  @Test func contextsStillGoIntoANewOrExistingFolder() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let dump = root.appendingPathComponent("a/contexts")
    for today in ["2026-11-29", "2026-11-28"] {
      let run = try CommandRunner.run([
        "build", "--input", "examples/export.json", "--out",
        root.appendingPathComponent("site").path,
        "--today", today, "--dump-context", dump.path,
      ])
      #expect(run.status == 0, "\(run.stderr)")
      let index = try String(
        contentsOf: dump.appendingPathComponent("index.html.json"), encoding: .utf8)
      #expect(index.contains(today))
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path + "/a")
    #expect(names == ["contexts"], "\(names)")
  }
}
