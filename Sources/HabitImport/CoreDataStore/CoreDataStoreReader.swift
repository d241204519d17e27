import HabitCore

/// Reads the habit app's own SQLite store (the SwiftData / Core Data layout of
/// DESIGN.md §4) into a `History`.
public enum CoreDataStoreReader {
  /// How this layout is named when a SQLite file matches none of the known layouts.
  public static let layoutName = CoreDataLayout.name

  /// True when a SQLite file with these tables is the app's store: it has Core Data's
  /// `Z_PRIMARYKEY` and a `ZHABIT` table.
  public static func looksLikeStore(tables: [String]) -> Bool {
    tables.contains("Z_PRIMARYKEY") && tables.contains("ZHABIT")
  }

  /// Reads the store at `path`, the private copy ``HistoryLoader`` made (see
  /// ``StoreCopy``): it is opened read-only, but SQLite may still create
  /// companions beside it. `file` is the user's name for the input, used in
  /// every message.
  static func read(
    copyAt path: String, file: String, options: ImportOptions
  ) throws(ImportFailure) -> ImportResult {
    let database = try StoreReadError.wrap(file) { () throws(SQLiteError) in
      try SQLiteDatabase(path: path, mode: .readOnly)
    }
    let tables = try StoreReadError.wrap(file) { () throws(SQLiteError) in try database.tableNames()
    }
    guard looksLikeStore(tables: tables) else {
      throw unknownLayout(file: file, tables: tables, layoutsTried: [layoutName])
    }
    let layout = try CoreDataLayout.load(database, file: file, tables: tables)
    let rows = try StoreRows.read(database, file: file, layout: layout)
    var settingsProblems: [ImportProblem] = []
    let settings = Self.settings(
      rows.settings, file: file, options: options, problems: &settingsProblems)
    guard let settings,
      let clock = DayClock(timeZone: settings.timeZone, dayStartMinute: settings.dayStartMinute)
    else { throw ImportFailure(problems: settingsProblems + rows.problems) }

    // Handed over, not copied: the assembler frees the entry rows it turns
    // into entries.
    var assembler = StoreAssembler(file: file, rows: consume rows, clock: clock)
    let history = assembler.history(settings: settings)
    let problems = settingsProblems + assembler.problems
    var warnings = problems.filter { $0.severity == .warning }
    if let warning = assembler.midnightWarning { warnings.append(warning) }
    guard !problems.contains(where: { $0.severity == .error }) else {
      throw ImportFailure(problems: problems.filter { $0.severity == .error } + warnings)
    }
    // Counted in place: a flattened copy of a million entries cost 100 MB.
    var entryCount = 0
    var skippedCount = 0
    for window in history.habits.lazy.flatMap(\.windows) {
      entryCount += window.entries.count
      for entry in window.entries where entry.skipped { skippedCount += 1 }
    }
    return ImportResult(
      history: history, format: .coreDataStore, warnings: warnings,
      counts: [
        ("habits", history.habits.count), ("groups", history.groups.count),
        ("windows", history.habits.reduce(0) { $0 + $1.windows.count }), ("entries", entryCount),
        ("skipped entries", skippedCount),
        ("work sessions", history.sessions.count),
        ("engagement days", history.engagementDays.count),
      ])
  }

  /// The failure for a SQLite file that matches none of the known layouts: it lists the
  /// tables found and each layout tried, so the user can tell what the file is.
  public static func unknownLayout(file: String, tables: [String], layoutsTried: [String])
    -> ImportFailure
  {
    let found = tables.isEmpty ? "no tables" : "tables " + tables.joined(separator: ", ")
    return ImportFailure(
      .error(
        file, "",
        "a SQLite file with none of the known layouts: found \(found); tried \(layoutsTried.joined(separator: "; "))"
      ))
  }

  /// The history's settings: the `AppSettings` row when present, `options.timeZone`
  /// always winning for the zone; defaults day start 0, Monday first, locale "en".
  static func settings(
    _ row: StoreRows.Settings?, file: String, options: ImportOptions,
    problems: inout [ImportProblem]
  ) -> HistorySettings? {
    let location = { (column: String) in
      row.map { "ZAPPSETTINGS Z_PK=\($0.key) \(column)" } ?? column
    }
    let zone = options.timeZone ?? row?.timeZone ?? options.fallbackTimeZone
    var ok = true
    if DayClock(timeZone: zone) == nil {
      let source =
        options.timeZone != nil
        ? "--time-zone" : (row?.timeZone != nil ? location("ZTIMEZONE") : "the machine's zone")
      problems.append(
        .error(
          file, source, "expected an IANA time zone such as \"Europe/London\", found \"\(zone)\""))
      ok = false
    }
    let dayStart = row?.dayStartMinute ?? 0
    if !(0...1439).contains(dayStart) {
      problems.append(
        .error(
          file, location("ZDAYSTARTMINUTE"), "expected an integer from 0 to 1439, found \(dayStart)"
        ))
      ok = false
    }
    let firstWeekday = row?.firstWeekday ?? 1
    if !(1...7).contains(firstWeekday) {
      problems.append(
        .error(
          file, location("ZFIRSTWEEKDAY"),
          "expected an ISO weekday from 1 (Monday) to 7 (Sunday), found \(firstWeekday)"))
      ok = false
    }
    let locale = row?.locale.flatMap { $0.isEmpty ? nil : $0 } ?? "en"
    guard ok else { return nil }
    return HistorySettings(
      timeZone: zone, dayStartMinute: dayStart, firstWeekday: firstWeekday, locale: locale)
  }
}
