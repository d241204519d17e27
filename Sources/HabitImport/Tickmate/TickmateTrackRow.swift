/// One row of Tickmate's `tracks` table, with its types checked.
struct TickmateTrackRow {
  var id: Int
  var name: String?
  var description: String?
  /// False for a track hidden in the app: read as archived.
  var isEnabled: Bool
  /// True when the track takes several ticks a day (they still make one done day).
  var multiplePerDay: Bool
  var order: Int

  static let required = ["_id", "name"]

  /// The columns read, in `SELECT` order (`NULL` for those the file lacks).
  static let columns = [
    "_id", "name", "description", "enabled", "multiple_entries_per_day", "order",
  ]

  /// Every track, in key order; rows with bad values are left out with an
  /// error logged.
  static func readAll(
    _ database: SQLiteDatabase, table: TrackerTable, log: inout TrackerProblemLog
  ) throws(SQLiteError) -> [TickmateTrackRow] {
    try table.readRows(database, columns: columns, log: &log) { reader, log in
      TickmateTrackRow(
        id: reader.id,
        name: reader.text(1, table.spelling("name"), log: &log),
        description: reader.text(2, table.spelling("description"), log: &log),
        isEnabled: (reader.integer(3, table.spelling("enabled"), log: &log) ?? 1) != 0,
        multiplePerDay: (reader.integer(4, table.spelling("multiple_entries_per_day"), log: &log)
          ?? 0) != 0,
        order: reader.integer(5, table.spelling("order"), log: &log) ?? 0)
    }
  }
}
