import Foundation
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

#if canImport(Glibc)
  import Glibc
#endif

/// A theme's asset read in pieces: copied byte for byte (pieces of 1 MiB and
/// a tail), refused when it is no regular file or over its limit, and never
/// copied when it changed after the theme was loaded (the build's
/// fingerprint saw other bytes). A session copies it, or links the previous
/// site's file when that holds the same bytes.
@Suite struct ThemeAssetTests {
  static func bytes(_ count: Int) -> Data {
    Data((0..<count).map { UInt8(truncatingIfNeeded: $0 &* 131 &+ ($0 >> 11)) })
  }

  @Test(arguments: [
    0, 1, ThemeAsset.pieceSize - 1, ThemeAsset.pieceSize, 3 * ThemeAsset.pieceSize + 17,
  ])
  func anAssetCopiesByteForByte(size: Int) throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let source = folder.parent.appendingPathComponent("a.bin")
    try Self.bytes(size).write(to: source)
    let asset = try ThemeAsset(reading: source.path, limit: 32 << 20)
    #expect(asset.size == size)
    let copy = folder.parent.appendingPathComponent("copy.bin").path
    #expect(asset.copy(to: copy) == nil)
    #expect(FileManager.default.contents(atPath: copy) == Self.bytes(size))
    #expect(asset.isHeld(at: copy))
    #expect(try asset.bytes() == Array(Self.bytes(size)))
  }

  /// What is done to the file after the theme was loaded, and the words of
  /// the refusal.
  static let changes: [(name: String, change: @Sendable (URL) throws -> Void, reason: String)] = [
    (
      "one byte changed",
      { url in
        var data = try Data(contentsOf: url)
        data[data.count / 2] ^= 0xFF
        let handle = try FileHandle(forWritingTo: url)
        try handle.write(contentsOf: data)
        try handle.close()
      }, "changed"
    ),
    (
      "grown",
      { url in
        let handle = try FileHandle(forWritingTo: url)
        try handle.seekToEnd()
        try handle.write(contentsOf: Data([1, 2, 3]))
        try handle.close()
      }, "changed"
    ),
    (
      "replaced by another file of the same size",
      { url in try Data(repeating: 7, count: 2_000_000).write(to: url, options: .atomic) },
      "changed"
    ),
  ]

  @Test(arguments: 0..<changes.count)
  func anAssetChangedAfterLoadingIsNotCopied(index: Int) throws {
    let row = Self.changes[index]
    let folder = try WriterFolder()
    defer { folder.remove() }
    let source = folder.parent.appendingPathComponent("a.bin")
    try Self.bytes(2_000_000).write(to: source)
    let asset = try ThemeAsset(reading: source.path, limit: 32 << 20)
    try row.change(source)
    let copy = folder.parent.appendingPathComponent("copy.bin").path
    let reason = asset.copy(to: copy)
    #expect(reason?.contains(row.reason) == true, "\(row.name): \(reason ?? "copied")")
    #expect(!FileManager.default.fileExists(atPath: copy), "\(row.name): a partial copy is left")
  }

  @Test func aLinkAFolderAndALargeFileAreRefused() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let source = folder.parent.appendingPathComponent("a.bin")
    try Self.bytes(100).write(to: source)
    let link = folder.parent.appendingPathComponent("link.bin")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: source)
    #expect(throws: ThemeAsset.Failure.self) { try ThemeAsset(reading: link.path, limit: 1000) }
    #expect(throws: ThemeAsset.Failure.self) {
      try ThemeAsset(reading: folder.parent.path, limit: 1000)
    }
    #expect(throws: ThemeAsset.Failure.self) { try ThemeAsset(reading: source.path, limit: 99) }
  }

  @Test func aSessionCopiesTheAssetThenLinksThePreviousSitesFile() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let source = folder.parent.appendingPathComponent("a.bin")
    try Self.bytes(1_500_000).write(to: source)
    let asset = try ThemeAsset(reading: source.path, limit: 32 << 20)
    let writer = SiteWriter(output: folder.output)
    var files = SiteFiles()
    files.add("assets/a.bin", copying: asset)
    files.add("index.html", "<p>")
    let first = try writer.write(files)
    #expect(first.written == 2)
    let copied = folder.output.appendingPathComponent("assets/a.bin")
    #expect(FileManager.default.contents(atPath: copied.path) == Self.bytes(1_500_000))
    var theirs = stat()
    var ours = stat()
    #expect(lstat(source.path, &theirs) == 0 && lstat(copied.path, &ours) == 0)
    #expect(theirs.st_ino != ours.st_ino, "linked to the theme")
    let second = try writer.write(files)
    #expect(second.unchanged == 2, "\(second)")
    #expect(FileManager.default.contents(atPath: copied.path) == Self.bytes(1_500_000))
  }
}
