/// What one window added up to since the habit's start: the days it was
/// complete, and the sum of every day's amount (times, minutes, the unit's
/// fixed-point amount, or slips for a habit to avoid).
///
/// Counted over every day the window holds, today included; an `extra`
/// day's amount counts too, since it was done. Nothing here is a streak.
public struct LifetimeTotals: Sendable, Hashable {
  /// Days whose state is `complete`.
  public let completions: Int
  /// The sum of the days' amounts, in the habit's unit (minutes for timed
  /// windows, slips for habits to avoid).
  public let amount: Int

  public init(completions: Int, amount: Int) {
    self.completions = completions
    self.amount = amount
  }

  /// The totals of `days`.
  public init(_ days: WindowDays) {
    var completions = 0
    for state in days.states where state == .complete { completions += 1 }
    var amount = 0
    for value in days.amounts { amount &+= value }
    self.init(completions: completions, amount: amount)
  }
}
