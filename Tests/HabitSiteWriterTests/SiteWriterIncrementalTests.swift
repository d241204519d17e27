import Foundation
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

/// An unchanged rebuild rewrites no file: every file, the marker included,
/// keeps its inode and modification time; a changed file alone is new.
@Suite struct SiteWriterIncrementalTests {
  @Test func anUnchangedRebuildRewritesNoFile() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let writer = SiteWriter(output: folder.output)
    try writer.write(WriterFolder.site(version: 1))
    let before = WriterFolder.snapshot(folder.output)
    #expect(before[SiteWriter.markerName] != nil)
    let report = try writer.write(WriterFolder.site(version: 1))
    #expect(report.written == 0)
    #expect(report.unchanged == WriterFolder.site(version: 1).count)
    #expect(WriterFolder.snapshot(folder.output) == before)
    #expect(folder.leftovers == [], "left behind: \(folder.leftovers)")
  }

  @Test func onlyChangedFilesAreRewritten() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let writer = SiteWriter(output: folder.output)
    var files = WriterFolder.site(version: 1)
    try writer.write(files)
    let before = WriterFolder.snapshot(folder.output)
    files.add("habits/habit-3/index.html", "changed\n")
    files.add("habits/new/index.html", "new\n")
    let report = try writer.write(files)
    #expect(report.written == 2)
    let after = WriterFolder.snapshot(folder.output)
    // The marker lists the files' states, so it changes with them.
    for (path, state) in before
    where path != "habits/habit-3/index.html" && path != SiteWriter.markerName {
      #expect(after[path] == state, "\(path) was rewritten")
    }
    #expect(after["habits/habit-3/index.html"]?.bytes == Data("changed\n".utf8))
    #expect(after["habits/new/index.html"]?.bytes == Data("new\n".utf8))
  }

  @Test func aFileNoLongerBuiltIsGone() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let writer = SiteWriter(output: folder.output)
    try writer.write(WriterFolder.site(version: 1, count: 5))
    try writer.write(WriterFolder.site(version: 1, count: 3))
    #expect(!FileManager.default.fileExists(atPath: folder.output.path + "/habits/habit-4"))
    #expect(FileManager.default.fileExists(atPath: folder.output.path + "/habits/habit-2"))
  }
}
