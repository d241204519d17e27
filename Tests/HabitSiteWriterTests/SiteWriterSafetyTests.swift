import Foundation
import Testing

@testable import HabitSite
@testable import HabitSiteWriter

#if canImport(Glibc)
  import Glibc
#endif

/// Nothing lost: a folder that is not a previous site is never replaced, and
/// a write that fails anywhere — a file in the way, a full disk, an error
/// halfway through, another build holding the lock — leaves the previous site
/// byte for byte as it was, with no staging folder behind.
@Suite struct SiteWriterSafetyTests {
  @Test func refusesANonEmptyFolderThatIsNotASite() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.output, withIntermediateDirectories: true)
    try Data("my thesis".utf8).write(to: folder.output.appendingPathComponent("thesis.txt"))
    let before = WriterFolder.snapshot(folder.output)
    let error = #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    }
    #expect(error?.reason.contains("refusing to replace this folder") == true)
    #expect(WriterFolder.snapshot(folder.output) == before)
    #expect(folder.leftovers == [])
  }

  @Test func refusesAFolderHoldingOnlyTheUsersOwnReadme() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.output, withIntermediateDirectories: true)
    try Data("# My notes\n".utf8).write(to: folder.output.appendingPathComponent("README.md"))
    let before = WriterFolder.snapshot(folder.output)
    #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    }
    #expect(WriterFolder.snapshot(folder.output) == before)
  }

  @Test func replacesTheRepositorysOwnSiteFolder() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try FileManager.default.createDirectory(at: folder.output, withIntermediateDirectories: true)
    try Data(SiteReadme.text.utf8).write(to: folder.output.appendingPathComponent("README.md"))
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    #expect(FileManager.default.fileExists(atPath: folder.output.path + "/index.html"))
  }

  @Test(arguments: [0, 1, 11, 22])
  func anErrorHalfwayLeavesThePreviousSiteWhole(failAfter: Int) throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    let before = WriterFolder.snapshot(folder.output)
    var writer = SiteWriter(output: folder.output)
    writer.failAfterFiles = failAfter
    let error = #expect(throws: SiteWriteError.self) {
      try writer.write(WriterFolder.site(version: 2))
    }
    #expect(error?.reason.contains("No space left on device") == true)
    #expect(WriterFolder.snapshot(folder.output) == before)
    #expect(folder.leftovers == [], "left behind: \(folder.leftovers)")
  }

  @Test func anOutputWhoseParentIsAFileFailsClearly() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let file = folder.parent.appendingPathComponent("keep-file")
    try Data("x".utf8).write(to: file)
    let error = #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: file.appendingPathComponent("site")).write(
        WriterFolder.site(version: 1))
    }
    #expect(error?.reason.contains("cannot create the folder") == true)
    #expect(FileManager.default.contents(atPath: file.path) == Data("x".utf8))
  }

  @Test func anOutputThatIsAFileIsNotReplaced() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try Data("precious".utf8).write(to: folder.output)
    let error = #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    }
    #expect(error?.reason.contains("not a folder") == true)
    #expect(FileManager.default.contents(atPath: folder.output.path) == Data("precious".utf8))
  }

  /// chmod does not stop root; as root the injected fault and the file in
  /// the way above stand in for an unwritable folder.
  @Test(.enabled(if: geteuid() != 0, "running as root, where chmod 555 does not stop writes"))
  func anUnwritableParentLeavesThePreviousSiteWhole() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    let before = WriterFolder.snapshot(folder.output)
    chmod(folder.parent.path, 0o555)
    #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: folder.output).write(WriterFolder.site(version: 2))
    }
    chmod(folder.parent.path, 0o755)
    #expect(WriterFolder.snapshot(folder.output) == before)
  }

  @Test func aHeldLockRefusesTheSecondBuild() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 1))
    let before = WriterFolder.snapshot(folder.output)
    let lockPath = folder.parent.appendingPathComponent(".site.lock").path
    let descriptor = open(lockPath, O_CREAT | O_RDWR, 0o644)
    #expect(descriptor >= 0)
    #expect(flock(descriptor, LOCK_EX | LOCK_NB) == 0)
    let error = #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: folder.output).write(WriterFolder.site(version: 2))
    }
    #expect(
      error?.reason.contains("another habit-report build is writing into this folder") == true)
    #expect(WriterFolder.snapshot(folder.output) == before)
    flock(descriptor, LOCK_UN)
    close(descriptor)
    try SiteWriter(output: folder.output).write(WriterFolder.site(version: 2))
    #expect(
      FileManager.default.contents(atPath: folder.output.path + "/data.json")
        == Data("{\"version\": 2}\n".utf8))
  }

  /// A lock won on a lock file its holder has since unlinked guards nothing:
  /// the writer must notice and lock the file that is there now.
  @Test func aLockOnAnUnlinkedLockFileIsNotTrusted() throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    let lockPath = folder.parent.appendingPathComponent(".site.lock").path
    let first = try OutputLock(path: lockPath, output: folder.output.path)
    // The first build finishes: unlinks and unlocks. A build that had opened
    // the old file could now lock it; a new one creates and locks a new file.
    let stale = open(lockPath, O_RDWR)
    first.release()
    #expect(flock(stale, LOCK_EX | LOCK_NB) == 0)
    let second = try OutputLock(path: lockPath, output: folder.output.path)
    // The holder of the stale file must be told no when it checks.
    var opened = stat()
    var named = stat()
    #expect(fstat(stale, &opened) == 0)
    #expect(stat(lockPath, &named) == 0)
    #expect(opened.st_ino != named.st_ino)
    #expect(throws: SiteWriteError.self) {
      _ = try OutputLock(path: lockPath, output: folder.output.path)
    }
    second.release()
    close(stale)
  }

  @Test(arguments: ["../evil.html", "/etc/evil", "a/../../evil", "", "a//b", "./x", "a/\0/b"])
  func pathsThatLeaveTheFolderAreRefused(path: String) throws {
    let folder = try WriterFolder()
    defer { folder.remove() }
    var files = WriterFolder.site(version: 1)
    files.add(path, "evil")
    #expect(throws: SiteWriteError.self) {
      try SiteWriter(output: folder.output).write(files)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.output.path))
    #expect(!FileManager.default.fileExists(atPath: folder.parent.path + "/evil.html"))
    #expect(folder.leftovers == [])
  }
}
