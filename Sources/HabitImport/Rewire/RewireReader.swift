import HabitCore

/// Reads the database of the Rewire Android habit app: `Habits` with
/// `CHECKINS`, plus `REMINDERS` and `category` when present. Each habit
/// becomes a binary habit `rewire-<_id>` with one window; done check-ins
/// (`type` 2) become entries on their floating `YYYYMMDD` dates. The file is
/// never opened itself: a copy is read (see `StoreCopy`). The history's zone
/// is `options.timeZone`, else `options.fallbackTimeZone` (Rewire's dates
/// need no zone to read).
public enum RewireReader: TrackerDatabaseReader {
  /// The label of the count of check-ins that are not "done", left out.
  public static let otherTypesLabel = "check-ins neither done nor skipped, left out"

  /// How this layout is named when a SQLite file matches none of the known
  /// layouts.
  public static let layoutName = "Rewire database (Habits with CHECKINS)"

  /// True when the tables (as listed from `sqlite_master`) are Rewire's:
  /// `Habits` with `CHECKINS`.
  public static func looksLikeRewire(tables: [String]) -> Bool {
    TrackerTable.find("Habits", in: tables) != nil
      && TrackerTable.find("CHECKINS", in: tables) != nil
  }

  /// The history in the open copy `database` (see ``TrackerDatabaseReader``).
  static func history(
    in database: SQLiteDatabase, file: String, zone: String, today: LocalDate?
  ) throws -> ImportResult {
    var log = TrackerProblemLog(file: file)
    let tables = try database.tableNames()
    let habitsTable = try TrackerTable.open(
      "Habits", required: RewireHabitRow.required, tables: tables, database: database, log: &log)
    let checkinsTable = try TrackerTable.open(
      "CHECKINS", required: RewireCheckins.required, tables: tables, database: database, log: &log)
    guard let habitsTable, let checkinsTable else { throw log.failure }
    var reminders: [Int: Int] = [:]
    if TrackerTable.find("REMINDERS", in: tables) != nil,
      let table = try TrackerTable.open(
        "REMINDERS", required: ["_id", "habit_id", "time"], tables: tables, database: database,
        log: &log)
    {
      reminders = try RewireReminders.read(database, table: table, log: &log)
    }
    var groups: [Int: Group] = [:]
    if TrackerTable.find("category", in: tables) != nil,
      let table = try TrackerTable.open(
        "category", required: ["_id", "category_name"], tables: tables, database: database,
        log: &log)
    {
      groups = try RewireCategories.read(database, table: table, log: &log)
    }
    let rows = try RewireHabitRow.readAll(database, table: habitsTable, log: &log)
    let checkins = try RewireCheckins.read(
      database, table: checkinsTable, habits: Set(rows.map(\.id)), log: &log)
    var habits: [Habit] = []
    for row in rows {
      let habit = RewireHabitMapper.habit(
        row, table: habitsTable, entries: checkins.entries[row.id] ?? [],
        reminderMinute: reminders[row.id], groups: groups, today: today, log: &log)
      if let habit { habits.append(habit) }
    }
    if log.hasErrors { throw log.failure }
    let history = TrackerHistory.history(habits: habits, groups: groups.values, zone: zone)
    return ImportResult(
      history: history, format: .rewire, warnings: log.warnings,
      counts: [
        ("habits", history.habits.count),
        ("entries", TrackerHistory.entryCount(history)),
        ("skipped check-ins", checkins.skips),
        (otherTypesLabel, checkins.otherTypes),
        ("check-ins of unknown habits, left out", checkins.orphans),
      ])
  }
}
