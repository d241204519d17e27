/// Reads the columns of one row with their types checked: a text where a
/// number belongs is an error naming the table, the row id and the column,
/// never a silent 0.
struct LoopRowReader {
  let statement: SQLiteStatement
  let table: String
  let id: Int
  /// False once any column was the wrong type.
  private(set) var isValid = true

  init(statement: SQLiteStatement, table: String, id: Int) {
    self.statement = statement
    self.table = table
    self.id = id
  }

  func location(_ column: String) -> String {
    LoopProblemLog.location(table, id: id, column: column)
  }

  /// An integer column; nil for NULL. A real with no fraction is accepted.
  mutating func integer(_ index: Int32, _ column: String, log: inout LoopProblemLog) -> Int? {
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
  mutating func real(_ index: Int32, _ column: String, log: inout LoopProblemLog) -> Double? {
    switch statement.type(index) {
    case .null: return nil
    case .integer, .double: return statement.double(index)
    case .text, .blob:
      fail(index, column, "a number", log: &log)
      return nil
    }
  }

  /// A text column; nil for NULL. Numbers are read as their text.
  mutating func text(_ index: Int32, _ column: String, log: inout LoopProblemLog) -> String? {
    switch statement.type(index) {
    case .null: return nil
    case .text, .integer, .double: return statement.text(index)
    case .blob:
      fail(index, column, "text", log: &log)
      return nil
    }
  }

  /// Logs a bad value of `column` and marks the row invalid.
  mutating func reject(_ column: String, _ message: String, log: inout LoopProblemLog) {
    isValid = false
    log.error(location(column), message)
  }

  private mutating func fail(
    _ index: Int32, _ column: String, _ expected: String, log: inout LoopProblemLog
  ) {
    let found: String
    switch statement.type(index) {
    case .text:
      let text = statement.text(index) ?? ""
      found = "the text \"" + (text.count > 40 ? String(text.prefix(40)) + "…" : text) + "\""
    case .blob: found = "a blob"
    case .double: found = "the number " + String(statement.double(index))
    default: found = "an unreadable value"
    }
    reject(column, "expected \(expected), found \(found)", log: &log)
  }
}
