import Foundation

/// A table of another tracker's SQLite file as it is actually spelt there:
/// SQLite names are case-insensitive, so tables and columns are matched
/// without case and used as the file spells them. Missing required columns
/// are reported by name.
struct TrackerTable {
  /// The table's name as spelt in the file.
  let name: String
  /// Lower-cased column name → as spelt.
  let columns: [String: String]

  /// The table name in `tables` equal to `wanted` ignoring case.
  static func find(_ wanted: String, in tables: [String]) -> String? {
    tables.first { $0.lowercased() == wanted.lowercased() }
  }

  /// The table `wanted` with its columns; nil (with an error logged) when
  /// the file lacks it or any of the `required` columns.
  static func open(
    _ wanted: String, required: [String], tables: [String], database: SQLiteDatabase,
    log: inout TrackerProblemLog
  ) throws(SQLiteError) -> TrackerTable? {
    guard let name = find(wanted, in: tables) else {
      log.error("", "missing the table \(wanted)")
      return nil
    }
    let columns = try Self.columns(of: name, in: database)
    let table = TrackerTable(name: name, columns: columns)
    var complete = true
    for column in required where columns[column.lowercased()] == nil {
      log.error(name, "missing the column \(column)")
      complete = false
    }
    return complete ? table : nil
  }

  /// The columns of table `name`: lower-cased → as spelt in the file.
  static func columns(
    of name: String, in database: SQLiteDatabase
  ) throws(SQLiteError) -> [String: String] {
    var columns: [String: String] = [:]
    for column in try database.columns(of: name) { columns[column.lowercased()] = column }
    return columns
  }

  /// A SQL expression for `column`: the quoted column, or `NULL` when the file
  /// does not have it.
  func column(_ column: String) -> String {
    columns[column.lowercased()].map(Self.quote) ?? "NULL"
  }

  /// The column's name as spelt in the file (`column` itself when absent).
  func spelling(_ column: String) -> String {
    columns[column.lowercased()] ?? column
  }

  /// The table's name quoted for SQL.
  var quotedName: String { Self.quote(name) }

  /// `name` as a quoted SQL identifier (`"order"`), inner quotes doubled.
  static func quote(_ name: String) -> String {
    "\"" + name.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
