import HabitCore

/// What happened in one ISO week, per habit and window: the numbers behind a
/// weekly summary (`weeks/<YYYY-Www>.md`, `habit-report summary`).
///
/// The counts come from the build's own day states for the week's dates.
/// A past day's state never depends on "today" (only today itself can be
/// `pending`), so they are exactly what an evaluation as of the end of the
/// week would give. The reads are `WindowRead`s computed on the same days as
/// of `readsAsOf`, the day after the week ends, so "the last 21 days" are the
/// 21 days ending on the week's Sunday; for the week still in progress they
/// are as of today, like the dashboard.
///
/// Nothing here counts a run of days: there are no streaks.
public struct WeeklySummary: Sendable {
  public let week: ISOWeek
  /// The last day counted: the week's Sunday, or today for the week in
  /// progress.
  public let through: LocalDate
  /// The day the reads are as of (their look-back ends the day before).
  public let readsAsOf: LocalDate
  /// False while the week holds today.
  public let isComplete: Bool
  /// The habits tracked during the week, in the history's order. Habits that
  /// had not started by the week's end, or ended before it began, are left
  /// out.
  public let habits: [WeeklyHabit]
  /// The earliest start of any habit in the history, nil when it has none:
  /// a week before it gets "nothing was tracked yet".
  public let firstStart: LocalDate?

  /// The summary of `week` from an evaluation. The week must not start after
  /// the evaluation's today (`SummaryWeeks.check` says why a week is refused).
  public init(week: ISOWeek, evaluation: HistoryEvaluation) {
    self.init(week: week, evaluation: evaluation, sources: WeeklySource.all(evaluation))
  }

  /// The summary of `week`, with `WeeklySource.all(evaluation)`, which a
  /// build makes once for all its weeks.
  init(week: ISOWeek, evaluation: HistoryEvaluation, sources: [WeeklySource]) {
    let today = evaluation.today
    self.week = week
    self.through = min(week.sunday, today)
    self.isComplete = week.sunday < today
    self.readsAsOf = min(week.sunday.adding(days: 1), today)
    self.firstStart = sources.lazy.map(\.startDate).min()
    let firstWeekday = evaluation.settings.firstWeekday
    let through = self.through
    let readsAsOf = self.readsAsOf
    self.habits = sources.compactMap { source in
      WeeklyHabit(
        source, week: week, through: through, readsAsOf: readsAsOf, firstWeekday: firstWeekday)
    }
  }

  /// True when no habit was tracked during the week (all started later or
  /// had ended).
  public var isEmpty: Bool { habits.isEmpty }

  /// True when the week ended before any habit started.
  public var isBeforeFirstStart: Bool {
    firstStart.map { through < $0 } ?? true
  }
}
