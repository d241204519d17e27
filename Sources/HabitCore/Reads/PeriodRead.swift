/// For period habits ("3 times a week", "2 times in 3 days"): this period so
/// far and how many of the last whole periods were met. Reads speak in
/// periods ("2 of 3 this week"), never in missed days.
public struct PeriodRead: Hashable, Sendable {
  public enum Unit: String, Sendable {
    /// A week from the configured first weekday.
    case week
    /// A calendar month.
    case month
    /// A run of `length` days counted back from today (`rolling`).
    case days
  }

  /// What a period counts: complete days, or (`total`) the sum of its
  /// amounts in the habit's unit.
  public enum Measure: String, Sendable {
    case days
    case amount
  }

  public var unit: Unit
  /// `amount` for a total: `target` and `done` are then the period's
  /// target and sum so far in the habit's unit (for a habit to avoid, its
  /// allowance and slips).
  public var measure: Measure
  /// The run of days of a `days` period; nil for weeks and months.
  public var length: Int?
  /// Complete days the current period asks for (lowered in proportion by
  /// its paused and skipped days, rounded up).
  public var target: Int
  /// Complete days so far in the current period (today included).
  public var done: Int
  /// Judged periods met among the last `of`.
  public var met: Int
  /// How many of the `lookBack` periods before the current one are judged:
  /// whole periods since the start with at least one counted day.
  public var of: Int

  public init(
    unit: Unit, length: Int? = nil, measure: Measure = .days, target: Int, done: Int, met: Int,
    of: Int
  ) {
    self.unit = unit
    self.length = length
    self.measure = measure
    self.target = target
    self.done = done
    self.met = met
    self.of = of
  }

  /// Whether the habit's period is a week ("3 times a week"): a week's
  /// report then says the week's n in one cell.
  public var isWeekly: Bool {
    switch unit {
    case .week: true
    case .month, .days: false
    }
  }

  /// The number of periods before the current one looked back on.
  public static let lookBack = 4

  /// The read of a period habit's windows as of `today`; nil for a schedule
  /// that is not a period schedule.
  public init?(_ days: [WindowDays], habit: Habit, today: LocalDate, firstWeekday: Int) {
    guard
      let (calendar, target) = PeriodCalendar.of(
        habit, firstWeekday: firstWeekday, today: today)
    else { return nil }
    self = calendar.read(days, target: target, today: today, habitStart: habit.startDate)
  }
}
