/// Completion rate and monthly success of one habit, over all its windows.
enum HabitStatistics {
  /// Complete over due days (complete, partial or missed) from `from` through
  /// `to`; for period habits, the periods met over the periods due.
  static func success(
    _ windows: [WindowDays], habit: Habit, from: LocalDate, through to: LocalDate,
    firstWeekday: Int
  ) -> Ratio {
    let lower = max(from, habit.startDate)
    guard lower <= to else { return Ratio(0, of: 0) }
    switch habit.schedule {
    case .perWeek(let target):
      return periods(
        windows, calendar: PeriodCalendar(unit: .week, firstWeekday: firstWeekday),
        target: target, from: lower, through: to)
    case .perMonth(let target):
      return periods(
        windows, calendar: PeriodCalendar(unit: .month, firstWeekday: firstWeekday),
        target: target, from: lower, through: to)
    default:
      let counts = windows.reduce(DayCounts()) {
        $0 + DayCounts($1, from: lower, through: to, kind: habit.kind)
      }
      return Ratio(counts.complete, of: counts.due)
    }
  }

  /// Periods met among the periods that overlap `from...to`; the period
  /// holding `to` counts only once it is met (it is still open).
  static func periods(
    _ windows: [WindowDays], calendar: PeriodCalendar, target: Int, from: LocalDate,
    through to: LocalDate
  ) -> Ratio {
    var met = 0
    var whole = 0
    var periodStart = calendar.start(of: from)
    while periodStart <= to {
      let periodEnd = calendar.next(after: periodStart).adding(days: -1)
      // The fewest complete days of any one window (0 without windows).
      var reached = windows.isEmpty ? 0 : Int.max
      for window in windows {
        reached = min(
          reached,
          calendar.completeDays([window], from: max(periodStart, from), through: min(periodEnd, to))
        )
      }
      if reached >= target {
        met += 1
        whole += 1
      } else if periodEnd <= to {
        whole += 1
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
      let monthEnd = min(today, monthStart.adding(months: 1).adding(days: -1))
      let ratio = success(
        windows, habit: habit, from: monthStart, through: monthEnd, firstWeekday: firstWeekday)
      return MonthSuccess(year: monthStart.year, month: monthStart.month, success: ratio)
    }
  }
}
