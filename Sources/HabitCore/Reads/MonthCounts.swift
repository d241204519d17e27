/// One calendar month of a window's days, counted by state and summed: the
/// one month aggregate. An element of `months` in `data.json`, a bar of the
/// habit page's month-by-month chart, and (with its target) a month of a
/// month total's chart of amounts (`MonthlyAmounts`). `due` is complete +
/// partial + missed, as in every read.
public struct MonthCounts: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var complete = 0
  public var partial = 0
  public var missed = 0
  /// Days not due on which something was done: shown, in no denominator.
  public var extra = 0
  /// Avoid habits: the slips on the month's counted days (complete, missed
  /// or empty), as `DayCounts.slips` counts them.
  public var slips = 0
  /// The sum of the month's days' amounts as the engine counts them
  /// (`WindowDays.amounts`), extra days included: `PeriodNumbers.amount`
  /// over the month.
  public var amount = 0

  public init(
    year: Int, month: Int, complete: Int = 0, partial: Int = 0, missed: Int = 0,
    extra: Int = 0, slips: Int = 0, amount: Int = 0
  ) {
    self.year = year
    self.month = month
    self.complete = complete
    self.partial = partial
    self.missed = missed
    self.extra = extra
    self.slips = slips
    self.amount = amount
  }

  public var due: Int { complete + partial + missed }

  /// The share of due days complete.
  public var success: Ratio { Ratio(complete, of: due) }

  /// "YYYY-MM", the month's key in `data.json`.
  public var isoMonth: String {
    let year = String(self.year)
    let padded = String(repeating: "0", count: max(0, 4 - year.count)) + year
    return padded + (month < 10 ? "-0" : "-") + String(month)
  }

  /// Every calendar month from the first day's through the last day's
  /// (today's), oldest first, each counting the states of `days` in it and
  /// summing their amounts.
  public static func of(_ days: WindowDays, kind: HabitKind) -> [MonthCounts] {
    guard days.count > 0 else { return [] }
    var months: [MonthCounts] = []
    var date = days.start
    var current = MonthCounts(year: date.year, month: date.month)
    var dayOfMonth = date.day
    var monthLength = LocalDate.daysInMonth(year: current.year, month: current.month)
    for index in 0..<days.count {
      if dayOfMonth > monthLength {
        months.append(current)
        date = days.date(at: index)
        current = MonthCounts(year: date.year, month: date.month)
        dayOfMonth = 1
        monthLength = LocalDate.daysInMonth(year: current.year, month: current.month)
      }
      let state = days.states[index]
      switch state {
      case .complete: current.complete += 1
      case .partialLow, .partialHigh: current.partial += 1
      case .missed: current.missed += 1
      case .extra: current.extra += 1
      case .empty, .pending, .paused, .skipped, .unscheduled: break
      }
      if kind == .avoid && (state == .complete || state == .missed || state == .empty) {
        current.slips += days.amounts[index]
      }
      current.amount &+= days.amounts[index]
      dayOfMonth += 1
    }
    months.append(current)
    return months
  }
}
