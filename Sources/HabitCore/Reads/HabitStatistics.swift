/// Completion rate of one habit, over all its windows.
enum HabitStatistics {
  /// Complete over due days (complete, partial or missed) from `from` through
  /// `to`; for period habits, the periods met over the finished periods that
  /// end in that span, each judged over all of its days (a period is
  /// finished once its last day is before `today`: the period in progress
  /// is never judged).
  static func success(
    _ windows: [WindowDays], habit: Habit, from: LocalDate, through to: LocalDate,
    firstWeekday: Int, today: LocalDate
  ) -> Ratio {
    let lower = max(from, habit.startDate)
    guard lower <= to else { return Ratio(0, of: 0) }
    if let (calendar, target) = PeriodCalendar.of(
      habit, firstWeekday: firstWeekday, today: to)
    {
      // Runs of days are counted back from the span's last day.
      return periods(
        windows, calendar: calendar, target: target, from: lower, through: to,
        start: habit.startDate, today: today)
    }
    let counts = windows.reduce(DayCounts()) {
      $0 + DayCounts($1, from: lower, through: to, kind: habit.kind)
    }
    return Ratio(counts.complete, of: counts.due)
  }

  /// Periods met among the judged periods that end in `from...to` and
  /// before `today` (whole periods since the habit's `start` with a counted
  /// day; a week straddling two months belongs to the month it ends in).
  /// Only finished periods are judged: one that ends on or after `today`
  /// counts nowhere, met or not.
  static func periods(
    _ windows: [WindowDays], calendar: PeriodCalendar, target: Int, from: LocalDate,
    through to: LocalDate, start: LocalDate, today: LocalDate
  ) -> Ratio {
    var met = 0
    var whole = 0
    var periodStart = calendar.start(of: from)
    while periodStart <= to {
      let periodEnd = calendar.next(after: periodStart).adding(days: -1)
      guard periodEnd <= to && periodEnd < today else { break }
      let judgement = calendar.judge(
        windows, from: periodStart, through: periodEnd, target: target, habitStart: start,
        today: to)
      if judgement.isJudged {
        whole += 1
        if judgement.isMet { met += 1 }
      }
      periodStart = calendar.next(after: periodStart)
    }
    return Ratio(met, of: whole)
  }
}
