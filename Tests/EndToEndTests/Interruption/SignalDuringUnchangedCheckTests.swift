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
  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalWhileTheUnchangedCheckHoldsTheLockRemovesIt(signal: Int32) throws {
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
    #expect(caught > 0, "no rebuild was caught holding the lock")
  }
}
