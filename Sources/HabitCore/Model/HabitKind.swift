/// What a habit measures. Fixed per habit.
public enum HabitKind: String, Sendable, CaseIterable {
  /// Done or not: target 1, amount 0 or 1.
  case binary
  /// A number of times: target N.
  case counted
  /// A number of minutes: target N, amount from work sessions when present.
  case timed
  /// Something to avoid: target is the allowance of slips (0 = none), amount
  /// is the number of slips.
  case avoid
}
