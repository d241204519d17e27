import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Every file of a theme is checked before it is opened: only regular files
/// (a FIFO is refused by name, never opened), and none past its kind's limit
/// (templates 4 MiB, messages 1 MiB, assets 32 MiB), refused in well under
/// 5 s without being read: a 5 GB sparse file costs nothing.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ThemeFileLimitTests {
  static func build(theme: URL, root: URL) throws -> (CommandRunner.Result, TimeInterval) {
    let started = Date()
    let run = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", root.appendingPathComponent("site").path,
      "--today", "2026-11-29", "--templates", theme.path,
    ])
    return (run, Date().timeIntervalSince(started))
  }

  @Test(arguments: ["assets/huge.bin", "dashboard.html.mustache", "messages/en.json"])
  func aFiveGigabyteFileIsRefusedAtOnce(path: String) throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = root.appendingPathComponent("theme")
    let file = theme.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #require(FileManager.default.createFile(atPath: file.path, contents: nil))
    try #require(truncate(file.path, 5_000_000_000) == 0)
    let (run, seconds) = try Self.build(theme: theme, root: root)
    #expect(run.status == 1, "\(path): exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains(file.path), "\(path): \(run.stderr)")
    #expect(run.stderr.contains("MiB"), "\(path): \(run.stderr)")
    #expect(seconds < 5, "\(path): took \(seconds) s")
    #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("site").path))
  }

  @Test(arguments: ["assets/pipe", "partials/pipe.html.mustache"])
  func aFIFOInTheThemeIsRefusedByName(path: String) throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = root.appendingPathComponent("theme")
    let file = theme.appendingPathComponent(path)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try #require(mkfifo(file.path, 0o644) == 0)
    let (run, seconds) = try Self.build(theme: theme, root: root)
    #expect(run.status == 1, "\(path): exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains(file.path), "\(path): \(run.stderr)")
    #expect(run.stderr.contains("not a regular file"), "\(path): \(run.stderr)")
    #expect(seconds < 5, "\(path): took \(seconds) s")
  }

  /// Many assets, each within its limit, that add up past the theme's
  /// 256 MiB are refused before the one past it is read.
  @Test func assetsAddingUpPastTheThemeLimitAreRefused() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = root.appendingPathComponent("theme/assets")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    for index in 0..<9 {
      let file = theme.appendingPathComponent("part-\(index).bin").path
      try #require(FileManager.default.createFile(atPath: file, contents: nil))
      try #require(truncate(file, 31 << 20) == 0)
    }
    let (run, seconds) = try Self.build(theme: root.appendingPathComponent("theme"), root: root)
    #expect(run.status == 1, "exit \(run.status): \(run.stderr)")
    #expect(run.stderr.contains("256 MiB"), "\(run.stderr)")
    #expect(seconds < 5, "took \(seconds) s")
  }

  /// An asset within its limit is still copied into the site as it is.
  @Test func anAssetWithinTheLimitIsCopied() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = root.appendingPathComponent("theme")
    try FileManager.default.createDirectory(
      at: theme.appendingPathComponent("assets"), withIntermediateDirectories: true)
    let bytes = Data((0..<300_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
    try bytes.write(to: theme.appendingPathComponent("assets/logo.bin"))
    let (run, _) = try Self.build(theme: theme, root: root)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      FileManager.default.contents(atPath: root.path + "/site/assets/logo.bin") == bytes)
  }
}
