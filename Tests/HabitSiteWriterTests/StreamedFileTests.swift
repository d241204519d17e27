import Foundation
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

/// A file written in pieces (`StreamedFile`: `data.json`, `data/days.csv`)
/// lands as the concatenation of its pieces, is carried over unchanged like
/// any other file (same inode and modification time) and rewritten when a
/// byte changes; in memory it is its bytes.
@Suite struct StreamedFileTests {
  /// A file of `pieces` pieces of 700 KB, the last byte of each `last`.
  static func streamed(pieces: Int, last: UInt8 = UInt8(ascii: "a")) -> StreamedFile {
    StreamedFile { put in
      for index in 0..<pieces {
        var piece = [UInt8](repeating: UInt8(ascii: "0") + UInt8(index % 10), count: 700_000)
        piece[piece.count - 1] = last
        piece.withUnsafeBytes { put($0) }
      }
    }
  }

  static func site(pieces: Int, last: UInt8 = UInt8(ascii: "a")) -> SiteFiles {
    var files = WriterFolder.site(version: 1)
    files.add("data.json", streaming: streamed(pieces: pieces, last: last))
    return files
  }

  @Test func itsPiecesLandInOrder() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let report = try SiteWriter(output: folder.output).write(Self.site(pieces: 3))
    let written = try Data(contentsOf: folder.output.appendingPathComponent("data.json"))
    #expect(written == Data(Self.streamed(pieces: 3).bytes()))
    #expect(written.count == 2_100_000)
    #expect(written[699_999] == UInt8(ascii: "a") && written[700_000] == UInt8(ascii: "1"))
    #expect(report.bytesWritten >= 2_100_000)
  }

  @Test func unchangedItIsCarriedOverAndChangedRewritten() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let writer = SiteWriter(output: folder.output)
    try writer.write(Self.site(pieces: 3))
    let before = WriterFolder.snapshot(folder.output)
    let unchanged = try writer.write(Self.site(pieces: 3))
    #expect(unchanged.written == 0)
    #expect(WriterFolder.snapshot(folder.output)["data.json"] == before["data.json"])
    #expect(folder.leftovers == [], "left behind: \(folder.leftovers)")

    // One byte of the last piece differs: the same size, other bytes.
    let changed = try writer.write(Self.site(pieces: 3, last: UInt8(ascii: "b")))
    #expect(changed.written == 1)
    let after = WriterFolder.snapshot(folder.output)["data.json"]
    #expect(after != before["data.json"])
    #expect(after?.bytes == Data(Self.streamed(pieces: 3, last: UInt8(ascii: "b")).bytes()))
  }

  @Test func inMemoryItIsItsBytes() {
    let collector = SiteCollector()
    collector.emit(Self.site(pieces: 2), rank: 1)
    #expect(collector.files["data.json"] == Self.streamed(pieces: 2).bytes())
    #expect(collector.files["data.json"]?.count == 1_400_000)
  }
}
