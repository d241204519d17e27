/// One row of Rewire's `Habits` table, with its types checked.
struct RewireHabitRow {
  var id: Int
  var name: String?
  var description: String?
  var order: Int
  var isArchived: Bool
  /// 0 weekdays (`active_days`), 1 `days` per period, 2 every `repeating_count` days.
  var schedule: Int?
  var activeDays: String?
  var days: Int?
  /// 0 a week, 1 a month, 2 a year.
  var period: Int?
  var repeatingCount: Int?
  /// `YYYYMMDD`, or empty.
  var startDate: String?
  var targetCount: Double?
  var category: Int?

  /// The columns every file must have.
  static let required = ["_id", "Name", "schedule"]

  /// The columns read, in `SELECT` order (`NULL` for those the file lacks).
  static let columns = [
    "_id", "Name", "description", "Order_num", "archived", "schedule", "active_days", "days",
    "period", "repeating_count", "start_date", "target_count", "category",
  ]

  /// Every habit row, in key order; rows with bad values are left out with an
  /// error logged.
  static func readAll(
    _ database: SQLiteDatabase, table: TrackerTable, log: inout TrackerProblemLog
  ) throws(SQLiteError) -> [RewireHabitRow] {
    try table.readRows(database, columns: columns, log: &log) { reader, log in
      RewireHabitRow(
        id: reader.id,
        name: reader.text(1, table.spelling("Name"), log: &log),
        description: reader.text(2, table.spelling("description"), log: &log),
        order: reader.integer(3, table.spelling("Order_num"), log: &log) ?? 0,
        isArchived: (reader.integer(4, table.spelling("archived"), log: &log) ?? 0) != 0,
        schedule: reader.integer(5, table.spelling("schedule"), log: &log),
        activeDays: reader.text(6, table.spelling("active_days"), log: &log),
        days: reader.integer(7, table.spelling("days"), log: &log),
        period: reader.integer(8, table.spelling("period"), log: &log),
        repeatingCount: reader.integer(9, table.spelling("repeating_count"), log: &log),
        startDate: reader.text(10, table.spelling("start_date"), log: &log),
        targetCount: reader.real(11, table.spelling("target_count"), log: &log),
        category: reader.integer(12, table.spelling("category"), log: &log))
    }
  }
}
