/// The state of one window on one day (DESIGN.md §3). The raw values are the
/// names used in `data.json`, in `data-state` attributes and in templates.
public enum DayState: String, Sendable, CaseIterable {
  /// Before the start, not a due day with nothing done (a skip on a day that
  /// was not due included), or after the habit ended.
  case unscheduled
  /// Inside a pause: left out of every count.
  case paused
  /// A deliberate skip: left out of every count.
  case skipped
  /// Today with nothing done yet; today is never missed.
  case pending
  /// A period habit's day with nothing done, or an avoid day within the
  /// allowance but with no sign of engagement.
  case empty
  /// A past due day with nothing done (avoid: more slips than allowed).
  case missed
  /// Counted or timed: 1–49 % of the day's target.
  case partialLow
  /// Counted or timed: 50–99 % of the day's target.
  case partialHigh
  /// The target was reached (avoid: within the allowance on an engaged day).
  case complete
  /// Not a due day, yet something was done (binary, counted, timed): shown,
  /// filled by its amount, never counted in a denominator.
  case extra

  /// True for the states that count as a due day in reads: complete, partial
  /// or missed.
  public var isDue: Bool {
    switch self {
    case .complete, .partialLow, .partialHigh, .missed: return true
    default: return false
    }
  }

  public var isPartial: Bool { self == .partialLow || self == .partialHigh }
}
