import HabitCore

/// Turns a checked `Habits` row and its entries into a habit with one window.
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
      let mapping = LoopFrequency.schedule(numerator: numerator, denominator: denominator)
    else {
      let found =
        "\(row.freqNum.map(String.init) ?? "NULL")/\(row.freqDen.map(String.init) ?? "NULL")"
      log.error(
        location("freq_num"),
        "expected a frequency freq_num/freq_den of positive whole numbers "
          + "(den at most \(LoopFrequency.maximumDenominator)), found \(found)")
      return nil
    }
    if mapping.isApproximate {
      log.warning(
        location("freq_num"),
        "\(numerator) times in \(denominator) days has no exact schedule; "
          + "read as \(describe(mapping.schedule))")
    }
    guard let start = firstDay ?? entries.first?.date ?? today else {
      log.error(
        TrackerProblemLog.location(table, key: "id", row.id),
        "the habit has no repetitions to date its start, and no today's date was given")
      return nil
    }
    var title = row.name ?? ""
    if title.allSatisfy(\.isWhitespace) {
      title = "Loop habit \(row.id)"
      log.warning(location("name"), "the habit has no name; called it \"\(title)\"")
    }
    let notes = [row.question, row.description]
      .compactMap { $0?.isEmpty == false ? $0 : nil }
      .reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
      .joined(separator: "\n\n")
    let id = String(row.id)
    return Habit(
      id: id, title: title, notes: notes.isEmpty ? nil : notes, kind: shape.kind,
      schedule: mapping.schedule, isArchived: row.isArchived, startDate: start,
      windows: [Window(id: id + "-w", label: "", target: shape.target, entries: entries)],
      unit: shape.unit, colour: LoopColour.colour(row.color, version: schema.version),
      sortOrder: row.position)
  }

  private static func describe(_ schedule: Schedule) -> String {
    switch schedule {
    case .perWeek(let count): return "\(count) times a week"
    default: return "daily"
    }
  }
}
