/// A window's share of due days complete over the 90 days before today
/// against the 90 before those: `read.ninety` in `data.json` and the
/// numbers behind the dashboard's rising and falling lines (`Trends`).
public struct NinetyDayRead: Hashable, Sendable {
  /// The length of each span: 90 days.
  public static let spanDays = 90

  /// Due days (complete, partial or missed) in the 90 days before today.
  public var due: Int
  public var complete: Int
  /// The same for the 90 days before those.
  public var previousDue: Int
  public var previousComplete: Int

  public init(due: Int, complete: Int, previousDue: Int, previousComplete: Int) {
    self.due = due
    self.complete = complete
    self.previousDue = previousDue
    self.previousComplete = previousComplete
  }

  /// Counts `days` over today − 90 … today − 1 and today − 180 … today − 91.
  public init(_ days: WindowDays, today: LocalDate, kind: HabitKind) {
    let span = NinetyDayRead.spanDays
    let recent = DayCounts(
      days, from: today.adding(days: -span), through: today.adding(days: -1), kind: kind)
    let previous = DayCounts(
      days, from: today.adding(days: -2 * span), through: today.adding(days: -span - 1),
      kind: kind)
    self.init(
      due: recent.due, complete: recent.complete, previousDue: previous.due,
      previousComplete: previous.complete)
  }

  /// The recent span's share.
  public var success: Ratio { Ratio(complete, of: due) }

  /// The previous span's share.
  public var previousSuccess: Ratio { Ratio(previousComplete, of: previousDue) }
}
