import HabitCore

/// Reads a Loop Habit Tracker backup (`.db`, schema versions 12 to 25) into a
/// history. The file is never opened itself: a copy is read (see
/// `StoreCopy`). Each Loop habit becomes a habit with one window whose id is
/// `<Loop id>-w`; the history's zone is `options.timeZone`, else
/// `options.fallbackTimeZone` (Loop's days need no zone to read).
public enum LoopBackupReader: TrackerDatabaseReader {
  /// The label of the count of Loop's automatic checkmarks left out.
  public static let automaticLabel = "automatic checkmarks left out"

  /// How this layout is named when a SQLite file matches none of the known
  /// layouts.
  public static let layoutName = "Loop Habit Tracker backup (Habits with Repetitions or Checkmarks)"

  /// True when the tables (as listed from `sqlite_master`) are Loop's:
  /// `Habits` with `Repetitions`, or with `Checkmarks` in the oldest files.
  public static func looksLikeLoop(tables: [String]) -> Bool {
    TrackerTable.find("Habits", in: tables) != nil
      && (TrackerTable.find("Repetitions", in: tables)
        ?? TrackerTable.find("Checkmarks", in: tables))
        != nil
  }

  /// The history in the open copy `database` (see ``TrackerDatabaseReader``).
  static func history(
    in database: SQLiteDatabase, file: String, zone: String, today: LocalDate?
  ) throws -> ImportResult {
    var log = TrackerProblemLog(file: file)
    let schema = try LoopSchemaReader.schema(of: database, file: file)
    let rows = try LoopHabitRow.readAll(database, schema: schema, log: &log)
    var shapes: [Int: LoopHabitShape] = [:]
    for row in rows {
      shapes[row.id] = LoopHabitShape.shape(of: row, table: schema.habitsTable, log: &log)
    }
    let repetitions = try LoopRepetitions.read(
      database, schema: schema, shapes: shapes, log: &log)
    var habits: [Habit] = []
    for row in rows {
      guard let shape = shapes[row.id] else { continue }
      let habit = LoopHabitMapper.habit(
        row, shape: shape, entries: repetitions.entries[row.id] ?? [],
        firstDay: repetitions.firstDay[row.id], schema: schema, today: today, log: &log)
      if let habit { habits.append(habit) }
    }
    if log.hasErrors { throw log.failure }
    habits.sort { ($0.sortOrder, Int($0.id) ?? 0) < ($1.sortOrder, Int($1.id) ?? 0) }
    let entries = habits.flatMap { $0.windows.flatMap(\.entries) }
    return ImportResult(
      history: History(settings: HistorySettings(timeZone: zone), habits: habits),
      format: .loopBackup, warnings: log.warnings,
      counts: [
        ("habits", habits.count),
        ("entries", entries.count),
        ("skipped entries", entries.filter(\.skipped).count),
        (automaticLabel, repetitions.automatic),
        ("schema version", schema.version),
      ])
  }
}
