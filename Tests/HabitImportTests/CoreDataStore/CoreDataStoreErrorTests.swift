import Foundation
import HabitCore
import HabitSample
import Testing

@testable import HabitImport

@Suite struct CoreDataStoreErrorTests {
  /// Writes the sample store, lets `change` damage it, reads it and returns the failure.
  private func failure(_ change: (String) throws -> Void) throws -> ImportFailure {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("store.sqlite")
    try CoreDataStoreWriter.write(StoreSampleHistory.history, to: path)
    try change(path)
    do {
      let result = try HistoryLoader.load(InputFile(readingAt: path), options: ImportOptions())
      Issue.record("expected a failure, read \(result.history.habits.count) habits")
      return ImportFailure(problems: [])
    } catch {
      return error
    }
  }

  private func sql(_ statements: String) -> (String) throws -> Void {
    { path in try SQLiteDatabase(path: path, mode: .readWriteCreate).execute(statements) }
  }

  @Test func truncatedFileIsSaidToBeCutShort() throws {
    let failure = try failure { path in
      let data = try Data(contentsOf: URL(fileURLWithPath: path))
      try data.prefix(1500).write(to: URL(fileURLWithPath: path))
    }
    #expect(failure.description.contains("store.sqlite"))
    #expect(failure.description.contains("the database is cut short"))
  }

  @Test func garbageBytesAreNotADatabase() throws {
    let failure = try failure { path in
      try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(
        to: URL(fileURLWithPath: path))
    }
    // No SQLite header: the loader says which formats it reads.
    #expect(failure.description.contains("not a format habit-report reads"))
    #expect(failure.description.contains("the habit app's SQLite store"))
  }

  @Test func missingWindowTable() throws {
    let failure = try failure(sql("DROP TABLE ZHABITTIMEWINDOW"))
    #expect(failure.errors.first?.location == "ZHABITTIMEWINDOW")
    #expect(failure.description.contains("missing required table ZHABITTIMEWINDOW"))
  }

  @Test func missingRequiredColumn() throws {
    let failure = try failure(sql("ALTER TABLE ZHABITENTRY DROP COLUMN ZAMOUNT"))
    #expect(failure.errors.first?.location == "ZHABITENTRY.ZAMOUNT")
    #expect(failure.description.contains("missing required column ZAMOUNT in table ZHABITENTRY"))
  }

  @Test func danglingWindow() throws {
    let failure = try failure(sql("UPDATE ZHABITENTRY SET ZWINDOW = 99 WHERE Z_PK = 2"))
    #expect(failure.errors.map(\.location) == ["ZHABITENTRY Z_PK=2 ZWINDOW"])
    #expect(
      failure.description.contains("names window Z_PK=99, but ZHABITTIMEWINDOW has no such row"))
  }

  @Test func badValuesAreAllListed() throws {
    let failure = try failure(
      sql(
        """
        UPDATE ZHABITENTRY SET ZAMOUNT = -3 WHERE Z_PK = 1;
        UPDATE ZHABIT SET ZKIND = 'sometimes' WHERE Z_PK = 2;
        UPDATE ZHABITTIMEWINDOW SET ZTARGET = 0 WHERE Z_PK = 2;
        UPDATE ZHABIT SET ZCREATEDAT = 1e300 WHERE Z_PK = 4;
        UPDATE ZHABIT SET ZSCHEDULEDDAYS = '1,9' , ZFREQUENCY = 'custom' WHERE Z_PK = 7;
        """))
    let locations = Set(failure.errors.map(\.location))
    #expect(
      locations == [
        "ZHABITENTRY Z_PK=1 ZAMOUNT", "ZHABIT Z_PK=2 ZKIND", "ZHABITTIMEWINDOW Z_PK=2 ZTARGET",
        "ZHABIT Z_PK=4 ZCREATEDAT", "ZHABIT Z_PK=7 ZSCHEDULEDDAYS",
      ])
  }

  @Test func storeWithoutHabitTablesListsItsTables() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let path = folder.file("other.db")
    try SQLiteDatabase(path: path, mode: .readWriteCreate).execute(
      "CREATE TABLE notes (id INTEGER); CREATE TABLE tags (id INTEGER)")
    #expect {
      try HistoryLoader.load(InputFile(readingAt: path), options: ImportOptions())
    } throws: { error in
      let text = (error as? ImportFailure)?.description ?? ""
      return text.contains(
        "none of the known layouts: found tables notes, tags; tried habit app store")
    }
  }
}
