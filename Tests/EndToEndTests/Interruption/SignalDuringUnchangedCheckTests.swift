import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The lock is removed whatever the moment of the signal: a rebuild that
/// finds nothing changed holds the output's lock while it checks the
/// previous site (no staging folder yet), and a SIGTERM or SIGINT then left
/// `.site.lock` behind while saying nothing was left.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct SignalDuringUnchangedCheckTests {
  /// Both signals in turn on one site (built once: 60 habits over 4
  /// years, so the check takes long enough to be caught); between them, a
  /// plain rebuild must still find nothing changed, so each signal meets
  /// the unchanged check and not a full build.
  @Test func aSignalWhileTheUnchangedCheckHoldsTheLockRemovesIt() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("history.json")
    let sample = try ChildProcess.run([
      "sample", "--habits", "60", "--years", "4", "--seed", "7", "--out", input.path,
    ])
    try #require(sample.status == 0, "\(sample.stderr)")
    let out = folder.appendingPathComponent("site")
    let arguments = ["build", "--input", input.path, "--out", out.path, "--today", "2026-11-29"]
    let first = try ChildProcess.run(arguments, seconds: 300)
    try #require(first.status == 0, "\(first.stderr)")
    for signal in [SIGTERM, SIGINT] {
      let again = try ChildProcess.run(arguments, seconds: 300)
      try #require(again.status == 0, "\(again.stderr)")
      #expect(
        again.stdout.contains("nothing changed since the last build"),
        "before signal \(signal): \(again.stdout)")
      try Self.signalUnchangedChecks(arguments, in: folder, with: signal)
    }
  }

  /// Up to five unchanged rebuilds, each sent `signal` once it holds the
  /// lock: at least one must be caught, and each must leave nothing behind.
  static func signalUnchangedChecks(_ arguments: [String], in folder: URL, with signal: Int32)
    throws
  {
    let lock = folder.appendingPathComponent(".site.lock").path
    var caught = 0
    for _ in 0..<5 {
      let child = try ChildProcess(arguments)
      let held = child.when(watching: folder, seconds: 60) {
        FileManager.default.fileExists(atPath: lock)
      }
      guard held else {
        child.wait(seconds: 60)
        continue
      }
      child.send(signal)
      #expect(child.wait(seconds: 60), "the signalled build did not end")
      #expect(!child.signalled, "ended by the signal itself, without cleaning up")
      if child.status == 128 + signal {
        caught += 1
        #expect(child.stderr.contains("nothing was left behind"), "\(child.stderr)")
      }
      #expect(
        InterruptedBuildTests.leftovers(in: folder).isEmpty,
        "\(InterruptedBuildTests.leftovers(in: folder)): \(child.stderr)")
    }
    #expect(caught > 0, "signal \(signal): no rebuild was caught holding the lock")
  }
}
