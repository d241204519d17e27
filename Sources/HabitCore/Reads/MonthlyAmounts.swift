/// A month total's amounts month by month (DESIGN.md §3: a month total has
/// its month chart of amounts against the target): the last 12 calendar
/// months through today's, or from the month the window's days start in,
/// oldest first.
///
/// A month's amount is its `MonthCounts.amount` (the one month aggregate):
/// the sum of its days' amounts as the engine counts them
/// (`WindowDays.amounts`), extra days included, through today. Its
/// target is the month's as the §3 rule judges it: the target in force,
/// lowered for its paused and skipped days and rounded up to the smallest
/// unit; the whole target while the month is in progress. The numbers are
/// those of the month rows of the period pages and `data/periods.csv`.
public struct MonthlyAmounts: Hashable, Sendable {
  /// One month of the chart.
  public struct Month: Hashable, Sendable {
    /// The month's first day.
    public var start: LocalDate
    public var amount: Int
    public var target: Int
    /// The month holds today: its sum is so far.
    public var isInProgress: Bool

    public init(start: LocalDate, amount: Int, target: Int, isInProgress: Bool) {
      self.start = start
      self.amount = amount
      self.target = target
      self.isInProgress = isInProgress
    }
  }

  /// The most months drawn.
  public static let monthCount = 12

  public let months: [Month]

  public init(months: [Month]) {
    self.months = months
  }

  /// The months of a window of `habit`, from its month counts (`months`,
  /// `WindowEvaluation.months`) and its `days`, or nil unless it is a
  /// counted or timed `total(per: .month)`.
  public static func of(
    _ months: [MonthCounts], days: WindowDays, habit: Habit, today: LocalDate, firstWeekday: Int
  ) -> MonthlyAmounts? {
    guard habit.kind == .counted || habit.kind == .timed,
      habit.schedule == .total(per: .month), days.count > 0,
      let (calendar, _) = PeriodCalendar.of(habit, firstWeekday: firstWeekday, today: today)
    else { return nil }
    let thisMonth = today.startOfMonth
    let first = max(thisMonth.adding(months: -(monthCount - 1)), days.start.startOfMonth)
    var counted = months.suffix(monthCount)[...]
    var drawn: [Month] = []
    var start = first
    while start <= thisMonth {
      let last = start.adding(months: 1).adding(days: -1)
      while let month = counted.first, (month.year, month.month) < (start.year, start.month) {
        counted = counted.dropFirst()
      }
      let amount =
        counted.first.map { $0.year == start.year && $0.month == start.month ? $0.amount : 0 } ?? 0
      let target =
        calendar.judge(
          [days], from: start, through: last, target: 0, habitStart: habit.startDate, today: today
        ).target
      drawn.append(Month(start: start, amount: amount, target: target, isInProgress: last >= today))
      start = start.adding(months: 1)
    }
    return MonthlyAmounts(months: drawn)
  }
}
