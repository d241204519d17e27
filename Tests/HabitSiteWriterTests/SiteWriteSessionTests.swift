import Foundation
import HabitCore
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

/// The streaming write: a session that is aborted or dropped leaves the
/// previous site as it was, and a path given twice keeps the file of the
/// higher rank. (That a site built into a session equals the one collected
/// in memory is `SiteBuilderTests`'.)
@Suite struct SiteWriteSessionTests {
  @Test func anAbortedSessionLeavesThePreviousSiteWhole() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    let before = WriterFolder.snapshot(folder.output)
    let session = try SiteWriter(output: folder.output).begin()
    try session.add("index.html", "<!doctype html><title>v2</title>")
    try session.add("new/page.html", bytes: Array("new".utf8))
    session.abort()
    #expect(WriterFolder.snapshot(folder.output) == before)
    #expect(folder.leftovers == [], "left behind: \(folder.leftovers)")
    // The lock is released: another write goes through.
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 3))
  }

  @Test func aDroppedSessionCleansUp() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    do {
      let session = try SiteWriter(output: folder.output).begin()
      try session.add("index.html", "half a site")
    }
    #expect(!FileManager.default.fileExists(atPath: folder.output.path))
    #expect(folder.leftovers == [], "left behind: \(folder.leftovers)")
  }

  @Test func aPathAddedTwiceKeepsTheLastBytesAndCountsOnce() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    let session = try SiteWriter(output: folder.output).begin()
    // First the previous bytes (carried over by a hard link), then others:
    // the previous site's file must not be overwritten through the link.
    try session.add("data.json", "{\"version\": 1}\n")
    try session.add("data.json", "{\"version\": 2}\n")
    #expect(session.count == 1)
    let before = WriterFolder.snapshot(folder.output)
    #expect(before["data.json"]?.bytes == Data("{\"version\": 1}\n".utf8))
    let report = try session.commit()
    #expect(report.written == 1)
    #expect(report.unchanged == 0)
    #expect(
      FileManager.default.contents(atPath: folder.output.path + "/data.json")
        == Data("{\"version\": 2}\n".utf8))
  }

  @Test func aPathEmittedByTwoPiecesKeepsTheHigherRanksBytesWhateverTheOrder() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let session = try SiteWriter(output: folder.output).begin()
    // From many threads at once, in no set order: rank 63's bytes stay.
    DispatchQueue.concurrentPerform(iterations: 64) { rank in
      var files = SiteFiles()
      files.add("page.html", "rank \(rank)")
      files.add("own/\(rank).html", "\(rank)")
      try? session.emit(files, rank: rank)
    }
    var late = SiteFiles()
    late.add("page.html", "too low")
    try session.emit(late, rank: 5)
    #expect(session.count == 65)
    try session.commit()
    #expect(
      FileManager.default.contents(atPath: folder.output.path + "/page.html")
        == Data("rank 63".utf8))
  }

  @Test func anUnsafePathIsRefused() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let session = try SiteWriter(output: folder.output).begin()
    defer { session.abort() }
    #expect(throws: SiteWriteError.self) { try session.add("../escape.html", "x") }
  }
}
