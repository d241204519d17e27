import HabitCore

/// Reads `CHECKINS` into entries per habit. `date` is a floating `YYYYMMDD`
/// date (no zone involved). `type` 2 is a day done, as in Loop's own
/// importer, and 3 a skipped day (skipped, left out of every count); the
/// other types (the app's failed marks: a missed day is derived anyway) are
/// counted and left out, but a `note` written on one is kept as a note
/// alone (no completion). Every check-in's `note` is its day's note.
struct RewireCheckins {
  /// Done entries per habit id, sorted by date.
  var entries: [Int: [Entry]] = [:]
  /// Check-ins of any other type, left out.
  var otherTypes = 0
  /// Skipped check-ins, kept as skipped days.
  var skips = 0
  /// Check-ins of habits that are not in `Habits`, left out.
  var orphans = 0

  static let required = ["_id", "Habit_id", "date", "type"]

  /// The `type` of a check-in that means "done".
  static let doneType = 2
  /// The `type` of a check-in that means "skipped".
  static let skipType = 3

  static func read(
    _ database: SQLiteDatabase, table: TrackerTable, habits: Set<Int>, log: inout TrackerProblemLog
  ) throws(SQLiteError) -> RewireCheckins {
    let statement = try database.prepare(
      "SELECT \(table.column("_id")), \(table.column("Habit_id")), \(table.column("date")), "
        + "\(table.column("type")), \(table.column("note")) FROM \(table.quotedName) "
        + "ORDER BY 2, 3, 1")
    var result = RewireCheckins()
    var kept: [Int: [LocalDate: Int]] = [:]
    var skipped: [Int: Set<LocalDate>] = [:]
    var orphansByHabit: [Int: Int] = [:]
    let dateColumn = table.spelling("date")
    while try statement.step() {
      var reader = table.rowReader(statement)
      let habit = reader.integer(1, table.spelling("Habit_id"), log: &log)
      let text = reader.text(2, dateColumn, log: &log)
      let type = reader.integer(3, table.spelling("type"), log: &log)
      let noteText = reader.text(4, table.spelling("note"), log: &log)
      guard reader.isValid else { continue }
      let note = noteText.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
      guard let habit, habits.contains(habit) else {
        orphansByHabit[habit ?? -1, default: 0] += 1
        continue
      }
      guard let text, let date = TrackerDate.compact(text) else {
        reader.reject(
          dateColumn,
          "expected a date YYYYMMDD between \(TrackerDate.years.lowerBound) and "
            + "\(TrackerDate.years.upperBound), found \(reader.found(2))",
          log: &log)
        continue
      }
      guard type == doneType || type == skipType else {
        result.otherTypes += 1
        if let note {
          result.entries[habit, default: []].append(
            Entry(date: date, target: 1, amount: 0, note: note))
        }
        continue
      }
      if type == skipType {
        // A done check-in on the same day wins over a skip.
        guard kept[habit]?[date] == nil, skipped[habit]?.contains(date) != true else { continue }
        skipped[habit, default: []].insert(date)
        result.skips += 1
        result.entries[habit, default: []].append(
          Entry(date: date, target: 1, amount: 0, skipped: true, note: note))
        continue
      }
      var dayNote = note
      if let last = result.entries[habit]?.last, last.date == date, last.skipped {
        result.entries[habit]?.removeLast()  // done wins over a skip that day
        result.skips -= 1
        dayNote = EntryMerger.joinedNote(last.note, note)
      }
      if let other = kept[habit]?[date] {
        log.warning(
          reader.location(dateColumn),
          .secondCheckin(habit: String(habit), day: date, other: "\(reader.key)=\(other)"))
        continue
      }
      kept[habit, default: [:]][date] = reader.id
      result.entries[habit, default: []].append(
        Entry(date: date, target: 1, amount: 1, note: dayNote))
    }
    for (habit, count) in orphansByHabit.sorted(by: { $0.key < $1.key }) {
      result.orphans += count
      log.warning(
        table.name, .orphanCheckins(count: count, habit: String(habit)))
    }
    return result
  }
}
