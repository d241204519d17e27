/// Completion rate and monthly success of one habit, over all its windows.
enum HabitStatistics {
  /// Complete over due days (complete, partial or missed) from `from` through
  /// `to`; for period habits, the periods met over the periods that end in
  /// that span, each judged over all of its days. With `isOngoing` (`to` is
  /// today or yesterday) the period still running at `to` counts once it is
  /// met; otherwise it belongs to the span it ends in.
  static func success(
    _ windows: [WindowDays], habit: Habit, from: LocalDate, through to: LocalDate,
    firstWeekday: Int, isOngoing: Bool = true
  ) -> Ratio {
    let lower = max(from, habit.startDate)
    guard lower <= to else { return Ratio(0, of: 0) }
    if let (calendar, target) = PeriodCalendar.of(
      habit.schedule, firstWeekday: firstWeekday, today: to)
    {
      // Runs of days are counted back from the span's last day.
      return periods(
        windows, calendar: calendar, target: target, from: lower, through: to,
        start: habit.startDate, isOngoing: isOngoing)
    }
    let counts = windows.reduce(DayCounts()) {
      $0 + DayCounts($1, from: lower, through: to, kind: habit.kind)
    }
    return Ratio(counts.complete, of: counts.due)
  }

  /// Periods met among the judged periods that end in `from...to` (whole
  /// periods since the habit's `start` with a counted day; a week straddling
  /// two months belongs to the month it ends in); with `isOngoing`, the
  /// period holding `to` counts only once it is met (it is still open).
  static func periods(
    _ windows: [WindowDays], calendar: PeriodCalendar, target: Int, from: LocalDate,
    through to: LocalDate, start: LocalDate, isOngoing: Bool
  ) -> Ratio {
    var met = 0
    var whole = 0
    var periodStart = calendar.start(of: from)
    while periodStart <= to {
      let periodEnd = calendar.next(after: periodStart).adding(days: -1)
      let isOpen = periodEnd > to
      guard !isOpen || isOngoing else { break }
      let judgement = calendar.judge(
        windows, from: periodStart, through: periodEnd, target: target, habitStart: start,
        today: to)
      if isOpen {
        // The open period counts once met, over the days it has had.
        if periodStart >= start && judgement.target > 0 && judgement.isMet {
          met += 1
          whole += 1
        }
      } else if judgement.isJudged {
        whole += 1
        if judgement.isMet { met += 1 }
      }
      periodStart = calendar.next(after: periodStart)
    }
    return Ratio(met, of: whole)
  }

  /// The twelve calendar months ending with today's, oldest first.
  static func monthly(
    _ windows: [WindowDays], habit: Habit, today: LocalDate, firstWeekday: Int
  ) -> [MonthSuccess] {
    let thisMonth = today.startOfMonth
    return (0..<12).reversed().map { back in
      let monthStart = thisMonth.adding(months: -back)
      let lastDay = monthStart.adding(months: 1).adding(days: -1)
      let ratio = success(
        windows, habit: habit, from: monthStart, through: min(today, lastDay),
        firstWeekday: firstWeekday, isOngoing: lastDay >= today)
      return MonthSuccess(year: monthStart.year, month: monthStart.month, success: ratio)
    }
  }
}
