import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The marker proves the site: a folder whose `.habit-report-site` is empty,
/// holds other text, is a folder, a FIFO, a link or cannot be read is not a
/// site habit-report wrote, so `build --out` it exits 1 and touches nothing.
/// And a file of the user's inside a previous site (not in the manifest the
/// marker keeps) is never deleted: the build is refused, naming it.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ForgedMarkerTests {
  static let marker = ".habit-report-site"

  /// A folder holding the person's files and a forged marker made by `forge`.
  static func folder(_ forge: (URL) throws -> Void) throws -> (root: URL, out: URL) {
    let root = try CommandRunner.temporaryFolder()
    let out = root.appendingPathComponent("mine")
    try FileManager.default.createDirectory(
      at: out.appendingPathComponent("sub"), withIntermediateDirectories: true)
    try Data("keep me".utf8).write(to: out.appendingPathComponent("keep.txt"))
    try Data("and me".utf8).write(to: out.appendingPathComponent("sub/x.txt"))
    try forge(out.appendingPathComponent(marker))
    return (root, out)
  }

  static func build(_ out: URL, today: String = "2026-11-29") throws -> CommandRunner.Result {
    try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", today,
    ])
  }

  static func expectIntact(_ out: URL, _ run: CommandRunner.Result, _ kind: String) {
    #expect(run.status == 1, "\(kind): exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains("refusing to replace this folder"), "\(kind): \(run.stderr)")
    #expect(run.stderr.contains(marker), "\(kind): \(run.stderr)")
    #expect(
      FileManager.default.contents(atPath: out.path + "/keep.txt") == Data("keep me".utf8),
      "\(kind)")
    #expect(
      FileManager.default.contents(atPath: out.path + "/sub/x.txt") == Data("and me".utf8),
      "\(kind)")
    #expect(!FileManager.default.fileExists(atPath: out.path + "/index.html"), "\(kind)")
  }

  @Test(arguments: [
    "empty", "foreign text", "the first line only", "the first line and other text", "folder",
    "fifo", "link to a file",
  ])
  func aForgedMarkerLeavesTheFolderAlone(kind: String) throws {
    let header = "This folder is written by habit-report; it is replaced on each build.\n"
    let (root, out) = try Self.folder { marker in
      switch kind {
      case "empty": try Data().write(to: marker)
      case "foreign text": try Data("my notes about the site\n".utf8).write(to: marker)
      case "the first line only": try Data(header.utf8).write(to: marker)
      case "the first line and other text":
        try Data((header + "{\"x\":1}\n").utf8).write(to: marker)
      case "folder":
        try FileManager.default.createDirectory(at: marker, withIntermediateDirectories: true)
      case "fifo": #expect(mkfifo(marker.path, 0o644) == 0)
      default:
        let target = marker.deletingLastPathComponent().appendingPathComponent("keep.txt")
        try FileManager.default.createSymbolicLink(at: marker, withDestinationURL: target)
      }
    }
    defer { try? FileManager.default.removeItem(at: root) }
    let started = Date()
    let run = try Self.build(out)
    #expect(Date().timeIntervalSince(started) < 30, "\(kind): a FIFO marker must not block")
    Self.expectIntact(out, run, kind)
  }

  /// chmod does not stop root, who reads any file.
  @Test(.enabled(if: geteuid() != 0, "running as root, who can read a mode-000 file"))
  func anUnreadableMarkerLeavesTheFolderAlone() throws {
    let (root, out) = try Self.folder { marker in
      try Data("x".utf8).write(to: marker)
      chmod(marker.path, 0)
    }
    defer { try? FileManager.default.removeItem(at: root) }
    Self.expectIntact(out, try Self.build(out), "unreadable")
  }

  /// A marker the current version wrote still proves its site: a rebuild
  /// with another day replaces it.
  @Test func aRealSiteIsStillReplaced() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("site")
    #expect(try Self.build(out).status == 0)
    let second = try Self.build(out, today: "2026-11-28")
    #expect(second.status == 0, "\(second.stderr)")
    #expect(second.stdout.contains("as of 2026-11-28"), "\(second.stdout)")
  }

  /// The person's own files inside a previous site, top level and in a
  /// folder of the site, are refused by name and kept.
  @Test(arguments: ["mine.txt", "habits/notes.txt", "drafts/idea.md"])
  func aUsersFileInsideTheSiteIsRefusedByName(path: String) throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let out = root.appendingPathComponent("site")
    #expect(try Self.build(out).status == 0)
    let file = out.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("my own words".utf8).write(to: file)
    for today in ["2026-11-29", "2026-11-28"] {
      let run = try Self.build(out, today: today)
      #expect(run.status == 1, "\(path) \(today): exit \(run.status): \(run.stderr)")
      #expect(run.stderr.contains(file.path), "\(path): \(run.stderr)")
      #expect(FileManager.default.contents(atPath: file.path) == Data("my own words".utf8))
    }
    try FileManager.default.removeItem(at: file)
    let after = try Self.build(out, today: "2026-11-28")
    #expect(after.status == 0, "\(after.stderr)")
  }
}
