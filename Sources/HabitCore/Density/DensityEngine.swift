/// The density engine: turns a history into day states, reads and
/// aggregates as of a given day. Pure and deterministic: "today" is an input.
public struct DensityEngine: Sendable {
  public let history: History

  public init(history: History) {
    self.history = history
  }

  /// Evaluates every habit as of `today`.
  public func evaluate(today: LocalDate) -> HistoryEvaluation {
    let firstWeekday = history.settings.firstWeekday
    let engagement = EngagementCalendar(history: history, through: today)
    let sessionSeconds = sessionSecondsByWindow()
    var duplicates: [DuplicateEntries] = []
    let habits = history.habits.map { habit -> HabitEvaluation in
      let evaluator = WindowEvaluator(
        habit: habit, today: today, firstWeekday: firstWeekday, engagement: engagement)
      let windows = habit.windows.map { window -> WindowEvaluation in
        let merged = EntryMerger.merge(window.entries)
        for (date, count) in merged.duplicates {
          duplicates.append(
            DuplicateEntries(habitId: habit.id, windowId: window.id, date: date, count: count))
        }
        let days = evaluator.evaluate(
          window: window, entries: merged.entries, sessions: sessionSeconds[window.id] ?? [])
        var read = WindowRead(days, habit: habit, today: today, firstWeekday: firstWeekday)
        read.weekdays = WeekdayPattern.of(days, schedule: habit.schedule, today: today)
        read.ninety = NinetyDayRead(days, today: today, kind: habit.kind)
        let notes = DayNotes(entries: merged.entries, days: days)
        let hours = CompletionHours(
          entries: merged.entries, days: days, window: window,
          dayStartMinute: history.settings.dayStartMinute)
        return WindowEvaluation(
          window: window, days: days, read: read, notes: notes,
          months: MonthCounts.of(days, kind: habit.kind), hours: hours,
          times: DayTimes(entries: merged.entries, days: days))
      }
      return evaluateHabit(habit, windows: windows, today: today, firstWeekday: firstWeekday)
    }
    let active = habits.filter { !$0.habit.isArchived }
    // One set of bands for every aggregate day cell (DESIGN §3).
    let scale = HistoryEvaluation.heatmapScale(habits, today: today)
    let groups = history.groups.filter { !$0.isArchived }
      .enumerated().sorted { ($0.element.sortOrder, $0.offset) < ($1.element.sortOrder, $1.offset) }
      .map(\.element)
      .map { group in
        GroupAggregate(
          group: group, habits: active.filter { $0.habit.groupId == group.id }, today: today,
          scale: scale)
      }
    let allWindows = active.flatMap { $0.windows.map(\.days) }
    let todayRing = active.reduce(TodayRing()) { $0 + $1.today }
    let strip = HeatmapLevels(
      AggregateDay.run(
        allWindows, from: today.adding(days: 1 - GroupAggregate.stripDays), through: today,
        today: today
      ).countingToday(today, as: todayRing), today: today, scale: scale
    ).days
    return HistoryEvaluation(
      today: today, settings: history.settings, habits: habits, groups: groups,
      todayRing: todayRing, strip: strip,
      newHabits: NewHabitRealism(habits: history.habits, today: today),
      consistency: Consistency(habits, today: today, firstWeekday: firstWeekday),
      trends: Trends(habits), duplicates: duplicates,
      heatmapScale: scale)
  }

  private func evaluateHabit(
    _ habit: Habit, windows: [WindowEvaluation], today: LocalDate, firstWeekday: Int
  ) -> HabitEvaluation {
    let days = windows.map(\.days)
    return HabitEvaluation(
      habit: habit, windows: windows,
      completion: HabitStatistics.success(
        days, habit: habit, from: habit.startDate, through: today, firstWeekday: firstWeekday,
        today: today),
      frequency: FrequencyDescription(habit.schedule),
      pause: PauseStatus(habit: habit, today: today),
      today: TodayRing(habit: habit, windows: days, today: today, firstWeekday: firstWeekday))
  }

  /// The work sessions of each window as (date, seconds), in history order;
  /// the evaluator totals them per day in its dense arrays.
  private func sessionSecondsByWindow() -> [String: [(date: LocalDate, seconds: Int)]] {
    var sessions: [String: [(date: LocalDate, seconds: Int)]] = [:]
    // Sessions usually come in runs of one window: collect a run, then add
    // it under its window with one look-up (no hashing per session).
    var runWindow: String?
    var run: [(date: LocalDate, seconds: Int)] = []
    func flush() {
      guard let runWindow, !run.isEmpty else { return }
      sessions[runWindow, default: []].append(contentsOf: run)
      run.removeAll(keepingCapacity: true)
    }
    for session in history.sessions {
      if session.windowId != runWindow {
        flush()
        runWindow = session.windowId
      }
      run.append((session.date, session.seconds))
    }
    flush()
    return sessions
  }
}
