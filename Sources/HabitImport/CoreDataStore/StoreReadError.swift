/// Turns SQLite's errors into import failures a person can act on.
enum StoreReadError {
  /// Runs `body`, mapping a ``SQLiteError`` to an ``ImportFailure`` naming `file`:
  /// "not a SQLite database, or damaged" for `SQLITE_NOTADB` / `SQLITE_CORRUPT`,
  /// otherwise SQLite's own message and the statement.
  static func wrap<T>(_ file: String, _ body: () throws(SQLiteError) -> T) throws(ImportFailure)
    -> T
  {
    do {
      return try body()
    } catch {
      throw failure(file, error)
    }
  }

  /// The import failure for a SQLite error on `file`.
  static func failure(_ file: String, _ error: SQLiteError) -> ImportFailure {
    if error.isNotADatabaseOrCorrupt {
      return ImportFailure(
        .error(
          file, "",
          "not a SQLite database, or the database is damaged (truncated or overwritten): sqlite says \"\(error.message)\""
        ))
    }
    return ImportFailure(
      .error(
        file, "",
        "cannot read the SQLite store: sqlite says \"\(error.message)\" (code \(error.code)) running `\(error.sql)`"
      ))
  }
}
