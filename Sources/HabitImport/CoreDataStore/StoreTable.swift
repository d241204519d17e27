import HabitCore

/// Reads one entity table in a single pass: the columns it needs are looked up by name
/// once, selected in a fixed order after `Z_PK`, and read by index. Values that are not
/// what the model expects are recorded as problems located by table, `Z_PK` and column,
/// and read as nil, so one pass reports every bad value.
struct StoreTable {
  let file: String
  let table: String
  private let statement: SQLiteStatement
  /// The selected columns and their positions in the statement, searched
  /// linearly: a dozen short names compare faster than they hash.
  private let positions: [(name: String, index: Int32)]
  private let keyColumn: String
  /// The current row's `Z_PK`.
  private(set) var key = 0
  /// Errors found so far.
  var problems: [ImportProblem] = []

  /// Prepares `SELECT <key>, <columns> FROM <table> ORDER BY <key>`. A missing required
  /// column is an error; optional columns that are absent simply read as NULL.
  init(
    _ database: SQLiteDatabase, file: String, table: String, required: [String],
    optional: [String] = [], key keyColumn: String = "Z_PK"
  ) throws(ImportFailure) {
    self.keyColumn = keyColumn
    self.file = file
    self.table = table
    let present = Set(
      try StoreReadError.wrap(file) { () throws(SQLiteError) in try database.columns(of: table) })
    let missing = ([keyColumn] + required).filter { !present.contains($0) }
    guard missing.isEmpty else {
      throw ImportFailure(
        problems:
          missing.map { column in
            .error(
              file, "\(table).\(column)",
              "missing required column \(column) in table \(table) (columns found: \(present.sorted().joined(separator: ", ")))"
            )
          })
    }
    let selected = required + optional.filter(present.contains)
    positions = selected.enumerated().map { ($1, Int32($0 + 1)) }
    let sql =
      "SELECT " + ([keyColumn] + selected).joined(separator: ", ")
      + " FROM \(table) ORDER BY \(keyColumn)"
    statement = try StoreReadError.wrap(file) { () throws(SQLiteError) in try database.prepare(sql)
    }
  }

  /// Moves to the next row; false at the end.
  mutating func next() throws(ImportFailure) -> Bool {
    let statement = statement
    guard try StoreReadError.wrap(file, { () throws(SQLiteError) in try statement.step() }) else {
      return false
    }
    key = statement.int(0)
    return true
  }

  /// `TABLE Z_PK=n COLUMN` (or the table's own key column): where a value was found, for messages.
  func location(_ column: String) -> String { "\(table) \(keyColumn)=\(key) \(column)" }

  /// Records an error at `column` of the current row.
  mutating func fail(_ column: String, _ message: String) {
    problems.append(.error(file, location(column), message))
  }

  /// The statement position of a selected column; nil when it was absent.
  private func position(_ column: String) -> Int32? {
    for selected in positions where selected.name == column { return selected.index }
    return nil
  }

  private func index(_ column: String) -> Int32? {
    guard let index = position(column), !statement.isNull(index) else { return nil }
    return index
  }

  /// An integer value, or nil when NULL, absent, or not an integer (recorded).
  mutating func int(_ column: String) -> Int? {
    guard let index = index(column) else { return nil }
    switch statement.type(index) {
    case .integer: return statement.int(index)
    case .double:
      let value = statement.double(index)
      if value.rounded() == value, abs(value) < 9e15 { return Int(value) }
    default: break
    }
    fail(column, "expected an integer, found \(describe(index))")
    return nil
  }

  /// A required integer: NULL is recorded as an error.
  mutating func requiredInt(_ column: String) -> Int? {
    guard position(column).map(statement.isNull) == false else {
      fail(column, "expected an integer, found NULL")
      return nil
    }
    return int(column)
  }

  /// A Bool stored as 0/1; NULL reads as `defaultValue`.
  mutating func bool(_ column: String, default defaultValue: Bool = false) -> Bool {
    guard let value = int(column) else { return defaultValue }
    guard value == 0 || value == 1 else {
      fail(column, "expected 0 or 1, found \(value)")
      return defaultValue
    }
    return value == 1
  }

  /// A text value, or nil when NULL or absent; other storage classes are recorded.
  mutating func text(_ column: String) -> String? {
    guard let index = index(column) else { return nil }
    guard statement.type(index) == .text, let text = statement.text(index) else {
      fail(column, "expected text, found \(describe(index))")
      return nil
    }
    return text
  }

  /// A required text value: NULL is recorded as an error.
  mutating func requiredText(_ column: String) -> String? {
    guard position(column).map(statement.isNull) == false else {
      fail(column, "expected text, found NULL")
      return nil
    }
    return text(column)
  }

  /// A `TIMESTAMP` as seconds since 1970, or nil when NULL; a value outside 1970…2100
  /// or not a number is recorded.
  mutating func instant(_ column: String) -> Double? {
    guard let index = index(column) else { return nil }
    let type = statement.type(index)
    guard type == .double || type == .integer else {
      fail(column, "expected a time stamp (seconds since 2001-01-01), found \(describe(index))")
      return nil
    }
    guard let unix = StoreTime.unixSeconds(fromStored: statement.double(index)) else {
      fail(column, "expected a time stamp between 1970 and 2100, found \(describe(index))")
      return nil
    }
    return unix
  }

  /// A required `TIMESTAMP`: NULL is recorded as an error.
  mutating func requiredInstant(_ column: String) -> Double? {
    guard position(column).map(statement.isNull) == false else {
      fail(column, "expected a time stamp, found NULL")
      return nil
    }
    return instant(column)
  }

  /// An id: a 16-byte UUID blob or text. Nil when NULL or absent.
  mutating func id(_ column: String) -> String? {
    guard let index = index(column) else { return nil }
    switch statement.type(index) {
    case .blob:
      if let id = statement.withBlob(index, StoreID.string(fromBlob:)) { return id }
    case .text:
      if let text = statement.text(index), !text.isEmpty { return text }
    default: break
    }
    fail(column, "expected a UUID (16-byte blob) or a text id, found \(describe(index))")
    return nil
  }

  /// A required id: NULL is recorded as an error.
  mutating func requiredID(_ column: String) -> String? {
    guard position(column).map(statement.isNull) == false else {
      fail(column, "expected a UUID (16-byte blob) or a text id, found NULL")
      return nil
    }
    return id(column)
  }

  /// The value at `index`, quoted for a message.
  private func describe(_ index: Int32) -> String {
    switch statement.type(index) {
    case .integer: return "integer \(statement.int(index))"
    case .double: return "real \(statement.double(index))"
    case .text:
      let text = statement.text(index) ?? ""
      return "text \"\(text.count > 40 ? String(text.prefix(40)) + "…" : text)\""
    case .blob: return "a \(statement.blob(index)?.count ?? 0)-byte blob"
    case .null: return "NULL"
    }
  }
}
