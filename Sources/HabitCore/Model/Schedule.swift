/// When a habit is due.
public enum Schedule: Hashable, Sendable {
  /// Due on the given ISO weekdays (Monday = 1 … Sunday = 7). With
  /// `everyWeeks` > 1 only every Nth week counts, from the start date's week.
  case days(Weekdays, everyWeeks: Int)
  /// "n times a week, any days" (1...7): a period habit.
  case perWeek(Int)
  /// "n times a month, any days": a period habit.
  case perMonth(Int)
  /// Due on start + k·every units; a month step keeps the start's day of
  /// month, clamped to the month's end.
  case interval(every: Int, unit: IntervalUnit)
  /// Due when `days` or more days have passed since the last completed day,
  /// or when the habit was never completed; a day whose target is reached
  /// is always due and complete, and restarts the count (a skip does not).
  case afterLast(days: Int)
  /// "`count` times in any `days` days" (Loop Habit Tracker's frequency): a
  /// period habit whose periods are runs of `days` days counted back from
  /// today.
  case rolling(count: Int, days: Int)
  /// An amount over a period ("150 minutes a week", "10 km a week", "4
  /// books a month"): the window's target, and each entry's snapshot, is
  /// the period's total, and every day's amount adds up to it. For `avoid`,
  /// the target is the period's allowance of slips ("at most 2 a week").
  case total(per: SchedulePeriod)

  /// Every day of the week.
  public static let daily = Schedule.days(.all, everyWeeks: 1)

  /// True for the schedules whose success is counted per period (week,
  /// month or run of days) rather than per day: their days are never
  /// `missed`.
  public var isPeriodic: Bool { period != nil }
}

/// The unit of an interval schedule.
public enum IntervalUnit: String, Sendable, CaseIterable {
  case day, week, month
}
