import CSQLite

/// One connection to a SQLite file: the only place in the package that holds a
/// `sqlite3*`. Every result code is checked and turned into a ``SQLiteError``
/// naming the file and the statement.
final class SQLiteDatabase {
  /// How to open the file.
  enum Mode: Sendable {
    /// Read only; the file must exist.
    case readOnly
    /// Read and write, creating the file when it does not exist.
    case readWriteCreate
  }

  /// The path the connection was opened with, used in error messages.
  let path: String
  private let handle: OpaquePointer

  /// Opens `path`. Throws when SQLite cannot open it (missing file, no permission).
  /// A file that is not a database is only detected on first use (see ``tableNames()``).
  init(path: String, mode: Mode) throws(SQLiteError) {
    self.path = path
    let flags: Int32
    switch mode {
    case .readOnly: flags = SQLITE_OPEN_READONLY
    case .readWriteCreate: flags = SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    }
    var db: OpaquePointer?
    let rc = sqlite3_open_v2(path, &db, flags | SQLITE_OPEN_NOMUTEX, nil)
    guard rc == SQLITE_OK, let db else {
      let message =
        db.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(rc))
      sqlite3_close_v2(db)
      throw SQLiteError(file: path, sql: "open", code: rc, message: message)
    }
    sqlite3_extended_result_codes(db, 1)
    handle = db
  }

  deinit {
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that return no rows the caller needs
  /// (`CREATE TABLE …; PRAGMA …`).
  func execute(_ sql: String) throws(SQLiteError) {
    var errorMessage: UnsafeMutablePointer<CChar>?
    let rc = sqlite3_exec(handle, sql, nil, nil, &errorMessage)
    defer { sqlite3_free(errorMessage) }
    guard rc == SQLITE_OK else {
      let message = errorMessage.map { String(cString: $0) } ?? lastMessage
      throw SQLiteError(file: path, sql: sql, code: rc, message: message)
    }
  }

  /// Compiles one statement. The statement must not outlive this database.
  func prepare(_ sql: String) throws(SQLiteError) -> SQLiteStatement {
    var statement: OpaquePointer?
    let rc = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
    guard rc == SQLITE_OK, let statement else {
      sqlite3_finalize(statement)
      throw error(rc, sql)
    }
    return SQLiteStatement(database: self, handle: statement, sql: sql)
  }

  /// The names of the user's tables (not `sqlite_*`), sorted by name.
  func tableNames() throws(SQLiteError) -> [String] {
    let statement = try prepare(
      "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite\\_%' ESCAPE '\\' ORDER BY name"
    )
    var names: [String] = []
    while try statement.step() {
      names.append(statement.text(0) ?? "")
    }
    return names
  }

  /// The column names of `table`, in declaration order; empty when there is no such table.
  func columns(of table: String) throws(SQLiteError) -> [String] {
    let quoted = "\"" + table.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    let statement = try prepare("PRAGMA table_info(\(quoted))")
    var names: [String] = []
    while try statement.step() {
      names.append(statement.text(1) ?? "")
    }
    return names
  }

  /// `PRAGMA user_version`: a number the application stores in the file header.
  var userVersion: Int {
    get throws(SQLiteError) {
      let statement = try prepare("PRAGMA user_version")
      guard try statement.step() else { return 0 }
      return statement.int(0)
    }
  }

  /// Builds an error from a result code and this connection's latest message.
  func error(_ code: Int32, _ sql: String) -> SQLiteError {
    SQLiteError(file: path, sql: sql, code: code, message: lastMessage)
  }

  private var lastMessage: String {
    String(cString: sqlite3_errmsg(handle))
  }
}
