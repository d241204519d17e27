import Foundation
import HabitCore
import Testing

@testable import HabitSite

/// The streaming write: a site rendered straight into a session is the same,
/// byte for byte, as one rendered in memory and written whole, and a session
/// that is aborted or dropped leaves the previous site as it was.
@Suite struct SiteWriteSessionTests {
  static func evaluation() -> HistoryEvaluation {
    DensityEngine(history: PageFixture.history()).evaluate(today: PageFixture.today)
  }

  @Test(arguments: ["en", "ar"])
  func aStreamedSiteEqualsTheSiteWrittenWhole(locale: String) throws {
    let whole = try WriterFolder()
    let streamed = try WriterFolder()
    defer {
      whole.remove()
      streamed.remove()
    }
    let theme = try Theme(defaults: DefaultTheme.files)
    let options = SiteOptions(locale: locale)
    let site = try SiteBuilder.build(Self.evaluation(), theme: theme, options: options)
    try SiteWriter(output: whole.output).write(site.files)
    let session = try SiteWriter(output: streamed.output).begin()
    _ = try SiteBuilder.build(Self.evaluation(), theme: theme, options: options, into: session)
    #expect(session.paths == site.files.paths)
    let report = try session.commit()
    #expect(report.written == site.files.count)
    #expect(report.bytesWritten == site.files.byteCount)
    let first = WriterFolder.snapshot(whole.output).mapValues(\.bytes)
    let second = WriterFolder.snapshot(streamed.output).mapValues(\.bytes)
    #expect(first.keys.sorted() == second.keys.sorted())
    for (path, bytes) in first where path != SiteWriter.markerName {
      #expect(second[path] == bytes, "\(path) differs")
    }
    #expect(streamed.leftovers == [], "left behind: \(streamed.leftovers)")
  }

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

  @Test func anUnsafePathIsRefused() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let session = try SiteWriter(output: folder.output).begin()
    defer { session.abort() }
    #expect(throws: SiteWriteError.self) { try session.add("../escape.html", "x") }
  }
}
