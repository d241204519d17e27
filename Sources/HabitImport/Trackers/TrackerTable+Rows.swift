/// Reading the rows of a table keyed by `_id` (Rewire, Tickmate).
extension TrackerTable {
  /// A reader of the row `statement` is on, whose key is column 0 (`_id`).
  func rowReader(_ statement: SQLiteStatement) -> TrackerRowReader {
    TrackerRowReader(statement: statement, table: name, key: spelling("_id"), id: statement.int(0))
  }

  /// Every row, in key order, reading `columns` (`_id` first; `NULL` for
  /// those the file lacks) and making each with `row`. A row whose key is
  /// not an integer, or any of whose values is bad, is left out with an
  /// error logged.
  func readRows<Row>(
    _ database: SQLiteDatabase, columns: [String], log: inout TrackerProblemLog,
    _ row: (inout TrackerRowReader, inout TrackerProblemLog) -> Row
  ) throws(SQLiteError) -> [Row] {
    let select = columns.map(column).joined(separator: ", ")
    let statement = try database.prepare(
      "SELECT \(select) FROM \(quotedName) ORDER BY \(column("_id"))")
    var rows: [Row] = []
    while try statement.step() {
      var reader = rowReader(statement)
      guard statement.type(0) == .integer else {
        reader.reject(
          spelling("_id"), "expected an integer row key, found \(reader.found(0))", log: &log)
        continue
      }
      let value = row(&reader, &log)
      if reader.isValid { rows.append(value) }
    }
    return rows
  }
}
