import HabitCore

/// Reads `Repetitions` (or `Checkmarks`) into entries per habit. Timestamps
/// are milliseconds at 00:00 UTC of the local day, so the day is found in UTC,
/// never through a zone. Yes/no values: 2 done, 3 skip; 1 (Loop's own
/// automatic check), 0 (no) and −1 (unknown) make no entry. Numeric values
/// are the number × 1000, kept as thousandths (−1 unknown makes no entry, 3
/// is Loop's skip on every kind of habit): `LoopDayValue`, the rule the CSV
/// export's reader follows too. `notes` (schema 25) is kept on
/// every kind: a row with a note and no check (−1, or 0/1 on yes/no) becomes a
/// note-only entry, no completion, so the day stays what its check says.
struct LoopRepetitions {
  /// Entries per habit id, sorted by date.
  var entries: [Int: [Entry]] = [:]
  /// The first day with a user's own record per habit (any value but
  /// unknown or automatic): the habit's start.
  var firstDay: [Int: LocalDate] = [:]
  /// Rows with Loop's automatic value, left out.
  var automatic = 0

  static let millisecondsPerDay = 86_400_000
  /// Loop's `Entry.SKIP`, on yes/no and numeric habits alike.
  static let skip = 3
  /// Days accepted: 1970-01-01 … 2100-12-31, as from every reader (a far
  /// day would lay out centuries of days).
  static let days = FieldReader.earliestDate.dayNumber...FieldReader.latestDate.dayNumber
  /// The largest numeric value: the README's 1,000,000, in thousandths.
  static let largestValue = Int(LoopHabitShape.maximumTarget) * 1000

  /// The local day of a Loop timestamp (floor division, so times before 1970
  /// fall on the right day too).
  static func day(milliseconds: Int) -> LocalDate {
    let quotient = milliseconds / millisecondsPerDay
    let floor = milliseconds % millisecondsPerDay < 0 ? quotient - 1 : quotient
    return LocalDate(dayNumber: floor)
  }

  static func read(
    _ database: SQLiteDatabase, schema: LoopSchema, shapes: [Int: LoopHabitShape],
    log: inout TrackerProblemLog
  ) throws(SQLiteError) -> LoopRepetitions {
    let table = schema.repetitionsTable
    let value = schema.repetitionsHaveValues ? schema.repetition("value") : "2"
    let statement = try database.prepare(
      "SELECT \(schema.repetition("id")), \(schema.repetition("habit")), "
        + "\(schema.repetition("timestamp")), \(value), \(schema.repetition("notes")) "
        + "FROM \(TrackerTable.quote(table)) "
        + "ORDER BY 2, 3, 1")
    var result = LoopRepetitions()
    var kept: [Int: [LocalDate: (index: Int, row: Int)]] = [:]
    var orphans: [Int: Int] = [:]
    while try statement.step() {
      var reader = TrackerRowReader(
        statement: statement, table: table, key: "id", id: statement.int(0))
      let habit = reader.integer(1, "habit", log: &log)
      let stamp = reader.integer(2, "timestamp", log: &log)
      let raw = reader.integer(3, "value", log: &log)
      let text = reader.text(4, schema.repetitionColumns["notes"] ?? "notes", log: &log)
      guard reader.isValid else { continue }
      let note = text.flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
      if let note, note.utf8.count > ImportLimits.dayNote {
        // Named by its row here: the history's limits check knows no rows.
        reader.reject(
          schema.repetitionColumns["notes"] ?? "notes",
          "expected at most \(ImportLimits.dayNote) bytes of a day's note, found "
            + "\(note.utf8.count)", log: &log)
        continue
      }
      guard let habit, let shape = shapes[habit] else {
        orphans[habit ?? -1, default: 0] += 1
        continue
      }
      guard let stamp, case let date = day(milliseconds: stamp), days.contains(date.dayNumber)
      else {
        let found = stamp.map { "\($0)" } ?? "NULL"
        reader.reject(
          "timestamp",
          "expected milliseconds since 1970 at 00:00 UTC of a day between 1970 and 2100, found "
            + found, log: &log)
        continue
      }
      guard let raw else {
        reader.reject("value", "expected a value (2 done, 3 skip, 0 no, …), found NULL", log: &log)
        continue
      }
      let checked = result.entry(
        raw, date: date, stamp: stamp, shape: shape, reader: &reader, log: &log)
      guard reader.isValid,
        var entry = checked ?? note.map({ _ in Entry(date: date, target: shape.target, amount: 0) })
      else { continue }
      entry.note = note
      var list = result.entries[habit, default: []]
      if let previous = kept[habit]?[date] {
        let other = list[previous.index]
        let better =
          !entry.skipped && !entry.isNoteOnly && (other.skipped || entry.amount > other.amount)
        log.warning(
          reader.location("timestamp"),
          .secondRepetition(
            habit: String(habit), day: date, other: String(previous.row), keptThis: better))
        let notes = EntryMerger.joinedNote(other.note, entry.note)
        if better { list[previous.index] = entry }
        list[previous.index].note = notes
      } else {
        kept[habit, default: [:]][date] = (list.count, reader.id)
        list.append(entry)
      }
      result.entries[habit] = list
    }
    for (habit, count) in orphans.sorted(by: { $0.key < $1.key }) {
      log.warning(
        table,
        .orphanRows(count: count, habit: String(habit), table: schema.habitsTable))
    }
    return result
  }

  /// The entry of one row; nil when the value makes none (or is bad).
  private mutating func entry(
    _ raw: Int, date: LocalDate, stamp: Int, shape: LoopHabitShape,
    reader: inout TrackerRowReader, log: inout TrackerProblemLog
  ) -> Entry? {
    let habit = reader.statement.int(1)
    let value = LoopDayValue(raw, numeric: shape.isNumeric)
    switch value {
    case .unexpected:
      reader.reject(
        "value",
        "expected 2 (done), 3 (skip), 1 (automatic), 0 (no) or -1 (unknown), found \(raw)",
        log: &log)
      return nil
    case .amount(let amount) where amount < 0 || amount > Self.largestValue:
      reader.reject(
        "value",
        "expected the number × 1000, from 0 to \(Self.largestValue) (a number up to "
          + "1,000,000), found \(raw)", log: &log)
      return nil
    case .automatic:
      automatic += 1
    case .done, .skip, .no, .unknown, .amount:
      break
    }
    if value.isOwn { noteFirst(habit, date) }
    // Thousandths, as Loop stores them: `LoopDecimals` keeps what they use.
    guard var entry = value.entry(date, shape: shape) else { return nil }
    // A logged "at most" value is a deliberate check-in ("held" when 0 slips).
    if shape.kind == .avoid, case .amount = value {
      entry.completedAt = Moment(secondsSince1970: Double(stamp) / 1000, date: date)
    }
    return entry
  }

  private mutating func noteFirst(_ habit: Int, _ date: LocalDate) {
    if firstDay[habit].map({ date < $0 }) ?? true { firstDay[habit] = date }
  }
}
