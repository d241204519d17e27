import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A theme's assets are copied into the site in bounded pieces, never read
/// whole and never linked to the theme: an asset near the 32 MiB limit
/// arrives byte for byte, as a file of its own, and a theme of several such
/// assets costs the build no more memory than one without them.
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ThemeAssetCopyTests {
  static let example = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
  /// Just under the 32 MiB an asset may be.
  static let nearLimit = (32 << 20) - 1

  /// `count` bytes that differ from one run of bytes to the next.
  static func bytes(_ count: Int, seed: UInt64) -> Data {
    var state = seed
    var data = Data(count: count)
    data.withUnsafeMutableBytes { raw in
      let words = raw.bindMemory(to: UInt8.self)
      for index in 0..<count {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        words[index] = UInt8(truncatingIfNeeded: state >> 56)
      }
    }
    return data
  }

  static func inode(_ path: String) -> (device: UInt64, inode: UInt64)? {
    var status = stat()
    guard lstat(path, &status) == 0 else { return nil }
    return (UInt64(status.st_dev), UInt64(status.st_ino))
  }

  @Test func anAssetNearTheLimitCopiesByteForByte() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let theme = root.appendingPathComponent("theme/assets")
    try FileManager.default.createDirectory(at: theme, withIntermediateDirectories: true)
    let source = theme.appendingPathComponent("big.bin")
    let original = Self.bytes(Self.nearLimit, seed: 7)
    try original.write(to: source)
    let out = root.appendingPathComponent("site")
    let arguments = [
      "build", "--input", Self.example.path, "--out", out.path, "--today", "2026-11-29",
      "--templates", root.appendingPathComponent("theme").path,
    ]
    let run = try ChildProcess.run(arguments)
    try #require(run.status == 0, "\(run.stderr)")
    let copied = out.appendingPathComponent("assets/big.bin")
    #expect(try Data(contentsOf: copied) == original)
    let (theirs, ours) = (Self.inode(source.path), Self.inode(copied.path))
    #expect(theirs != nil && ours != nil)
    #expect(theirs?.inode != ours?.inode || theirs?.device != ours?.device, "linked to the theme")
    // One byte changed, same size: the rebuild sees it and copies it.
    var changed = original
    changed[Self.nearLimit / 2] ^= 0xFF
    try changed.write(to: source)
    let again = try ChildProcess.run(arguments)
    try #require(again.status == 0, "\(again.stderr)")
    #expect(!again.stdout.contains("nothing changed"), "\(again.stdout)")
    #expect(try Data(contentsOf: copied) == changed)
  }

  /// The peak memory of a build, in KiB, from `/usr/bin/time -f %M`.
  static func peakKiB(_ arguments: [String]) throws -> Int? {
    guard let executable = CommandRunner.executable,
      FileManager.default.fileExists(atPath: "/usr/bin/time")
    else { return nil }
    let folder = try CommandRunner.temporaryFolder("habit-report-time")
    defer { try? FileManager.default.removeItem(at: folder) }
    let report = folder.appendingPathComponent("time")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-f", "%M", "-o", report.path, executable.path] + arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return -1 }
    let text = try String(contentsOf: report, encoding: .utf8)
    return Int(
      text.trimmingCharacters(in: .whitespacesAndNewlines).split(separator: "\n").last ?? "")
  }

  @Test func assetsDoNotCostMemory() throws {
    let root = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: root) }
    let assets = root.appendingPathComponent("theme/assets")
    try FileManager.default.createDirectory(at: assets, withIntermediateDirectories: true)
    let plain = root.appendingPathComponent("plain")
    try FileManager.default.createDirectory(at: plain, withIntermediateDirectories: true)
    // Seven assets of 32 MiB less a byte: 224 MiB, within the theme's 256.
    let piece = Self.bytes(Self.nearLimit, seed: 3)
    for index in 0..<7 {
      try piece.write(to: assets.appendingPathComponent("part\(index).bin"))
    }
    func build(_ theme: URL, _ name: String) throws -> Int? {
      try Self.peakKiB([
        "build", "--input", Self.example.path, "--out", root.appendingPathComponent(name).path,
        "--today", "2026-11-29", "--templates", theme.path,
      ])
    }
    guard let without = try build(plain, "site-plain"),
      let with = try build(root.appendingPathComponent("theme"), "site-assets")
    else {
      print("skipped: /usr/bin/time is not installed")
      return
    }
    try #require(without > 0 && with > 0, "a build failed")
    print("peak memory: \(without) KiB without the assets, \(with) KiB with 224 MiB of them")
    // Read whole, the assets alone would add 224 MiB.
    #expect(with - without < 48 << 10, "\(with - without) KiB more with the assets")
  }
}
