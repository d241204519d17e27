import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A SIGTERM or SIGINT that arrives once the new site is swapped into place
/// either lets the build finish (exit 0) or says that the new site is in
/// place — never that the previous site is as it was.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct SignalAfterSwapTests {
  static func markerInode(_ out: URL) -> UInt {
    var status = stat()
    guard lstat(out.appendingPathComponent(".habit-report-site").path, &status) == 0 else {
      return 0
    }
    return UInt(status.st_ino)
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalJustAfterTheSwapTellsTheTruth(signal: Int32) throws {
    let (folder, large, out) = try InterruptedBuildTests.prepare()
    defer { try? FileManager.default.removeItem(at: folder) }
    // Six rounds of a history of about 700 files (four rounds of 120 habits
    // before): more tries at the moments after the swap, at a third of the
    // cost.
    var inPlace = 0
    for round in 0..<6 {
      let today = round % 2 == 0 ? "2026-11-28" : "2026-11-29"
      let before = Self.markerInode(out)
      let child = try ChildProcess([
        "build", "--input", large.path, "--out", out.path, "--today", today,
      ])
      // The marker at the output changes the moment the new site is there.
      let swapped = child.when(watching: folder, seconds: 120) {
        Self.markerInode(out) != before
      }
      child.send(signal)
      #expect(child.wait(seconds: 60), "round \(round): the build did not end")
      let data = try String(contentsOf: out.appendingPathComponent("data.json"), encoding: .utf8)
      #expect(data.contains(today), "round \(round): the new site is not in place")
      #expect(!child.stderr.contains("is as it was"), "round \(round): \(child.stderr)")
      if child.status != 0 {
        #expect(child.status == 128 + signal, "round \(round): exit \(child.status)")
        #expect(child.stderr.contains("new site is in place"), "round \(round): \(child.stderr)")
        inPlace += 1
      }
      #expect(InterruptedBuildTests.leftovers(in: folder).isEmpty, "round \(round)")
      _ = swapped
    }
    print(
      "signal \(signal) after the swap: \(inPlace) of 6 rounds stopped with the new site in place")
  }
}
