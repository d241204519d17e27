import HabitCore

/// What happened in one calendar month or year, per habit and window: the
/// numbers behind `months/<YYYY-MM>.md`, `years/<YYYY>.md`, their pages and
/// `habit-report summary --month/--year`.
///
/// The numbers are `PeriodNumbers`, counted from the build's own day states
/// for the period's days through `through`; the reads are `WindowRead`s as of
/// `readsAsOf`, the day after the period ends (today while it is in
/// progress), so they speak of the 21 days up to its end.
public struct PeriodSummary: Sendable {
  public let period: ReportPeriod
  /// The last day counted: the period's last day, or today while the period
  /// holds today.
  public let through: LocalDate
  /// The day the reads are as of (their look-back ends the day before).
  public let readsAsOf: LocalDate
  /// False while the period holds today.
  public let isComplete: Bool
  /// The habits tracked during the period, in the history's order; those
  /// that had not started by its end or had ended before it are left out.
  public let habits: [PeriodHabit]
  /// The history's groups (not archived, in sort order) with at least one
  /// habit of the summary.
  public let groups: [PeriodGroup]
  /// The earliest start of any habit, nil when there is none.
  public let firstStart: LocalDate?

  /// The summary of `period` from an evaluation. The period must not start
  /// after the evaluation's today (`SummaryPeriods.refusal` says why one is
  /// refused).
  public init(period: ReportPeriod, evaluation: HistoryEvaluation) {
    let today = evaluation.today
    self.period = period
    self.through = min(period.last, today)
    self.isComplete = period.last < today
    self.readsAsOf = min(period.last.adding(days: 1), today)
    self.firstStart = evaluation.habits.lazy.map(\.habit.startDate).min()
    let habits = evaluation.habits.indices.compactMap { index in
      PeriodHabit(
        evaluation.habits[index], index: index, period: period, today: today,
        readsAsOf: min(period.last.adding(days: 1), today),
        firstWeekday: evaluation.settings.firstWeekday)
    }
    self.habits = habits
    self.groups = evaluation.groups.compactMap { aggregate in
      let members = habits.filter { aggregate.habitIds.contains($0.habit.id) }
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

/// One habit's month or year: its windows' numbers and reads, and its
/// pauses there.
public struct PeriodHabit: Sendable {
  public let evaluation: HabitEvaluation
  /// The habit's position in the history's evaluation.
  public let index: Int
  public let scope: HabitPeriodScope
  /// In the habit's window order.
  public let windows: [PeriodWindow]

  public var habit: Habit { evaluation.habit }

  init?(
    _ evaluation: HabitEvaluation, index: Int, period: ReportPeriod, today: LocalDate,
    readsAsOf: LocalDate, firstWeekday: Int
  ) {
    guard let scope = HabitPeriodScope(evaluation.habit, period: period, today: today) else {
      return nil
    }
    self.evaluation = evaluation
    self.index = index
    self.scope = scope
    let habit = evaluation.habit
    self.windows = evaluation.windows.map { window in
      PeriodWindow(
        window: window.window,
        numbers: PeriodNumbers(
          window.days, habit: habit, period: period, today: today, firstWeekday: firstWeekday),
        read: WindowRead(window.days, habit: habit, today: readsAsOf, firstWeekday: firstWeekday))
    }
  }
}

/// One window's month or year.
public struct PeriodWindow: Sendable {
  public let window: Window
  public let numbers: PeriodNumbers
  /// The read as of the period's end.
  public let read: WindowRead
}

/// A group's month or year: the days of its habits with due days, and the
/// periods of its period habits, summed over their windows. Habits paused
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
