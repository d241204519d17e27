/// Reads the columns of one row of a Loop, Rewire or Tickmate table with
/// their types checked: a text where a number belongs is an error naming the
/// table, the row key and the column, never a silent 0.
struct TrackerRowReader {
  /// The statement, stepped to the row.
  let statement: SQLiteStatement
  /// The table's name as the file spells it.
  let table: String
  /// The key column's name as messages spell it (`_id`, Loop's `id`).
  let key: String
  /// The row's key.
  let id: Int
  /// False once any column was the wrong type or value.
  private(set) var isValid = true

  init(statement: SQLiteStatement, table: String, key: String, id: Int) {
    self.statement = statement
    self.table = table
    self.key = key
    self.id = id
  }

  /// `table key=id, column c`: where a problem of this row is.
  func location(_ column: String? = nil) -> RecordLocation {
    TrackerProblemLog.location(table, key: key, id, column: column)
  }

  /// An integer column; nil for NULL. A real with no fraction is accepted.
  mutating func integer(_ index: Int32, _ column: String, log: inout TrackerProblemLog) -> Int? {
    switch statement.type(index) {
    case .null: return nil
    case .integer: return statement.int(index)
    case .double:
      let value = statement.double(index)
      if value.rounded() == value, abs(value) < 9e15 { return Int(value) }
    case .text, .blob: break
    }
    fail(index, column, "an integer", log: &log)
    return nil
  }

  /// A real (or integer) column; nil for NULL.
  mutating func real(_ index: Int32, _ column: String, log: inout TrackerProblemLog) -> Double? {
    switch statement.type(index) {
    case .null: return nil
    case .integer, .double: return statement.double(index)
    case .text, .blob:
      fail(index, column, "a number", log: &log)
      return nil
    }
  }

  /// A text column; nil for NULL. Numbers are read as their text.
  mutating func text(_ index: Int32, _ column: String, log: inout TrackerProblemLog) -> String? {
    switch statement.type(index) {
    case .null: return nil
    case .text, .integer, .double: return statement.text(index)
    case .blob:
      fail(index, column, "text", log: &log)
      return nil
    }
  }

  /// Logs a bad value of `column` and marks the row invalid.
  mutating func reject(_ column: String, _ message: String, log: inout TrackerProblemLog) {
    isValid = false
    log.error(location(column), message)
  }

  /// How the value of column `index` is quoted in messages.
  func found(_ index: Int32) -> String {
    switch statement.type(index) {
    case .null: return "NULL"
    case .text:
      let text = statement.text(index) ?? ""
      return "the text \"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    case .blob: return "a blob"
    case .double: return "the number " + String(statement.double(index))
    case .integer: return String(statement.int(index))
    }
  }

  private mutating func fail(
    _ index: Int32, _ column: String, _ expected: String, log: inout TrackerProblemLog
  ) {
    reject(column, "expected \(expected), found \(found(index))", log: &log)
  }
}
