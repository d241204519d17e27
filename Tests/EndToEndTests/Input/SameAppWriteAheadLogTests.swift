import Foundation
import TestSupport
import Testing

/// A `-wal` taken from another store of the same app (same schema) must not
/// be applied: its salts are not the ones the store's `-shm` index holds (or
/// no index came with it), so it is refused by its own name. The store's own
/// live `-wal` and `-shm`, copied together, still read.
@Suite(
  .serialized,
  .enabled(
    if: SweepSupport.haveExamples && FileManager.default.fileExists(atPath: "/usr/bin/sqlite3"),
    "examples/, the built habit-report or /usr/bin/sqlite3 is missing"))
struct SameAppWriteAheadLogTests {
  /// A copy of the example store at `name`, in WAL mode, with `sql` held in
  /// its log (never checkpointed): the log and index are copied to
  /// `walTo`/`shmTo` while the connection is open.
  static func liveStore(
    _ name: String, in folder: URL, sql: String, copyWalTo walTo: String?,
    copyShmTo shmTo: String? = nil
  ) throws -> URL {
    let store = folder.appendingPathComponent(name)
    try FileManager.default.copyItem(
      at: SweepSupport.examples.appendingPathComponent("store.sqlite"), to: store)
    var script = "PRAGMA journal_mode=WAL;\nPRAGMA wal_autocheckpoint=0;\n\(sql)\n"
    if let walTo { script += ".shell cp '\(store.path)-wal' '\(walTo)'\n" }
    if let shmTo { script += ".shell cp '\(store.path)-shm' '\(shmTo)'\n" }
    try ForeignWriteAheadLogTests.sqlite3(store.path, script)
    return store
  }

  @Test func anotherStoresLogWithoutAnIndexIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("store.sqlite")
    try FileManager.default.copyItem(
      at: SweepSupport.examples.appendingPathComponent("store.sqlite"), to: store)
    _ = try Self.liveStore(
      "other.sqlite", in: folder, sql: "UPDATE ZHABIT SET ZTITLE = 'Retitled';",
      copyWalTo: store.path + "-wal")
    let run = try ChildProcess.run(["check", "--input", store.path], seconds: 120)
    let output = run.stdout + run.stderr
    #expect(run.status == 1, "\(output)")
    #expect(output.contains(store.path + "-wal: "), "\(output)")
    #expect(output.contains("does not belong to \(store.path)"), "\(output)")
    #expect(!output.contains("Retitled"))
  }

  @Test func anotherStoresLogBesideTheStoresOwnIndexIsRefused() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("target")
    try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
    // The store's own live log and index…
    let mine = try Self.liveStore(
      "mine.sqlite", in: folder, sql: "UPDATE ZHABIT SET ZTITLE = 'Mine' WHERE Z_PK = 2;",
      copyWalTo: target.path + "/store.sqlite-wal", copyShmTo: target.path + "/store.sqlite-shm")
    try FileManager.default.copyItem(
      atPath: mine.path, toPath: target.path + "/store.sqlite")
    let store = target.appendingPathComponent("store.sqlite")
    // … read as they are: the update is seen.
    let own = try ChildProcess.run(
      ["build", "--input", store.path, "--out", folder.path + "/own", "--today", "2026-11-29"],
      seconds: 120)
    #expect(own.status == 0, "\(own.stderr)")
    let data = try String(contentsOfFile: folder.path + "/own/data.json", encoding: .utf8)
    #expect(data.contains("\"Mine\""))
    // Another store's log over the store's own: refused, naming the log.
    try FileManager.default.removeItem(atPath: store.path + "-wal")
    _ = try Self.liveStore(
      "other.sqlite", in: folder, sql: "UPDATE ZHABIT SET ZTITLE = 'Retitled';",
      copyWalTo: store.path + "-wal")
    let run = try ChildProcess.run(["check", "--input", store.path], seconds: 120)
    let output = run.stdout + run.stderr
    #expect(run.status == 1, "\(output)")
    #expect(output.contains(store.path + "-wal: "), "\(output)")
    #expect(output.contains("salts"), "\(output)")
  }
}
