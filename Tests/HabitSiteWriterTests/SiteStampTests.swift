import Foundation
import HabitJSON
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

#if canImport(Glibc)
  import Glibc
#endif

/// A stamped site is recognised as intact until anything in it changes: an
/// edited, removed or added file, a replaced folder; an unstamped site never
/// is. The marker keeps its first line.
@Suite struct SiteStampTests {
  static let stamp = SiteStamp(
    fingerprint: "abc", facts: JSONObject([("today", .string("2026-11-29")), ("n", .integer(1))]))

  static func written() throws -> (WriterFolder, SiteWriter) {
    let folder = try WriterFolder()
    let writer = SiteWriter(output: folder.output)
    try writer.write(WriterFolder.site(version: 1), stamp: stamp)
    return (folder, writer)
  }

  @Test func anIntactSiteGivesItsStampBack() throws {
    let (folder, writer) = try Self.written()
    defer { folder.remove() }
    #expect(writer.intactStamp() == Self.stamp)
    let marker = try String(
      contentsOf: folder.output.appendingPathComponent(SiteWriter.markerName), encoding: .utf8)
    #expect(marker.hasPrefix(SiteWriter.markerText))
    #expect(try writer.unchangedStamp { $0.fingerprint == "abc" } == Self.stamp)
    #expect(try writer.unchangedStamp { $0.fingerprint == "other" } == nil)
    // An unchanged, stamped rebuild keeps every file, the marker included.
    let before = WriterFolder.snapshot(folder.output)
    let report = try writer.write(WriterFolder.site(version: 1), stamp: Self.stamp)
    #expect(report.written == 0)
    #expect(WriterFolder.snapshot(folder.output) == before)
    #expect(writer.intactStamp() == Self.stamp)
  }

  @Test func anUnstampedSiteHasNoStamp() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let writer = SiteWriter(output: folder.output)
    try writer.write(WriterFolder.site(version: 1))
    #expect(writer.intactStamp() == nil)
  }

  @Test func anEditedFileBreaksIt() throws {
    let (folder, writer) = try Self.written()
    defer { folder.remove() }
    let path = folder.output.appendingPathComponent("index.html").path
    let original = try #require(FileManager.default.contents(atPath: path))
    // Same size, other bytes, a later time.
    var bytes = [UInt8](original)
    bytes[0] ^= 1
    usleep(10_000)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    #expect(writer.intactStamp() == nil)
  }

  @Test func aRemovedFileBreaksIt() throws {
    let (folder, writer) = try Self.written()
    defer { folder.remove() }
    try FileManager.default.removeItem(
      at: folder.output.appendingPathComponent("habits/habit-3/index.html"))
    #expect(writer.intactStamp() == nil)
  }

  @Test(arguments: ["extra.html", "habits/extra.html", "habits/habit-2/extra.svg"])
  func anAddedFileBreaksIt(path: String) throws {
    let (folder, writer) = try Self.written()
    defer { folder.remove() }
    try Data("x".utf8).write(to: folder.output.appendingPathComponent(path))
    #expect(writer.intactStamp() == nil)
  }

  @Test func aDamagedMarkerBreaksIt() throws {
    let (folder, writer) = try Self.written()
    defer { folder.remove() }
    let marker = folder.output.appendingPathComponent(SiteWriter.markerName)
    try Data((SiteWriter.markerText + "{\"fingerprint\":").utf8).write(to: marker)
    #expect(writer.intactStamp() == nil)
  }

  @Test func theFingerprintSeesEveryByteAndBoundary() {
    func hex(_ parts: [String]) -> String {
      var hasher = BuildFingerprint()
      for part in parts { hasher.combine(part) }
      return hasher.hex
    }
    let long = String(repeating: "abcdefgh", count: 40)
    var seen: Set<String> = []
    for parts in [
      ["ab", "c"], ["a", "bc"], ["abc"], [""], [], [long], [long + "x"], [long + "y"],
      [String(long.dropLast()) + "i"],
    ] {
      #expect(seen.insert(hex(parts)).inserted, "\(parts)")
    }
    #expect(hex(["abc"]) == hex(["abc"]))
    #expect(hex(["abc"]).count == 32)
  }
}
