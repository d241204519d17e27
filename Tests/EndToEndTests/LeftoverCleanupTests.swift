import Foundation
import TestSupport
import Testing

/// What a killed build left beside the output (its staging folder, its
/// retired site, its lock) goes with the next build, even one that finds
/// nothing changed, and the build says so.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct LeftoverCleanupTests {
  /// The id of a process that ran and ended.
  static func deadPID() throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/true")
    try process.run()
    process.waitUntilExit()
    return process.processIdentifier
  }

  @Test func anUnchangedRebuildRemovesWhatADeadBuildLeft() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("site")
    let arguments = [
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
    ]
    let first = try CommandRunner.run(arguments)
    try #require(first.status == 0, "\(first.stderr)")
    let pid = try Self.deadPID()
    let staging = root.appendingPathComponent(".site.staging-\(pid)")
    let retired = root.appendingPathComponent(".site.previous-\(pid)")
    for folder in [staging, retired] {
      try FileManager.default.createDirectory(
        at: folder.appendingPathComponent("habits"), withIntermediateDirectories: true)
      try Data("half".utf8).write(to: folder.appendingPathComponent("habits/index.html"))
    }
    try Data("\(pid)\n".utf8).write(to: root.appendingPathComponent(".site.lock"))
    let second = try CommandRunner.run(arguments)
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.contains("nothing changed"), "\(second.stdout)")
    #expect(second.stderr.contains("removed \(staging.path)"), "\(second.stderr)")
    #expect(second.stderr.contains("removed \(retired.path)"), "\(second.stderr)")
    let names = try FileManager.default.contentsOfDirectory(atPath: root.path).sorted()
    #expect(names == ["site"], "\(names)")
  }
}
