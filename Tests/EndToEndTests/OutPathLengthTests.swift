import Foundation
import TestSupport
import Testing

/// An `--out` whose name is too long for the folders a build makes beside
/// it (`.NAME.staging-PID`, `.NAME.lock`), or whose path is too long for the
/// system, gets a message naming it and saying what to do — not "cannot
/// create the lock" nor "The specified URL type isn't supported".
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct OutPathLengthTests {
  static let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path

  @Test func aTwoHundredFiftyByteNameIsNamed() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent(String(repeating: "n", count: 250))
    let run = try CommandRunner.run([
      "build", "--input", Self.input, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(run.status == 1, "exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains(out.path), "\(run.stderr)")
    #expect(run.stderr.contains("shorter"), "\(run.stderr)")
    #expect(!run.stderr.contains("cannot create the lock"), "\(run.stderr)")
    #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == [])
  }

  @Test func anOutUnderAVeryDeepWorkingFolderIsNamed() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    var deep = root
    while deep.path.utf8.count < 4_042 {
      deep = deep.appendingPathComponent(String(repeating: "d", count: 200))
    }
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let run = try CommandRunner.run(
      ["build", "--input", Self.input, "--out", "site", "--today", "2026-11-29"], in: deep)
    #expect(run.status == 1, "exit \(run.status): \(run.stderr)")
    #expect(!run.stderr.contains("URL type"), "\(run.stderr)")
    #expect(run.stderr.contains("shorter"), "\(run.stderr)")
  }
}
