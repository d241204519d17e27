import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The two gaps of `--dump-context` left by the staging of the contexts: a
/// context that cannot be moved into an existing folder (here an old
/// context file made immutable) must fail the build leaving the previous
/// site and the previous contexts as they were; a signal while the
/// contexts are staged or moved must leave no staging folder and no mix.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ContextDumpGapTests {
  static let example = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")

  /// What a build made for itself beside the site and the contexts.
  static func leftovers(in root: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []).filter {
      $0.hasPrefix(".") && $0.contains("-")
    }
    .sorted()
  }

  @Test func aContextThatCannotBeMovedInLeavesSiteAndContextsAsTheyWere() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("site")
    let dump = root.appendingPathComponent("contexts")
    let first = try ChildProcess.run([
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-29",
      "--dump-context", dump.path,
    ])
    try #require(first.status == 0, "\(first.stderr)")
    // The last context moved in (by path order) cannot be replaced.
    let locked = dump.appendingPathComponent("years/index.html.json").path
    try #require(FileManager.default.fileExists(atPath: locked))
    if let reason = InterruptedBuildTests.makeImmutable(locked) {
      print("skipped: \(reason)")
      return
    }
    defer { InterruptedBuildTests.makeMutable(locked) }
    let site = SweepSupport.contents(out)
    let contexts = SweepSupport.contents(dump)
    let run = try ChildProcess.run([
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-28",
      "--dump-context", dump.path,
    ])
    #expect(run.status == 1, "exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains(dump.path), "\(run.stderr)")
    #expect(SweepSupport.contents(out) == site, "the new site was put in place")
    #expect(SweepSupport.contents(dump) == contexts, "the contexts were changed in part")
    #expect(Self.leftovers(in: root).isEmpty, "\(Self.leftovers(in: root))")
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalWhileContextsAreStagedLeavesNoStaging(signal: Int32) throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let large = try InterruptedBuildTests.largeHistory()
    let out = root.appendingPathComponent("site")
    let dump = root.appendingPathComponent("contexts")
    let first = try ChildProcess.run([
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-29",
      "--dump-context", dump.path,
    ])
    try #require(first.status == 0, "\(first.stderr)")
    let site = SweepSupport.contents(out)
    let contexts = SweepSupport.contents(dump)
    let child = try ChildProcess([
      "build", "--input", large.path, "--out", out.path, "--today", "2026-11-29",
      "--dump-context", dump.path,
    ])
    let caught = child.when(watching: root, seconds: 300) {
      Self.leftovers(in: root).contains { $0.hasPrefix(".contexts.staging-") }
    }
    try #require(caught, "the build ended before its contexts were staged: \(child.stderr)")
    child.send(signal)
    #expect(child.wait(seconds: 60), "the signalled build did not end")
    #expect(!child.signalled, "ended by the signal itself, without cleaning up")
    #expect(child.status == 128 + signal, "exit \(child.status): \(child.stderr)")
    #expect(Self.leftovers(in: root).isEmpty, "\(Self.leftovers(in: root))")
    if child.stderr.contains("the new site is in place") {
      // Too late to stop: the site and every context are the new ones.
      #expect(SweepSupport.contents(out) != site)
      #expect(SweepSupport.contents(dump).count > contexts.count)
    } else {
      #expect(SweepSupport.contents(out) == site, "\(child.stderr)")
      #expect(SweepSupport.contents(dump) == contexts, "the contexts were changed in part")
    }
  }
}
