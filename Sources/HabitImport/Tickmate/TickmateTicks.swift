import HabitCore

/// Reads `ticks` into entries per track. A tick's day is its `year`, `month`
/// (0-based, as `java.util.Calendar` counts: 0 is January) and `day`: a
/// floating date, no zone involved. Every ticked day is one done entry;
/// further ticks on the same day (tracks that allow several a day) are
/// merged into it and counted. The time of day is left out.
struct TickmateTicks {
  /// Done entries per track id, sorted by date.
  var entries: [Int: [Entry]] = [:]
  /// Ticks on a day the track was already ticked, merged.
  var merged = 0
  /// Ticks of tracks that are not in `tracks`, left out.
  var orphans = 0

  static let required = ["_id", "_track_id", "year", "month", "day"]

  static func read(
    _ database: SQLiteDatabase, table: TrackerTable, tracks: Set<Int>,
    log: inout TrackerProblemLog
  ) throws(SQLiteError) -> TickmateTicks {
    let statement = try database.prepare(
      "SELECT \(table.column("_id")), \(table.column("_track_id")), \(table.column("year")), "
        + "\(table.column("month")), \(table.column("day")) FROM \(table.quotedName) "
        + "ORDER BY 2, 3, 4, 5, 1")
    var result = TickmateTicks()
    var seen: [Int: Set<LocalDate>] = [:]
    var orphansByTrack: [Int: Int] = [:]
    while try statement.step() {
      var reader = table.rowReader(statement)
      let track = reader.integer(1, table.spelling("_track_id"), log: &log)
      let year = reader.integer(2, table.spelling("year"), log: &log)
      let month = reader.integer(3, table.spelling("month"), log: &log)
      let day = reader.integer(4, table.spelling("day"), log: &log)
      guard reader.isValid else { continue }
      guard let track, tracks.contains(track) else {
        orphansByTrack[track ?? -1, default: 0] += 1
        continue
      }
      guard
        let date = date(
          year: year, month: month, day: day, table: table, reader: &reader, log: &log)
      else { continue }
      if seen[track]?.contains(date) == true {
        result.merged += 1
        continue
      }
      seen[track, default: []].insert(date)
      result.entries[track, default: []].append(Entry(date: date, target: 1, amount: 1))
    }
    for (track, count) in orphansByTrack.sorted(by: { $0.key < $1.key }) {
      result.orphans += count
      log.warning(table.name, .orphanTicks(count: count, track: String(track)))
    }
    return result
  }

  /// The tick's date; nil (with the column's error logged) when it is not a
  /// real date between 1970 and 2100.
  private static func date(
    year: Int?, month: Int?, day: Int?, table: TrackerTable, reader: inout TrackerRowReader,
    log: inout TrackerProblemLog
  ) -> LocalDate? {
    let years = TrackerDate.years
    guard let year, years.contains(year) else {
      reader.reject(
        table.spelling("year"),
        "expected a year from \(years.lowerBound) to \(years.upperBound), found \(reader.found(2))",
        log: &log)
      return nil
    }
    guard let month, (0...11).contains(month) else {
      reader.reject(
        table.spelling("month"),
        "expected a month from 0 (January) to 11 (December), found \(reader.found(3))", log: &log)
      return nil
    }
    guard let day, let date = TrackerDate.date(year: year, month: month + 1, day: day) else {
      reader.reject(
        table.spelling("day"),
        "expected a day of \(year)-\(month < 9 ? "0" : "")\(month + 1) (1 to "
          + "\(LocalDate.daysInMonth(year: year, month: month + 1))), found \(reader.found(4))",
        log: &log)
      return nil
    }
    return date
  }
}
