import HabitCore

/// DESIGN.md §3 written out plainly, one day at a time, with no dense
/// arrays and no shared code with the engine: the reference the random
/// histories are checked against.
struct OracleDay {
  let history: History
  let today: LocalDate

  /// One state per day from the habit's start to today.
  func states(_ habit: Habit, _ window: Window) -> [DayState] {
    var result: [DayState] = []
    var lastCompleted: LocalDate?
    let periodic: Bool
    switch habit.schedule {
    case .perWeek, .perMonth, .rolling, .total: periodic = true
    case .days, .interval, .afterLast: periodic = false
    }
    let end: LocalDate? =
      habit.isArchived ? (habit.archivedAt ?? window.entries.map(\.date).max()) : today
    var date = habit.startDate
    while date <= today {
      let entry = window.entries.last { $0.date == date }
      let amount = entry?.amount ?? 0
      let target = max(habit.kind == .avoid ? 0 : 1, entry?.target ?? window.target)
      let skipped = entry?.skipped ?? false
      let reached = habit.kind != .avoid && amount >= target && !skipped
      var due: Bool
      switch habit.schedule {
      case .afterLast(let days):
        due = reached || lastCompleted.map { $0.days(to: date) >= days } ?? true
      default:
        due = isDue(habit, date)
      }
      var state = DayState.unscheduled
      if let end, date <= end {
        if habit.pauses.contains(where: { $0.contains(date) }) {
          state = .paused
        } else if due {
          state = skipped ? .skipped : dueState(habit, window, date, amount, target, periodic)
        } else if amount > 0 && !skipped && habit.kind != .avoid {
          state = .extra
        }
      }
      if reached { lastCompleted = date }
      result.append(state)
      date = date.adding(days: 1)
    }
    return result
  }

  func isDue(_ habit: Habit, _ date: LocalDate) -> Bool {
    let start = habit.startDate
    switch habit.schedule {
    case .days(let weekdays, let every):
      let weeks =
        start.startOfWeek(firstWeekday: history.settings.firstWeekday)
        .days(to: date.startOfWeek(firstWeekday: history.settings.firstWeekday)) / 7
      return weekdays.contains(date.isoWeekday) && weeks % every == 0
    case .perWeek, .perMonth, .rolling, .total: return true
    case .interval(let every, .day): return start.days(to: date) % every == 0
    case .interval(let every, .week): return start.days(to: date) % (7 * every) == 0
    case .interval(let every, .month):
      return (0...240).contains { start.adding(months: $0 * every) == date }
    case .afterLast: return true
    }
  }

  func dueState(
    _ habit: Habit, _ window: Window, _ date: LocalDate, _ amount: Int, _ target: Int,
    _ periodic: Bool
  ) -> DayState {
    let isToday = date == today
    if habit.kind == .avoid {
      if isToday { return .pending }
      if amount > target { return periodic ? .empty : .missed }
      return engaged(habit, window, date) ? .complete : .empty
    }
    if amount >= target { return .complete }
    if amount > 0 && (habit.kind == .counted || habit.kind == .timed) {
      return amount * 100 < target * 50 ? .partialLow : .partialHigh
    }
    if amount > 0 { return .complete }
    if isToday { return .pending }
    return periodic ? .empty : .missed
  }

  /// Engaged: an entry of any habit with an amount, a held avoid entry, a
  /// session or an engagement day — or, for a habit engaged by its own
  /// entries, an entry of its own that day.
  func engaged(_ habit: Habit, _ window: Window, _ date: LocalDate) -> Bool {
    if habit.isEngagedByOwnEntries {
      return window.entries.contains { $0.date == date && !$0.skipped }
    }
    if history.engagementDays.contains(date) { return true }
    if history.sessions.contains(where: { $0.date == date && $0.seconds > 0 }) { return true }
    return history.habits.contains { other in
      other.windows.contains { window in
        window.entries.contains {
          ($0.date == date && $0.amount > 0 && !$0.skipped)
            || (other.kind == .avoid && $0.completedAt?.date == date)
        }
      }
    }
  }
}
