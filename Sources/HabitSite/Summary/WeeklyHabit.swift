import HabitCore

/// One habit's week: its windows' numbers, whether it was paused for the
/// whole of it, and the pauses that touch it.
public struct WeeklyHabit: Sendable {
  public let habit: Habit
  /// In the habit's window order.
  public let windows: [WeeklyWindow]
  /// True when every day the habit counted in the week lay inside a pause:
  /// the summary lists it as paused, with no numbers.
  public let isPausedAllWeek: Bool
  /// The habit's pauses that overlap the week, in the habit's order.
  public let pauses: [Pause]
  /// The habit's position in the evaluation.
  let index: Int

  /// The habit's week, or nil when it had not started by `through` or had
  /// ended (archived) before the week's Monday.
  /// `lastCountedDay` is the habit's `lastCountedDay(_:)`, worked out once
  /// for all its weeks.
  init?(
    _ evaluation: HabitEvaluation, index: Int, week: ISOWeek, through: LocalDate,
    readsAsOf: LocalDate, firstWeekday: Int, lastCountedDay: LocalDate?
  ) {
    let habit = evaluation.habit
    guard habit.startDate <= through else { return nil }
    var last = through
    if let end = lastCountedDay {
      guard end >= week.monday else { return nil }
      last = min(last, end)
    }
    let first = max(week.monday, habit.startDate)
    self.habit = habit
    self.index = index
    self.pauses = habit.pauses.filter { pause in
      pause.from <= week.sunday && (pause.to.map { $0 >= week.monday } ?? true)
    }
    var everyDayPaused = first <= last
    var date = first
    while everyDayPaused && date <= last {
      everyDayPaused = habit.pauses.contains { $0.contains(date) }
      date = date.adding(days: 1)
    }
    self.isPausedAllWeek = everyDayPaused
    self.windows = evaluation.windows.map { window in
      WeeklyWindow(
        window, habit: habit, week: week, through: through, readsAsOf: readsAsOf,
        firstWeekday: firstWeekday)
    }
  }

  /// The last day an archived habit counts, as the engine decides it: its
  /// `archivedAt`, else the day of its last entry; a habit with neither
  /// counted no day at all (`.distantPast`). Nil for a habit still going.
  static func lastCountedDay(_ habit: Habit) -> LocalDate? {
    guard habit.isArchived else { return nil }
    if let archivedAt = habit.archivedAt { return archivedAt }
    return habit.windows.flatMap(\.entries).map(\.date).max()
      ?? habit.startDate.adding(days: -1)
  }
}
