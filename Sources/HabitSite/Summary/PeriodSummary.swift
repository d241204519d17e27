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
    self.init(period: period, evaluation: evaluation, sources: PeriodSources(evaluation))
  }

  /// The summary of `period`, with `PeriodSources(evaluation)`, which a
  /// build makes once for all its periods. Its habits are read by index
  /// throughout: a loop or filter over them copied each habit's period
  /// (its windows, numbers and pauses) once a pass.
  init(period: ReportPeriod, evaluation: HistoryEvaluation, sources: PeriodSources) {
    let today = evaluation.today
    self.today = today
    self.firstWeekday = evaluation.settings.firstWeekday
    self.period = period
    self.through = min(period.last, today)
    self.isComplete = period.last < today
    self.readsAsOf = min(period.last.adding(days: 1), today)
    self.firstStart = sources.firstStart
    let firstWeekday = evaluation.settings.firstWeekday
    var habits: [PeriodHabit] = []
    habits.reserveCapacity(sources.habits.count)
    for source in sources.habits {
      if let habit = PeriodHabit(source, period: period, today: today, firstWeekday: firstWeekday) {
        habits.append(habit)
      }
    }
    self.habits = habits
    var groups: [PeriodGroup] = []
    for (group, members) in sources.groupMembers.enumerated() {
      var numbers: [PeriodHabitNumbers] = []
      for index in habits.indices where members[habits[index].index] {
        numbers.append(habits[index].numbers)
      }
      if !numbers.isEmpty {
        groups.append(PeriodGroup(group: evaluation.groups[group].group, habits: numbers))
      }
    }
    self.groups = groups
    // The habits tracked, not paused throughout, and the previous period
    // as its own page sums it: the habits tracked there, not paused
    // throughout (it is over: counted through its end); the ranking is by
    // window, as the table's rows are.
    var now: [PeriodLead.Habit] = []
    var rows: [PeriodLead.Row] = []
    for index in habits.indices where !habits[index].scope.isPausedThroughout {
      let habit = habits[index].index
      now.append(PeriodLead.Habit(id: habit, times: habits[index].numbers.times))
      for (window, times) in habits[index].numbers.windowTimes.enumerated() {
        if let times { rows.append(PeriodLead.Row(habit: habit, window: window, times: times)) }
      }
    }
    let previous = period.previous
    let previousThrough = min(previous.last, today)
    var before: [PeriodLead.Habit] = []
    var previousRows: [PeriodLead.Row] = []
    for source in sources.habits {
      guard
        let scope = HabitPeriodScope(
          start: source.startDate, lastCountedDay: source.lastCountedDay,
          pauses: source.pauses, from: previous.first, to: previous.last,
          through: previousThrough),
        !scope.isPausedThroughout
      else { continue }
      let windows = PeriodHabitNumbers.windowTimes(
        source.evaluation, from: previous.first, through: previousThrough)
      before.append(
        PeriodLead.Habit(id: source.index, times: windows.reduce(Ratio(0, of: 0), +)))
      for (window, times) in windows.enumerated() {
        previousRows.append(PeriodLead.Row(habit: source.index, window: window, times: times))
      }
    }
    self.lead = PeriodLead(now: now, before: before, rows: rows, previousRows: previousRows)
  }

  /// True when no habit was tracked during the period.
  public var isEmpty: Bool { habits.isEmpty }

  /// True when the period ended before any habit started.
  public var isBeforeFirstStart: Bool {
    firstStart.map { through < $0 } ?? true
  }
}
