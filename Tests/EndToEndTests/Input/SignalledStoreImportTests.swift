import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A store is read through a private copy in the temporary folder (DESIGN
/// §4). SIGTERM or SIGINT while that copy is being read must remove it, as
/// the build's own staging folder is: the child runs with a `TMPDIR` of its
/// own, so whatever it leaves there is seen.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct SignalledStoreImportTests {
  /// A store large enough that reading it takes a while (written once per
  /// run, and only read), and a private temporary folder for the child.
  static func prepare() throws -> (folder: URL, store: URL, tmp: URL) {
    let folder = try CommandRunner.temporaryFolder()
    let store = try SharedSites.sample(
      ["--habits", "150", "--years", "8", "--seed", "5", "--format", "sqlite"],
      fileName: "large.sqlite")
    let tmp = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: false)
    return (folder, store, tmp)
  }

  /// What the child left in its temporary folder.
  static func left(in tmp: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: tmp.path)) ?? []).sorted()
  }

  static func copyExists(in tmp: URL) -> Bool {
    left(in: tmp).contains { $0.hasPrefix("habit-report-store-") }
  }

  @Test(arguments: [
    (["check"], SIGTERM), (["check"], SIGINT), (["build"], SIGTERM), (["build"], SIGINT),
  ])
  func aSignalDuringAStoreImportRemovesItsCopy(command: [String], signal: Int32) throws {
    let (folder, store, tmp) = try Self.prepare()
    defer { try? FileManager.default.removeItem(at: folder) }
    var arguments = command + ["--input", store.path, "--today", "2026-11-29"]
    if command == ["build"] { arguments += ["--out", folder.appendingPathComponent("site").path] }
    let child = try ChildProcess(arguments, environment: ["TMPDIR": tmp.path])
    let caught = child.when(watching: tmp, seconds: 120) { Self.copyExists(in: tmp) }
    try #require(caught, "the import ended before its copy was seen: \(child.stderr)")
    child.send(signal)
    #expect(child.wait(seconds: 60), "the signalled \(command[0]) did not end")
    #expect(!child.signalled, "ended by the signal itself, without cleaning up")
    #expect(child.status == 128 + signal, "exit \(child.status): \(child.stderr)")
    #expect(child.stderr.contains("interrupted"), "\(child.stderr)")
    #expect(Self.left(in: tmp).isEmpty, "left in TMPDIR: \(Self.left(in: tmp))")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
  }

  /// Without a signal, the copy is removed as the import ends; no signal
  /// has to land while it is read, so a small store does (checking the
  /// large one cost 1.3 CPU s).
  @Test func anImportThatEndsRemovesItsCopy() throws {
    let (folder, _, tmp) = try Self.prepare()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = try SharedSites.sample(
      ["--habits", "3", "--years", "1", "--seed", "5", "--format", "sqlite"],
      fileName: "small.sqlite")
    let child = try ChildProcess(
      ["check", "--input", store.path, "--today", "2026-11-29"], environment: ["TMPDIR": tmp.path])
    #expect(child.wait(seconds: 300))
    #expect(child.status == 0, "\(child.stderr)")
    #expect(Self.left(in: tmp).isEmpty, "left in TMPDIR: \(Self.left(in: tmp))")
  }
}
