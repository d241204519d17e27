/// The period a schedule is judged over: a week from the configured first
/// weekday, a calendar month, or a run of `n` days.
public enum SchedulePeriod: Hashable, Sendable {
  case week
  case month
  /// A run of `n` days counted back from today.
  case days(Int)
}

/// What a schedule counts: due days one by one, a number of complete days
/// in each period, or a period's sum of amounts.
public enum ScheduleMeasure: Hashable, Sendable {
  /// Each due day is judged on its own (no period).
  case dueDays
  /// `n` complete days in each period ("3 times a week").
  case completeDays(Int)
  /// The sum of the period's amounts against the window's target (`total`).
  case amount
}

extension Schedule {
  /// The period the schedule is judged over; nil for a schedule judged day
  /// by day. Every place that treats periods differently asks this, never
  /// a `default:` over `Schedule`, so a new schedule is decided everywhere.
  public var period: SchedulePeriod? {
    switch self {
    case .days, .interval, .afterLast: return nil
    case .perWeek: return .week
    case .perMonth: return .month
    case .rolling(_, let days): return .days(days)
    case .total(let per): return per
    }
  }

  /// What the schedule counts (in its `period`, when it has one).
  public var measure: ScheduleMeasure {
    switch self {
    case .days, .interval, .afterLast: return .dueDays
    case .perWeek(let count), .perMonth(let count), .rolling(let count, _):
      return .completeDays(count)
    case .total: return .amount
    }
  }
}
