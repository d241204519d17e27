import Foundation
import HabitCore

/// Reads Loop Habit Tracker's CSV export ("Export as CSV"), as a `.zip` or
/// as that zip unpacked into a folder, in the newer layout (v2.3.1 on) and
/// the older one: `Habits.csv` lists the habits, each habit's
/// `NNN <name>/Checkmarks.csv` its days (FORMATS.md). Each habit is mapped
/// exactly as the backup's (`LoopHabitMapper`): its frequency, numeric
/// targets and decimals, "at most" habits. The top-level `Checkmarks.csv`
/// and the `Scores.csv` files (Loop's own computations) are not read.
enum LoopCSVReader {
  /// The label of the count of Loop's automatic checkmarks left out.
  static let automaticLabel = LoopBackupReader.automaticLabel

  /// True when the files hold a `Habits.csv` at the top or one folder down.
  static func looksLikeLoopCSV(_ names: [String]) -> Bool {
    names.contains { name in
      name == "Habits.csv"
        || (name.hasSuffix("/Habits.csv") && name.split(separator: "/").count == 2)
    }
  }

  static func read(_ files: ExportFiles, options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  {
    var files = files
    let path = files.path
    var log = TrackerProblemLog(file: path)
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(path, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    guard let prefix = files.prefix(holding: "Habits.csv"),
      let habitsData = try files.data(prefix + "Habits.csv")
    else {
      throw ImportFailure(.error(path, "", "no Habits.csv; expected Loop's CSV export"))
    }
    let habitsFile = prefix + "Habits.csv"
    let rows = LoopCSVHabit.read(
      try records(habitsData, name: habitsFile, path: path), file: habitsFile, log: &log)
    let schema = LoopSchema(
      version: LoopSchema.versions.upperBound, habitsTable: habitsFile,
      repetitionsTable: "Checkmarks.csv", habitColumns: [:], repetitionColumns: [:])
    var habits: [Habit] = []
    var automatic = 0
    for csv in rows {
      let folder = prefix + String(format: "%03d", csv.row.position) + " "
      let name = files.names.first {
        $0.hasPrefix(folder) && $0.hasSuffix("/Checkmarks.csv")
          && !$0.dropFirst(prefix.count).dropLast("/Checkmarks.csv".count).contains("/")
      }
      guard let name, let data = try files.data(name) else {
        log.error(
          RecordLocation.line(csv.line, of: habitsFile),
          "no \(folder)…/Checkmarks.csv for habit \(csv.row.position); expected the habit's "
            + "folder of the export beside Habits.csv")
        continue
      }
      let days = LoopCSVCheckmarks.read(
        try records(data, name: name, path: path), file: name, log: &log)
      var row = csv.row
      var shape: LoopHabitShape?
      if !csv.hasType, days.hasAmounts {
        // An older export names no type: amounts say the habit is numeric,
        // and its target is not in the file.
        row.type = 1
        shape = LoopHabitShape(kind: .counted, target: 1000, unit: nil)
        log.warning(
          RecordLocation.line(csv.line, of: habitsFile),
          .noTargetBeforeLoop231(habit: row.name ?? ""))
      } else {
        shape = LoopHabitShape.shape(of: row, table: habitsFile, log: &log)
      }
      guard let shape else { continue }
      let read = days.entries(shape: shape, file: name, log: &log)
      automatic += read.automatic
      guard
        var habit = LoopHabitMapper.habit(
          row, shape: shape, entries: read.entries, firstDay: read.firstDay, schema: schema,
          today: options.today, log: &log)
      else { continue }
      habit.colour = csv.colour
      habits.append(habit)
    }
    if log.hasErrors { throw log.failure }
    let entries = habits.flatMap { $0.windows.flatMap(\.entries) }
    return ImportResult(
      history: History(settings: HistorySettings(timeZone: zone), habits: habits),
      format: format, warnings: log.warnings,
      counts: [
        ("habits", habits.count),
        ("entries", entries.count),
        ("skipped entries", entries.filter(\.skipped).count),
        (automaticLabel, automatic),
      ])
  }

  /// The CSV records of one file of the export.
  private static func records(_ data: Data, name: String, path: String) throws(ImportFailure)
    -> [CSVRecords.Record]
  {
    do {
      return try CSVRecords.parse(data)
    } catch {
      throw ImportFailure(
        .error(path, RecordLocation.line(error.line, of: name), error.message))
    }
  }
}
