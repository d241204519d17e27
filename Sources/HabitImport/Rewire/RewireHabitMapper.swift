import HabitCore

/// Turns a checked `Habits` row and its done check-ins into a habit with one
/// window (`rewire-<_id>`, window `rewire-<_id>-w`).
enum RewireHabitMapper {
  static func habit(
    _ row: RewireHabitRow, table: TrackerTable, entries: [Entry], reminderMinute: Int?,
    groups: [Int: Group], today: LocalDate?, log: inout TrackerProblemLog
  ) -> Habit? {
    let location = { (column: String) in
      TrackerProblemLog.location(
        table.name, key: table.spelling("_id"), row.id, column: table.spelling(column))
    }
    var title = row.name ?? ""
    if title.allSatisfy(\.isWhitespace) {
      title = "Rewire habit \(row.id)"
      log.warning(location("Name"), .untitledHabit(title: title))
    }
    guard let mapping = RewireSchedule.mapping(row, location: location, log: &log) else {
      return nil
    }
    // Every approximation names the habit.
    if let approximation = mapping.approximation {
      log.warning(
        location("days"),
        .daysAYear(habit: title, days: approximation.days, perMonth: approximation.perMonth))
    }
    var startDate: LocalDate?
    if let text = row.startDate, !text.isEmpty {
      guard let date = TrackerDate.compact(text) else {
        log.error(
          location("start_date"),
          "expected a date YYYYMMDD between \(TrackerDate.years.lowerBound) and "
            + "\(TrackerDate.years.upperBound), found \"\(text)\"")
        return nil
      }
      startDate = date
    }
    let first = entries.first?.date
    if let first, let declared = startDate, first < declared {
      log.warning(
        location("start_date"),
        .checkinsBeforeStart(first: first, declared: declared))
    }
    guard let start = [startDate, first].compactMap({ $0 }).min() ?? today else {
      log.error(
        TrackerProblemLog.location(table.name, key: table.spelling("_id"), row.id),
        "the habit has no start_date and no check-ins to date its start, and no today's date was given"
      )
      return nil
    }
    if let target = row.targetCount, target.isFinite, target > 0 {
      log.warning(
        location("target_count"),
        .numericTargetLeftOut(habit: title, target: String(target)))
    }
    var groupId: String?
    if let category = row.category, category >= 0 {
      if let group = groups[category] {
        groupId = group.id
      } else {
        log.warning(location("category"), .noCategory(String(category)))
      }
    }
    let id = "rewire-\(row.id)"
    return Habit(
      id: id, title: title, notes: row.description.flatMap { $0.isEmpty ? nil : $0 },
      kind: .binary, schedule: mapping.schedule, isArchived: row.isArchived, startDate: start,
      groupId: groupId,
      windows: [
        Window(id: id + "-w", target: 1, reminderMinute: reminderMinute, entries: entries)
      ],
      sortOrder: row.order)
  }
}
