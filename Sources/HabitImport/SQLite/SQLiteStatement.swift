import CSQLite

/// A prepared statement: bind parameters by 1-based index, ``step()`` through the rows,
/// read columns by 0-based index. Finalized when released.
final class SQLiteStatement {
  /// The storage class of one column value in the current row.
  enum ColumnType: Sendable, Equatable {
    case integer, double, text, blob, null
  }

  /// The SQL text, used in error messages.
  let sql: String
  private let database: SQLiteDatabase
  private let handle: OpaquePointer

  /// SQLite's `SQLITE_TRANSIENT`: makes it copy bound text and blobs at once.
  private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

  init(database: SQLiteDatabase, handle: OpaquePointer, sql: String) {
    self.database = database
    self.handle = handle
    self.sql = sql
  }

  deinit {
    sqlite3_finalize(handle)
  }

  /// Binds an integer to the parameter at `index` (1-based).
  func bind(_ value: Int, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_int64(handle, index, Int64(value)), "bind \(index)")
  }

  /// Binds a floating-point number to the parameter at `index` (1-based).
  func bind(_ value: Double, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_double(handle, index, value), "bind \(index)")
  }

  /// Binds text (copied) to the parameter at `index` (1-based).
  func bind(_ value: String, at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_text(handle, index, value, -1, Self.transient), "bind \(index)")
  }

  /// Binds a blob (copied) to the parameter at `index` (1-based).
  func bind(blob value: [UInt8], at index: Int32) throws(SQLiteError) {
    let rc = value.withUnsafeBytes { bytes in
      // A zero-length blob still needs a non-nil pointer to be a blob rather than NULL.
      sqlite3_bind_blob(
        handle, index, bytes.baseAddress ?? UnsafeRawPointer(bitPattern: 1), Int32(bytes.count),
        Self.transient)
    }
    try check(rc, "bind \(index)")
  }

  /// Binds NULL to the parameter at `index` (1-based).
  func bindNull(at index: Int32) throws(SQLiteError) {
    try check(sqlite3_bind_null(handle, index), "bind \(index)")
  }

  /// Advances to the next row: true when a row is available, false when done.
  func step() throws(SQLiteError) -> Bool {
    let rc = sqlite3_step(handle)
    switch rc {
    case SQLITE_ROW: return true
    case SQLITE_DONE: return false
    default: throw database.error(rc, sql)
    }
  }

  /// Rewinds the statement and clears its bindings so it can run again.
  func reset() throws(SQLiteError) {
    sqlite3_clear_bindings(handle)
    try check(sqlite3_reset(handle), "reset")
  }

  /// The storage class of column `index` (0-based) in the current row.
  func type(_ index: Int32) -> ColumnType {
    switch sqlite3_column_type(handle, index) {
    case SQLITE_INTEGER: .integer
    case SQLITE_FLOAT: .double
    case SQLITE_TEXT: .text
    case SQLITE_BLOB: .blob
    default: .null
    }
  }

  /// True when column `index` (0-based) is NULL in the current row.
  func isNull(_ index: Int32) -> Bool { type(index) == .null }

  /// Column `index` as an integer (SQLite's conversion; NULL reads as 0).
  func int(_ index: Int32) -> Int { Int(sqlite3_column_int64(handle, index)) }

  /// Column `index` as a floating-point number (SQLite's conversion; NULL reads as 0).
  func double(_ index: Int32) -> Double { sqlite3_column_double(handle, index) }

  /// Column `index` as text, or nil when NULL.
  func text(_ index: Int32) -> String? {
    guard let pointer = sqlite3_column_text(handle, index) else { return nil }
    let count = Int(sqlite3_column_bytes(handle, index))
    return String(decoding: UnsafeBufferPointer(start: pointer, count: count), as: UTF8.self)
  }

  /// Column `index` as bytes, or nil when NULL. An empty blob reads as `[]`.
  func blob(_ index: Int32) -> [UInt8]? {
    if isNull(index) { return nil }
    let pointer = sqlite3_column_blob(handle, index)
    let count = Int(sqlite3_column_bytes(handle, index))
    guard let pointer, count > 0 else { return [] }
    return Array(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  /// Column `index`'s bytes handed to `body` in place, without a copy
  /// (empty when NULL or empty); valid only during `body`.
  func withBlob<Result>(_ index: Int32, _ body: (UnsafeRawBufferPointer) -> Result) -> Result {
    let pointer = sqlite3_column_blob(handle, index)
    let count = Int(sqlite3_column_bytes(handle, index))
    guard let pointer, count > 0 else { return body(UnsafeRawBufferPointer(start: nil, count: 0)) }
    return body(UnsafeRawBufferPointer(start: pointer, count: count))
  }

  private func check(_ rc: Int32, _ operation: String) throws(SQLiteError) {
    guard rc == SQLITE_OK else {
      throw SQLiteError(
        file: database.path, sql: "\(operation) of \(sql)", code: rc,
        message: database.error(rc, sql).message)
    }
  }
}
