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
/// are `WindowRead`s on the same days, one definition on every page: a
/// finished period's are as of the end of its last day (the 21 days ending
/// it); the period in progress reads as of today, as the dashboard does
/// (the 21 days before today, which is not over).
///
/// Nothing here counts a run of days: there are no streaks.
public struct PeriodSummary: Sendable {
  public let period: ReportPeriod
  /// The last day counted: the period's last day, or today while the period
  /// holds today.
  public let through: LocalDate
  /// The day the reads are as of: the day after a finished period's last
  /// day, or today while the period is in progress. Their look-back ends
  /// the day before it.
  public let readsAsOf: LocalDate
  /// False while the period holds today.
  public let isComplete: Bool
  /// The habits tracked during the period, in the history's order; those
  /// that had not started by its end or had ended before it are left out.
  public let habits: [PeriodHabit]
  /// The history's groups (not archived, in sort order) with at least one
  /// habit of the summary.
  public let groups: [PeriodGroup]
  /// The lead's numbers: the times due done, the change against the
  /// previous period, the habits that rose and fell most; nil when nothing
  /// was due.
  public let lead: PeriodLead?
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
    self.readsAsOf = min(period.last.adding(days: 1), today)
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
      return members.isEmpty
        ? nil : PeriodGroup(group: aggregate.group, habits: members.map(\.numbers))
    }
    // The previous period as its own page sums it: the habits tracked
    // there, not paused throughout (it is over: counted through its end).
    let previous = period.previous
    let tracked = habits.filter { !$0.scope.isPausedThroughout }
    // The previous period's habits, each window's times as its page counts
    // them: the ranking is by window, as the table's rows are.
    let earlier: [(index: Int, windows: [Ratio])] = sources.compactMap { source in
      guard
        let scope = HabitPeriodScope(
          start: source.startDate, lastCountedDay: source.lastCountedDay,
          pauses: source.pauses, from: previous.first, to: previous.last,
          through: min(previous.last, today)),
        !scope.isPausedThroughout
      else { return nil }
      return (
        source.index,
        PeriodHabitNumbers.windowTimes(
          source.evaluation, from: previous.first, through: min(previous.last, today))
      )
    }
    self.lead = PeriodLead(
      now: tracked.map { PeriodLead.Habit(id: $0.index, times: $0.numbers.times) },
      before: earlier.map {
        PeriodLead.Habit(id: $0.index, times: $0.windows.reduce(Ratio(0, of: 0), +))
      },
      rows: tracked.flatMap { habit in
        habit.numbers.windowTimes.enumerated().compactMap { window, times in
          times.map { PeriodLead.Row(habit: habit.index, window: window, times: $0) }
        }
      },
      previousRows: earlier.flatMap { habit in
        habit.windows.enumerated().map {
          PeriodLead.Row(habit: habit.index, window: $0.offset, times: $0.element)
        }
      })
  }

  /// True when no habit was tracked during the period.
  public var isEmpty: Bool { habits.isEmpty }

  /// True when the period ended before any habit started.
  public var isBeforeFirstStart: Bool {
    firstStart.map { through < $0 } ?? true
  }
}
