/// One window's numbers over a report period (a week, month or year),
/// counted from the engine's day states — the states `data.json` holds —
/// for the period's days through its last counted day (`through`: the
/// period's last day, or today while the period is in progress).
///
/// - `days`: due (complete, partial or missed), complete, partial, missed
///   and `extra` days, and for habits to avoid the slips on counted days
///   (DESIGN.md §3; paused, skipped and unscheduled days count nowhere).
/// - `amount`: the sum of every counted day's amount — minutes for timed
///   windows, the unit's fixed-point amount or times for counted ones —
///   `extra` days included, as in the lifetime totals, so a year's amount is
///   the sum of its months'.
/// - `periods`, for period habits (n a week, n a month, n in y days): the
///   habit's periods that end inside the period, each judged over all of its
///   days by the §3 rules (whole periods since the start with a counted day,
///   n lowered for paused and skipped days); a week that straddles two
///   months counts in the month it ends in. Only finished periods are judged: the one holding today counts
///   nowhere until it is over. Runs of y days are counted back from
///   `through`.
/// - `periodTarget`, for a `total` habit whose own period is the report
///   period's unit (a weekly total's week, a month total's month): that
///   period's target in the habit's unit, lowered for its paused and
///   skipped days as the §3 rule judges it (the whole target while the
///   period is in progress). Its `periods` say whether it was met.
///
/// Nothing here counts a run of days: there are no streaks.
public struct PeriodNumbers: Hashable, Sendable {
  public var days: DayCounts
  public var amount: Int
  public var periods: PeriodTally?
  public var periodTarget: Int?

  public init(
    days: DayCounts, amount: Int, periods: PeriodTally? = nil, periodTarget: Int? = nil
  ) {
    self.days = days
    self.amount = amount
    self.periods = periods
    self.periodTarget = periodTarget
  }

  /// The days and amounts of `days` from `from` through `through`
  /// (inclusive, clipped to the days the window holds); no periods.
  public init(_ days: WindowDays, kind: HabitKind, from: LocalDate, through: LocalDate) {
    self.days = DayCounts(days, from: from, through: through, kind: kind)
    var amount = 0
    let lower = max(0, days.start.days(to: from))
    let upper = min(days.count - 1, days.start.days(to: through))
    if lower <= upper {
      for offset in lower...upper { amount &+= days.amounts[offset] }
    }
    self.amount = amount
    self.periods = nil
  }

  /// The numbers of one window of `habit` over `period`, as of `today`:
  /// counted through `period.last` or `today`, whichever comes first.
  public init(
    _ days: WindowDays, habit: Habit, period: ReportPeriod, today: LocalDate, firstWeekday: Int
  ) {
    let through = min(period.last, today)
    // Today is in no share or count until it is over (DESIGN §3); a period
    // habit's "so far" includes what today holds.
    let counted = habit.schedule.isPeriodic ? through : min(period.last, today.adding(days: -1))
    self.init(days, kind: habit.kind, from: period.first, through: counted)
    guard
      let (calendar, target) = PeriodCalendar.of(
        habit, firstWeekday: firstWeekday, today: through)
    else { return }
    let from = max(period.first, habit.startDate)
    let ratio =
      from <= through
      ? HabitStatistics.periods(
        [days], calendar: calendar, target: target, from: from, through: through,
        start: habit.startDate, today: today) : Ratio(0, of: 0)
    periods = PeriodTally(
      unit: calendar.unit, length: calendar.unit == .days ? calendar.length : nil,
      met: ratio.part, judged: ratio.whole)
    guard calendar.isTotal, calendar.unit.reportUnit == period.unit else { return }
    // The habit's period judged in the report period (the one ending in it
    // when the habit's weeks start on another weekday than Monday).
    let start = calendar.start(of: period.first)
    periodTarget =
      calendar.judge(
        [days], from: start, through: calendar.next(after: start).adding(days: -1), target: 0,
        habitStart: habit.startDate, today: today
      ).target
  }
}

/// A period habit's periods within a report period: how many were judged
/// and how many of those met their n ("3 of 4 weeks").
public struct PeriodTally: Hashable, Sendable {
  public var unit: PeriodRead.Unit
  /// The run of days of a `days` period; nil for weeks and months.
  public var length: Int?
  public var met: Int
  public var judged: Int

  public init(unit: PeriodRead.Unit, length: Int? = nil, met: Int, judged: Int) {
    self.unit = unit
    self.length = length
    self.met = met
    self.judged = judged
  }
}

extension PeriodRead.Unit {
  /// The report period of the same span: a week or a month; nil for a run
  /// of days, which no report period is.
  var reportUnit: ReportPeriod.Unit? {
    switch self {
    case .week: return .week
    case .month: return .month
    case .days: return nil
    }
  }
}
