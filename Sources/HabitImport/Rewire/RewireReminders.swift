/// Reads Rewire's `REMINDERS`: the first reminder of each habit gives its
/// window's reminder minute (`time`, minutes after midnight; 0 or less means
/// none, as in Loop's importer). Reminder weekdays have no place in the model
/// and are left out.
enum RewireReminders {
  static func read(
    _ database: SQLiteDatabase, table: TrackerTable, log: inout TrackerProblemLog
  ) throws(SQLiteError) -> [Int: Int] {
    let statement = try database.prepare(
      "SELECT \(table.column("_id")), \(table.column("habit_id")), \(table.column("time")) "
        + "FROM \(table.quotedName) ORDER BY 1")
    var minutes: [Int: Int] = [:]
    while try statement.step() {
      var reader = table.rowReader(statement)
      let habit = reader.integer(1, table.spelling("habit_id"), log: &log)
      let time = reader.integer(2, table.spelling("time"), log: &log)
      guard reader.isValid, let habit, let time, time > 0, minutes[habit] == nil else { continue }
      guard time < 1440 else {
        log.warning(
          reader.location(table.spelling("time")),
          .reminderMinutes(found: String(time)))
        continue
      }
      minutes[habit] = time
    }
    return minutes
  }
}
