import Foundation
import TestSupport
import Testing

/// A store's `-wal` that belongs to another database (copied beside it by
/// hand, say): the error must name the `-wal`, not only the store, and say
/// what to do. The store itself reads without it.
@Suite(
  .serialized,
  .enabled(
    if: SweepSupport.haveExamples
      && (FileManager.default.fileExists(atPath: "/usr/bin/sqlite3") || Programs.inCI),
    "examples/, the built habit-report or /usr/bin/sqlite3 is missing"))
struct ForeignWriteAheadLogTests {
  /// Runs `sqlite3 database script`; the script may copy the open
  /// database's `-wal` away with `.shell`, before the connection folds it in.
  static func sqlite3(_ database: String, _ script: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    process.arguments = [database]
    let input = Pipe()
    process.standardInput = input
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    input.fileHandleForWriting.write(Data(script.utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    try #require(process.terminationStatus == 0, "sqlite3 failed")
  }

  @Test func aWriteAheadLogOfAnotherDatabaseIsNamed() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("store.sqlite")
    try FileManager.default.copyItem(
      at: SweepSupport.examples.appendingPathComponent("store.sqlite"), to: store)
    // Another database in WAL mode whose log holds rows not yet folded in,
    // the first page (its schema) among them; the log is copied beside the
    // store while the other database is still open.
    let other = folder.appendingPathComponent("other.db")
    try Self.sqlite3(
      other.path,
      """
      PRAGMA journal_mode=WAL;
      PRAGMA wal_autocheckpoint=0;
      CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT);
      INSERT INTO notes (text) VALUES ('a'), ('b'), ('c');
      .shell cp '\(other.path)-wal' '\(store.path)-wal'

      """)
    try #require(FileManager.default.fileExists(atPath: store.path + "-wal"))
    let run = try ChildProcess.run(["check", "--input", store.path], seconds: 120)
    let output = run.stdout + run.stderr
    #expect(run.status == 1, "\(run)")
    #expect(output.contains(store.path + "-wal: "), "\(output)")
    #expect(output.contains("does not belong to \(store.path)"), "\(output)")
    #expect(output.contains("move \(store.path)-wal"), "\(output)")
    // Without the foreign log the store reads as it always did.
    try FileManager.default.removeItem(atPath: store.path + "-wal")
    let alone = try ChildProcess.run(["check", "--input", store.path], seconds: 120)
    #expect(alone.status == 0, "\(alone)")
  }
}
