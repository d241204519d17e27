/// One row of Loop's `Habits` table, with its types checked.
struct LoopHabitRow {
  var id: Int
  var name: String?
  var isArchived: Bool
  var position: Int
  var color: Int?
  var description: String?
  var question: String?
  var freqNum: Int?
  var freqDen: Int?
  /// 0 yes/no, 1 numeric.
  var type: Int
  /// 0 at least, 1 at most (numeric habits only).
  var targetType: Int
  var targetValue: Double
  var unit: String?

  /// The columns read, in `SELECT` order (`NULL` for those the file lacks).
  static let columns = [
    "id", "name", "archived", "position", "color", "description", "question", "freq_num",
    "freq_den", "type", "target_type", "target_value", "unit",
  ]

  /// Every habit row, in Loop's list order; rows with bad values are left out
  /// with an error logged.
  static func readAll(
    _ database: SQLiteDatabase, schema: LoopSchema, log: inout TrackerProblemLog
  ) throws(SQLiteError) -> [LoopHabitRow] {
    let select = columns.map(schema.habit).joined(separator: ", ")
    let idColumn = schema.habit("id")
    let statement = try database.prepare(
      "SELECT \(select) FROM \(TrackerTable.quote(schema.habitsTable)) ORDER BY \(idColumn)")
    var rows: [LoopHabitRow] = []
    while try statement.step() {
      let id = statement.int(0)
      var reader = TrackerRowReader(
        statement: statement, table: schema.habitsTable, key: "id", id: id)
      if statement.type(0) != .integer {
        reader.reject("id", "expected an integer row id", log: &log)
        continue
      }
      let row = LoopHabitRow(
        id: id,
        name: reader.text(1, "name", log: &log),
        isArchived: (reader.integer(2, "archived", log: &log) ?? 0) != 0,
        position: reader.integer(3, "position", log: &log) ?? 0,
        color: reader.integer(4, "color", log: &log),
        description: reader.text(5, "description", log: &log),
        question: reader.text(6, "question", log: &log),
        freqNum: reader.integer(7, "freq_num", log: &log),
        freqDen: reader.integer(8, "freq_den", log: &log),
        type: reader.integer(9, "type", log: &log) ?? 0,
        targetType: reader.integer(10, "target_type", log: &log) ?? 0,
        targetValue: reader.real(11, "target_value", log: &log) ?? 0,
        unit: reader.text(12, "unit", log: &log))
      if reader.isValid { rows.append(row) }
    }
    return rows
  }
}
