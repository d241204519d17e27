import Foundation
import TestSupport
import Testing

@testable import HabitImport

/// Issue 41, item 4: a store beside a hot rollback journal (another process
/// is in the middle of a transaction, its changed pages already in the
/// file) is read as SQLite would read it, rolled back: the uncommitted rows
/// are never published.
@Suite(.serialized) struct HotJournalTests {
  @Test func aStoreWithAHotJournalIsReadRolledBack() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let original = folder.appendingPathComponent("original.sqlite")
    let sample = try CommandRunner.run([
      "sample", "--habits", "3", "--years", "1", "--format", "sqlite", "--out", original.path,
    ])
    try #require(sample.status == 0, "\(sample.stderr)")
    // A writer in the middle of a transaction: a cache of one page makes
    // SQLite write the changed pages into the file before the commit, with
    // the old ones in the journal. The files are copied as they are then.
    let writer = try SQLiteDatabase(path: original.path, mode: .readWriteCreate)
    try writer.execute(
      "PRAGMA journal_mode = DELETE; PRAGMA cache_size = 1; BEGIN; "
        + "UPDATE ZHABIT SET ZTITLE = 'UNCOMMITTED ' || ZTITLE; UPDATE ZHABITENTRY SET ZAMOUNT = 0;"
    )
    let store = folder.appendingPathComponent("store.sqlite")
    try FileManager.default.copyItem(at: original, to: store)
    try FileManager.default.copyItem(
      atPath: original.path + "-journal", toPath: store.path + "-journal")
    try writer.execute("ROLLBACK;")
    // Without its journal the copied file shows the uncommitted rows.
    let alone = folder.appendingPathComponent("alone.sqlite")
    try FileManager.default.copyItem(at: store, to: alone)
    let peek = try SQLiteDatabase(path: alone.path, mode: .readOnly).prepare(
      "SELECT count(*) FROM ZHABIT WHERE ZTITLE LIKE 'UNCOMMITTED%'")
    _ = try peek.step()
    try #require(peek.int(0) > 0, "the file holds the uncommitted rows")
    let before = try Data(contentsOf: store)
    let journal = try Data(contentsOf: URL(fileURLWithPath: store.path + "-journal"))
    let out = folder.appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", store.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let data = try String(contentsOf: out.appendingPathComponent("data.json"), encoding: .utf8)
    #expect(!data.contains("UNCOMMITTED"), "the uncommitted titles are not read")
    #expect(try Data(contentsOf: store) == before, "the store is untouched")
    #expect(
      try Data(contentsOf: URL(fileURLWithPath: store.path + "-journal")) == journal,
      "the journal is untouched")
  }
}
