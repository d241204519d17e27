import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing left behind, with real processes and real signals: SIGTERM or
/// SIGINT during a build removes its staging folder and lock and keeps the
/// previous site; what a SIGKILLed build leaves is removed by the next build,
/// which says so; a previous site that cannot be removed fails the build
/// (exit 1) and stays where it was; an unchanged rebuild under a read-only
/// parent succeeds.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct InterruptedBuildTests {
  static let example = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")

  /// A long history (12 habits over 6 years: a site of about 700 files, so
  /// a build stays long enough in each stage for a test to signal it there,
  /// at a fifth of the cost of the 120 habits it once had), written once per
  /// run and only read by the tests that build it.
  static func largeHistory() throws -> URL {
    try SharedSites.sample(
      ["--habits", "12", "--years", "6", "--seed", "11"], fileName: "long.json")
  }

  /// A folder with a previous site built from the example, and the large
  /// history (when asked for; the run's shared one).
  static func prepare(large isLarge: Bool = true) throws -> (folder: URL, large: URL, out: URL) {
    let folder = try CommandRunner.temporaryFolder()
    let large = isLarge ? try largeHistory() : folder.appendingPathComponent("large.json")
    let out = folder.appendingPathComponent("site")
    let first = try ChildProcess.run([
      "build", "--input", example.path, "--out", out.path, "--today", "2026-11-29",
    ])
    try #require(first.status == 0, "\(first.stderr)")
    return (folder, large, out)
  }

  /// The names beside the site that a build makes for itself.
  static func leftovers(in folder: URL) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter {
      $0.hasPrefix(".site.staging-") || $0.hasPrefix(".site.previous-") || $0 == ".site.lock"
    }
    .sorted()
  }

  static func stagingExists(in folder: URL) -> Bool {
    leftovers(in: folder).contains { $0.hasPrefix(".site.staging-") }
  }

  @Test(arguments: [SIGTERM, SIGINT])
  func aSignalledBuildRemovesItsStagingAndLock(signal: Int32) throws {
    let (folder, large, out) = try Self.prepare()
    defer { try? FileManager.default.removeItem(at: folder) }
    let before = SweepSupport.contents(out)
    let child = try ChildProcess([
      "build", "--input", large.path, "--out", out.path, "--today", "2026-11-29",
    ])
    let caught = child.when(watching: folder, seconds: 120) { Self.stagingExists(in: folder) }
    try #require(caught, "the build ended before its staging folder was seen: \(child.stderr)")
    child.send(signal)
    #expect(child.wait(seconds: 60), "the signalled build did not end")
    #expect(!child.signalled, "ended by the signal itself, without cleaning up")
    #expect(child.status == 128 + signal, "exit \(child.status): \(child.stderr)")
    #expect(child.stderr.contains("interrupted"), "\(child.stderr)")
    #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
    #expect(SweepSupport.contents(out) == before)
  }

  @Test func aKilledBuildsLeftoversAreRemovedByTheNextBuild() throws {
    let (folder, large, out) = try Self.prepare()
    defer { try? FileManager.default.removeItem(at: folder) }
    let child = try ChildProcess([
      "build", "--input", large.path, "--out", out.path, "--today", "2026-11-29",
    ])
    let caught = child.when(watching: folder, seconds: 120) { Self.stagingExists(in: folder) }
    try #require(caught, "the build ended before its staging folder was seen: \(child.stderr)")
    child.send(SIGKILL)
    child.wait(seconds: 60)
    let left = Self.leftovers(in: folder)
    #expect(left.contains(".site.staging-\(child.pid)"), "\(left)")
    let next = try ChildProcess.run([
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-28",
    ])
    #expect(next.status == 0, "\(next.stderr)")
    #expect(next.stderr.contains("removed"), "\(next.stderr)")
    #expect(next.stderr.contains(".site.staging-\(child.pid)"), "\(next.stderr)")
    #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
  }

  /// `chattr +i`, or nil (and the reason) when the file system or the
  /// privileges do not allow it.
  static func makeImmutable(_ path: String) -> String? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = ["+i", path]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return "chattr is not installed" }
    process.waitUntilExit()
    return process.terminationStatus == 0 ? nil : "chattr +i is not supported here"
  }

  static func makeMutable(_ path: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/chattr")
    process.arguments = ["-i", path]
    try? process.run()
    process.waitUntilExit()
  }

  /// Root ignores permission bits, so the old site is made unremovable with
  /// the immutable flag (skipped where `chattr +i` is refused).
  @Test func aPreviousSiteThatCannotBeRemovedFailsTheBuild() throws {
    let (folder, _, out) = try Self.prepare(large: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let locked = out.appendingPathComponent("weeks").path
    if let reason = Self.makeImmutable(locked) {
      print("skipped: \(reason)")
      return
    }
    defer { Self.makeMutable(locked) }
    let before = SweepSupport.contents(out)
    let run = try ChildProcess.run([
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-28",
    ])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("weeks"), "\(run.stderr)")
    #expect(SweepSupport.contents(out) == before)
    #expect(Self.leftovers(in: folder).isEmpty, "\(Self.leftovers(in: folder))")
  }

  @Test func anUnchangedRebuildUnderAReadOnlyParentSucceeds() throws {
    let (folder, _, out) = try Self.prepare(large: false)
    defer { try? FileManager.default.removeItem(at: folder) }
    let arguments = [
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-29",
    ]
    if let reason = Self.makeImmutable(folder.path) {
      print("skipped: \(reason)")
      return
    }
    defer { Self.makeMutable(folder.path) }
    let run = try ChildProcess.run(arguments)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("nothing changed"), "\(run.stdout)")
  }
}
