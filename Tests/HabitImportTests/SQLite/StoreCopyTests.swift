import Foundation
import Testing

@testable import HabitImport

@Suite struct StoreCopyTests {
  private func snapshot(_ path: String) throws -> (Data, Date) {
    let data = try Data(contentsOf: URL(fileURLWithPath: path))
    let attributes = try FileManager.default.attributesOfItem(atPath: path)
    return (data, attributes[.modificationDate] as? Date ?? .distantPast)
  }

  /// A WAL store whose rows are not yet checkpointed is read through a copy: the rows
  /// are seen, and the original file and its companions keep their bytes and times.
  @Test func walRowsAreSeenAndOriginalIsUntouched() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("live.sqlite")
    let writer = try SQLiteDatabase(path: path, mode: .readWriteCreate)
    try writer.execute(
      "PRAGMA journal_mode=WAL; PRAGMA wal_autocheckpoint=0; CREATE TABLE t (v INTEGER)")
    try writer.execute("INSERT INTO t VALUES (1), (2), (3)")
    // The connection stays open: the rows live only in live.sqlite-wal.
    let files = [path, path + "-wal", path + "-shm"]
    for file in files { #expect(FileManager.default.fileExists(atPath: file)) }
    let walSize = try Data(contentsOf: URL(fileURLWithPath: path + "-wal")).count
    #expect(walSize > 0)
    let before = try files.map(snapshot)

    let file = try InputFile(readingAt: path)
    let (count, copyPath) = try StoreCopy.withCopy(of: file) { (copy: String) throws(SQLiteError) in
      let reader = try SQLiteDatabase(path: copy, mode: .readOnly)
      let statement = try reader.prepare("SELECT count(*) FROM t")
      _ = try statement.step()
      return (statement.int(0), copy)
    }
    #expect(count == 3)
    #expect(copyPath != path)
    #expect(!FileManager.default.fileExists(atPath: copyPath))
    #expect(
      !FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: copyPath).deletingLastPathComponent().path))
    let after = try files.map(snapshot)
    for (index, file) in files.enumerated() {
      #expect(after[index].0 == before[index].0, "bytes of \(file)")
      #expect(after[index].1 == before[index].1, "modification time of \(file)")
    }
    withExtendedLifetime(writer) {}
  }

  @Test func missingFileIsAClearFailure() {
    #expect {
      try InputFile(readingAt: "/nonexistent/store.sqlite")
    } throws: { error in
      (error as? ImportFailure)?.description == "/nonexistent/store.sqlite: no such file"
    }
  }

  /// The copy is registered while it exists (a signal removes it through
  /// `LiveStoreCopies`), and gone afterwards, also when the body throws.
  @Test func theCopyIsGoneWhenTheBodyThrows() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("store.sqlite")
    try SQLiteDatabase(path: path, mode: .readWriteCreate).execute("CREATE TABLE t (v INTEGER)")
    var seen = ""
    #expect(throws: SQLiteError.self) {
      try StoreCopy.withCopy(of: try InputFile(readingAt: path)) {
        (copy: String) throws(SQLiteError) in
        seen = copy
        #expect(FileManager.default.fileExists(atPath: copy))
        throw SQLiteError(file: copy, sql: "test", code: 1, message: "stop")
      }
    }
    #expect(!seen.isEmpty)
    #expect(
      !FileManager.default.fileExists(
        atPath: URL(fileURLWithPath: seen).deletingLastPathComponent().path))
  }
}
