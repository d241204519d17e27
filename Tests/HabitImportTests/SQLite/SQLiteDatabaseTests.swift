import Testing

@testable import HabitImport

@Suite struct SQLiteDatabaseTests {
  @Test func bindsAndReadsEveryType() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try SQLiteDatabase(path: folder.file("t.sqlite"), mode: .readWriteCreate)
    try database.execute("CREATE TABLE t (a, b, c, d, e); PRAGMA user_version = 21")
    #expect(try database.userVersion == 21)
    #expect(try database.tableNames() == ["t"])
    #expect(try database.columns(of: "t") == ["a", "b", "c", "d", "e"])
    let insert = try database.prepare("INSERT INTO t VALUES (?, ?, ?, ?, ?)")
    try insert.bind(Int.max, at: 1)
    try insert.bind(2.5, at: 2)
    try insert.bind("héllo", at: 3)
    try insert.bind(blob: [0, 1, 255], at: 4)
    try insert.bindNull(at: 5)
    #expect(try insert.step() == false)
    let select = try database.prepare("SELECT a, b, c, d, e FROM t")
    #expect(try select.step())
    #expect(select.int(0) == Int.max)
    #expect(select.double(1) == 2.5)
    #expect(select.text(2) == "héllo")
    #expect(select.blob(3) == [0, 1, 255])
    #expect(select.isNull(4) && select.type(4) == .null && select.text(4) == nil)
    #expect(try select.step() == false)
  }

  @Test func errorsNameFileStatementAndMessage() throws {
    let folder = try TemporaryFolder()
    defer { folder.remove() }
    let database = try SQLiteDatabase(path: folder.file("t.sqlite"), mode: .readWriteCreate)
    #expect {
      _ = try database.prepare("SELECT nope FROM missing")
    } throws: { error in
      guard let error = error as? SQLiteError else { return false }
      return error.file.hasSuffix("t.sqlite") && error.sql == "SELECT nope FROM missing"
        && error.message.contains("no such table: missing") && error.code == 1
    }
  }
}
