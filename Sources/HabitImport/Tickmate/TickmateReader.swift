import HabitCore

/// Reads the database of the Tickmate Android app: `tracks` with `ticks`,
/// plus `groups` and `track2groups` when present. Each track becomes a
/// binary, daily habit `tickmate-<_id>` with one window (Tickmate has no
/// schedule: every day is a day to tick); each ticked day is one done entry.
/// A disabled track (hidden in the app) is archived. The start date is the
/// first tick (Tickmate stores no creation date). The file is never opened
/// itself: a copy is read. The history's zone is `options.timeZone`, else
/// `options.fallbackTimeZone` (Tickmate's dates need no zone to read).
public enum TickmateReader: TrackerDatabaseReader {
  /// The label of the count of extra ticks merged into a day already ticked.
  public static let mergedLabel = "extra ticks on a ticked day, merged"

  /// How this layout is named when a SQLite file matches none of the known
  /// layouts.
  public static let layoutName = "Tickmate database (tracks with ticks)"

  /// True when the tables (as listed from `sqlite_master`) are Tickmate's:
  /// `tracks` with `ticks`.
  public static func looksLikeTickmate(tables: [String]) -> Bool {
    TrackerTable.find("tracks", in: tables) != nil && TrackerTable.find("ticks", in: tables) != nil
  }

  /// The history in the open copy `database` (see ``TrackerDatabaseReader``).
  static func history(
    in database: SQLiteDatabase, file: String, zone: String, today: LocalDate?
  ) throws -> ImportResult {
    var log = TrackerProblemLog(file: file)
    let tables = try database.tableNames()
    let tracksTable = try TrackerTable.open(
      "tracks", required: TickmateTrackRow.required, tables: tables, database: database, log: &log)
    let ticksTable = try TrackerTable.open(
      "ticks", required: TickmateTicks.required, tables: tables, database: database, log: &log)
    guard let tracksTable, let ticksTable else { throw log.failure }
    var groups = TickmateGroups()
    if TrackerTable.find("groups", in: tables) != nil,
      let groupTable = try TrackerTable.open(
        "groups", required: ["_id", "name"], tables: tables, database: database, log: &log)
    {
      let links =
        TrackerTable.find("track2groups", in: tables) == nil
        ? nil
        : try TrackerTable.open(
          "track2groups", required: ["_id", "_track_id", "_group_id"], tables: tables,
          database: database, log: &log)
      groups = try TickmateGroups.read(database, groups: groupTable, links: links, log: &log)
    }
    let rows = try TickmateTrackRow.readAll(database, table: tracksTable, log: &log)
    let ticks = try TickmateTicks.read(
      database, table: ticksTable, tracks: Set(rows.map(\.id)), log: &log)
    var habits: [Habit] = []
    for row in rows {
      let entries = ticks.entries[row.id] ?? []
      func location(_ column: String? = nil) -> RecordLocation {
        TrackerProblemLog.location(
          tracksTable.name, key: tracksTable.spelling("_id"), row.id, column: column)
      }
      guard let start = entries.first?.date ?? today else {
        log.error(
          location(), "the track has no ticks to date its start, and no today's date was given")
        continue
      }
      var title = row.name ?? ""
      if title.allSatisfy(\.isWhitespace) {
        title = "Tickmate track \(row.id)"
        log.warning(
          location(tracksTable.spelling("name")),
          .untitledTrack(title: title))
      }
      let id = "tickmate-\(row.id)"
      habits.append(
        Habit(
          id: id, title: title, notes: row.description.flatMap { $0.isEmpty ? nil : $0 },
          kind: .binary, schedule: .daily, isArchived: !row.isEnabled, startDate: start,
          groupId: groups.trackGroup[row.id],
          windows: [Window(id: id + "-w", target: 1, entries: entries)], sortOrder: row.order))
    }
    if log.hasErrors { throw log.failure }
    let history = TrackerHistory.history(habits: habits, groups: groups.groups.values, zone: zone)
    return ImportResult(
      history: history, format: .tickmate, warnings: log.warnings,
      counts: [
        ("habits", history.habits.count),
        ("entries", TrackerHistory.entryCount(history)),
        (mergedLabel, ticks.merged),
        ("ticks of unknown tracks, left out", ticks.orphans),
      ])
  }
}
