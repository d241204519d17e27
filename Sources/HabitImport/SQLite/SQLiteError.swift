/// A failed SQLite call, with enough context for a person to act on it:
/// which file, which statement, sqlite's result code and its own message.
struct SQLiteError: Error, Equatable, CustomStringConvertible {
  /// The database file the call was made against.
  var file: String
  /// The SQL being prepared or run, or a short name of the operation (`open`, `bind 2`).
  var sql: String
  /// SQLite's primary or extended result code (`SQLITE_CORRUPT` is 11, `SQLITE_NOTADB` 26).
  var code: Int32
  /// SQLite's own message (`sqlite3_errmsg`), e.g. "file is not a database".
  var message: String

  /// True when SQLite says the file is not a database or is damaged
  /// (`SQLITE_NOTADB`, `SQLITE_CORRUPT`, including their extended codes).
  var isNotADatabaseOrCorrupt: Bool {
    let primary = code & 0xFF
    return primary == 26 || primary == 11
  }

  var description: String {
    "\(file): SQLite error \(code) in `\(sql)`: \(message)"
  }
}
