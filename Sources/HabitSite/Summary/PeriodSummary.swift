import HabitCore

/// What happened in one report period — an ISO week, a calendar month or a
/// calendar year — per habit and window: the numbers behind
/// `weeks/<YYYY-Www>.md`, `months/<YYYY-MM>.md`, `years/<YYYY>.md`, their
/// pages and `habit-report summary`.
///
/// The numbers are `PeriodNumbers`, counted from the build's own day states
/// for the period's days through `through`. A past day's state never
/// depends on "today" (only today itself can be `pending`), so they are
/// exactly what an evaluation as of the period's end would give. The reads
/// are `WindowRead`s on the same days as of `readsAsOf`, the day after
/// `through`, so "the last 21 days" are the 21 days up to the last counted
/// day: one time frame a page, today included while the period is in
/// progress (a pending today counts nowhere, as in the table).
///
/// Nothing here counts a run of days: there are no streaks.
public struct PeriodSummary: Sendable {
  public let period: ReportPeriod
  /// The last day counted: the period's last day, or today while the period
  /// holds today.
  public let through: LocalDate
  /// The day the reads are as of, the day after `through`: their
  /// look-back ends on `through`.
  public let readsAsOf: LocalDate
  /// False while the period holds today.
  public let isComplete: Bool
  /// The habits tracked during the period, in the history's order; those
  /// that had not started by its end or had ended before it are left out.
  public let habits: [PeriodHabit]
  /// The history's groups (not archived, in sort order) with at least one
  /// habit of the summary.
  public let groups: [PeriodGroup]
  /// The earliest start of any habit, nil when there is none: a period
  /// before it gets "nothing was tracked yet".
  public let firstStart: LocalDate?
  /// The build's today and first weekday, for numbers counted beside the
  /// period's own (the previous year on a year's table).
  public let today: LocalDate
  public let firstWeekday: Int

  /// The summary of `period` from an evaluation. The period must not start
  /// after the evaluation's today (`SummaryPeriods.refusal` says why one is
  /// refused).
  public init(period: ReportPeriod, evaluation: HistoryEvaluation) {
    self.init(period: period, evaluation: evaluation, sources: PeriodSource.all(evaluation))
  }

  /// The summary of `period`, with `PeriodSource.all(evaluation)`, which a
  /// build makes once for all its periods.
  init(period: ReportPeriod, evaluation: HistoryEvaluation, sources: [PeriodSource]) {
    let today = evaluation.today
    self.today = today
    self.firstWeekday = evaluation.settings.firstWeekday
    self.period = period
    self.through = min(period.last, today)
    self.isComplete = period.last < today
    self.readsAsOf = min(period.last, today).adding(days: 1)
    self.firstStart = sources.lazy.map(\.startDate).min()
    let firstWeekday = evaluation.settings.firstWeekday
    let habits = sources.compactMap { source in
      PeriodHabit(source, period: period, today: today, firstWeekday: firstWeekday)
    }
    self.habits = habits
    self.groups = evaluation.groups.compactMap { aggregate in
      // A set, and the id the source holds: a search of the group's list
      // with a copy of each habit was ~2% of a site's render at 200 habits.
      let ids = Set(aggregate.habitIds)
      let members = habits.filter { ids.contains($0.source.id) }
      return members.isEmpty ? nil : PeriodGroup(group: aggregate.group, habits: members)
    }
  }

  /// True when no habit was tracked during the period.
  public var isEmpty: Bool { habits.isEmpty }

  /// True when the period ended before any habit started.
  public var isBeforeFirstStart: Bool {
    firstStart.map { through < $0 } ?? true
  }
}

/// A group's period: the days of its habits with due days, and the periods
/// of its period habits, summed over their windows. Habits paused
/// throughout the period add nothing.
public struct PeriodGroup: Sendable {
  public let group: Group
  public let days: DayCounts
  /// Nil when the group has no period habit counted.
  public let periods: Ratio?

  init(group: Group, habits: [PeriodHabit]) {
    self.group = group
    var days = DayCounts()
    var periods: Ratio?
    for habit in habits where !habit.scope.isPausedThroughout {
      for window in habit.windows {
        if let tally = window.numbers.periods {
          let sum = periods ?? Ratio(0, of: 0)
          periods = Ratio(sum.part + tally.met, of: sum.whole + tally.judged)
        } else {
          days = days + window.numbers.days
        }
      }
    }
    self.days = days
    self.periods = periods
  }
}
