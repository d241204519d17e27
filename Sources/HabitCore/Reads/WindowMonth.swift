/// One calendar month of one window, as a year page's row of months draws
/// it: the month's numbers as the month's own page counts them, and the
/// state its cell is shaded as. The shade is the all-habits heatmap's rule
/// (`AggregateDay`) over the month's days rather than a day's windows, so
/// a state means the same share done wherever it is drawn:
///
/// | the month                                 | state                     |
/// |-------------------------------------------|---------------------------|
/// | wholly before the habit's start           | `unscheduled`, not started |
/// | a period habit with periods judged        | the share of them met, none met `empty` (never missed) |
/// | otherwise, with times due                 | the share done (a partial day counts the part of its target reached): `complete`, `partialHigh`, `partialLow`, `missed` |
/// | nothing due                               | `empty`, `paused` (paused or skipped days) or `unscheduled` |
///
/// Today, while pending, counts nowhere: it can still be done.
public struct WindowMonth: Hashable, Sendable {
  public let month: ReportPeriod
  /// The window's numbers over the month, as of today.
  public let numbers: PeriodNumbers
  public let state: DayState
  /// False for a month that ended before the habit's start.
  public let hasStarted: Bool

  /// The months of `year` (a year period) from January through the month
  /// holding the year's last counted day (its last day, or `today`), for
  /// one window of `habit`; each counted as its month page counts it.
  public static func months(
    of year: ReportPeriod, days: WindowDays, habit: Habit, today: LocalDate, firstWeekday: Int
  ) -> [WindowMonth] {
    let through = min(year.last, today)
    return year.months.filter { $0.first <= through }.map { month in
      WindowMonth(month, days: days, habit: habit, today: today, firstWeekday: firstWeekday)
    }
  }

  init(_ month: ReportPeriod, days: WindowDays, habit: Habit, today: LocalDate, firstWeekday: Int) {
    self.month = month
    self.hasStarted = month.last >= habit.startDate
    let numbers = PeriodNumbers(
      days, habit: habit, period: month, today: today, firstWeekday: firstWeekday)
    self.numbers = numbers
    if let periods = numbers.periods, periods.judged > 0 {
      let share = AggregateDay.Tally(
        due: periods.judged, complete: periods.met, progress: Double(periods.met))
      let state = share.state(isToday: false)
      self.state = state == .missed ? .empty : state
      return
    }
    var tally = AggregateDay.Tally()
    let lower = max(0, days.start.days(to: month.first))
    let upper = min(days.count - 1, days.start.days(to: min(month.last, today)))
    if hasStarted && lower <= upper {
      for index in lower...upper where days.states[index] != .pending {
        tally.add(days.states[index], amount: days.amounts[index], target: days.targets[index])
      }
    }
    self.state = tally.state(isToday: false)
  }
}
