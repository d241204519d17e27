import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Links are never followed: a link in `--dump-context`, a theme file that
/// is a link, and a link where the previous site's file or folder should be
/// are refused, naming the link, with nothing written through it; `--out`
/// given as a link is resolved once and the link stays a link.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct LinkTests {
  static let example = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")

  static func build(out: URL, _ extra: [String] = [], today: String = "2026-11-29") throws
    -> (status: Int32, signalled: Bool, stdout: String, stderr: String)
  {
    try ChildProcess.run(
      ["build", "--input", example.path, "--out", out.path, "--today", today] + extra)
  }

  static func link(_ path: URL, to target: URL) throws {
    try FileManager.default.createSymbolicLink(
      atPath: path.path, withDestinationPath: target.path)
  }

  @Test func aLinkInTheDumpFolderIsNotWrittenThrough() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let outside = folder.appendingPathComponent("outside.txt")
    try Data("mine".utf8).write(to: outside)
    let dump = folder.appendingPathComponent("contexts")
    try FileManager.default.createDirectory(at: dump, withIntermediateDirectories: true)
    try Self.link(dump.appendingPathComponent("index.html.json"), to: outside)
    let out = folder.appendingPathComponent("site")
    let run = try Self.build(out: out, ["--dump-context", dump.path])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("index.html.json"), "\(run.stderr)")
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(FileManager.default.contents(atPath: outside.path) == Data("mine".utf8))
    #expect(!FileManager.default.fileExists(atPath: out.path), "the site was written")
  }

  @Test func aThemeFileThatIsALinkIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let secret = folder.appendingPathComponent("secret.txt")
    try Data("secret".utf8).write(to: secret)
    let theme = folder.appendingPathComponent("theme")
    try FileManager.default.createDirectory(
      at: theme.appendingPathComponent("assets"), withIntermediateDirectories: true)
    try Self.link(theme.appendingPathComponent("assets/passwd.css"), to: secret)
    let out = folder.appendingPathComponent("site")
    let run = try Self.build(out: out, ["--templates", theme.path])
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains(theme.path + "/assets/passwd.css"), "\(run.stderr)")
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: out.path), "the site was written")
  }

  @Test func aLinkInThePreviousSiteIsAForeignFile() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    try #require(try Self.build(out: out).status == 0)
    let style = out.appendingPathComponent("assets/style.css")
    let outside = folder.appendingPathComponent("style.css")
    try FileManager.default.moveItem(at: style, to: outside)
    try Self.link(style, to: outside)
    let before = SweepSupport.contents(out)
    let run = try Self.build(out: out, today: "2026-11-28")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains("assets/style.css"), "\(run.stderr)")
    #expect(run.stderr.contains("symbolic link"), "\(run.stderr)")
    #expect(SweepSupport.contents(out) == before)
    let kind = try FileManager.default.attributesOfItem(atPath: style.path)[.type]
    #expect(kind as? FileAttributeType == .typeSymbolicLink)
  }

  @Test func aLinkedWeeksFolderIsRefusedAndNothingOutsideIsLinked() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("site")
    try #require(try Self.build(out: out).status == 0)
    let outside = folder.appendingPathComponent("elsewhere")
    try FileManager.default.moveItem(at: out.appendingPathComponent("weeks"), to: outside)
    try Self.link(out.appendingPathComponent("weeks"), to: outside)
    let run = try Self.build(out: out, today: "2026-11-28")
    #expect(run.status == 1, "\(run.stderr)")
    #expect(run.stderr.contains(out.path + "/weeks"), "\(run.stderr)")
    let files = CommandRunner.tree(outside)
    #expect(!files.isEmpty)
    for name in files {
      var status = stat()
      #expect(lstat(outside.appendingPathComponent(name).path, &status) == 0)
      #expect(status.st_nlink == 1, "\(name) was hard-linked into the new site")
    }
  }

  @Test func anOutputGivenAsALinkIsResolvedOnce() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let real = folder.appendingPathComponent("real")
    try #require(try Self.build(out: real).status == 0)
    let link = folder.appendingPathComponent("published")
    try Self.link(link, to: real)
    let run = try Self.build(out: link, today: "2026-11-28")
    #expect(run.status == 0, "\(run.stderr)")
    let kind = try FileManager.default.attributesOfItem(atPath: link.path)[.type]
    #expect(kind as? FileAttributeType == .typeSymbolicLink, "the link was replaced")
    let data = try String(contentsOf: real.appendingPathComponent("data.json"), encoding: .utf8)
    #expect(data.contains("\"today\":\"2026-11-28\"") || data.contains("\"today\": \"2026-11-28\""))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
    #expect(names == ["published", "real"], "\(names)")
  }
}
