import HabitCore

/// Turns a checked `Habits` row and its entries into a habit with one window,
/// keeping Loop's rules: its frequency (`LoopFrequency`), its numeric values'
/// decimals (`LoopDecimals`), and "at most" habits engaged only on days with
/// their own entry. What the model cannot hold is a warning naming the habit.
enum LoopHabitMapper {
  static func habit(
    _ row: LoopHabitRow, shape: LoopHabitShape, entries: [Entry], firstDay: LocalDate?,
    schema: LoopSchema, today: LocalDate?, log: inout TrackerProblemLog
  ) -> Habit? {
    let table = schema.habitsTable
    let location = { (column: String) in
      TrackerProblemLog.location(table, key: "id", row.id, column: column)
    }
    guard let numerator = row.freqNum, let denominator = row.freqDen,
      var mapping = LoopFrequency.schedule(numerator: numerator, denominator: denominator)
    else {
      let found =
        "\(row.freqNum.map(String.init) ?? "NULL")/\(row.freqDen.map(String.init) ?? "NULL")"
      log.error(
        location("freq_num"),
        "expected a frequency freq_num/freq_den of positive whole numbers "
          + "(den at most \(LoopFrequency.maximumDenominator)), found \(found)")
      return nil
    }
    var title = row.name ?? ""
    if title.allSatisfy(\.isWhitespace) {
      title = "Loop habit \(row.id)"
      log.warning(location("name"), .untitledHabit(title: title))
    }
    if mapping.isApproximate && !shape.isNumeric {
      log.warning(
        location("freq_num"),
        .timesInDays(habit: title, times: numerator, days: denominator))
    }
    var target = shape.target
    var decimals = 0
    var entries = entries
    if shape.isNumeric {
      // Loop sums a numeric habit's values over the frequency's days: the
      // window's target and every entry's snapshot are that period's total.
      mapping.schedule = numericSchedule(denominator: denominator)
      let reduced = LoopDecimals.reduce(target: target, entries: entries)
      (decimals, target, entries) = (reduced.decimals, reduced.target, reduced.entries)
    }
    guard let start = firstDay ?? entries.first?.date ?? today else {
      log.error(
        TrackerProblemLog.location(table, key: "id", row.id),
        "the habit has no repetitions to date its start, and no today's date was given")
      return nil
    }
    let notes = [row.question, row.description]
      .compactMap { $0?.isEmpty == false ? $0 : nil }
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      .joined(separator: "\n\n")
    let id = String(row.id)
    return Habit(
      id: id, title: title, notes: notes.isEmpty ? nil : notes, kind: shape.kind,
      schedule: mapping.schedule, isArchived: row.isArchived, startDate: start,
      windows: [Window(id: id + "-w", label: "", target: target, entries: entries)],
      unit: shape.unit, colour: LoopColour.colour(row.color, version: schema.version),
      sortOrder: row.position, decimals: decimals, isEngagedByOwnEntries: shape.kind == .avoid)
  }

  /// A numeric habit's schedule (DESIGN.md §4), for the backup and the CSV
  /// export alike: a daily target for 1 in 1, else the sum over the period,
  /// `total(per: week)` for 1 in 7, `total(per: month)` for 1 in 30 or 31,
  /// `total(per: days(y))` for another y ("at most" habits: the period's
  /// allowance).
  static func numericSchedule(denominator: Int) -> Schedule {
    switch denominator {
    case ...1: return .daily
    case 7: return .total(per: .week)
    case 30, 31: return .total(per: .month)
    default: return .total(per: .days(denominator))
    }
  }
}
