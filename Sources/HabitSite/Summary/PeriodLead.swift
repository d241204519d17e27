import HabitCore

/// The numbers of a period summary's lead: the times due done in the
/// period, summed over every window with due days (period habits have none
/// one by one), the same over the previous period for the same habits, and
/// the habits whose share rose and fell the most between the two.
///
/// Habits paused throughout the period add nothing; a habit is compared
/// only when it had times due in both periods. Shares are compared in whole
/// percent, as they are written.
public struct PeriodLead: Sendable {
  /// A habit's share in the previous period and in this one.
  public struct Change: Sendable {
    public let habit: Int
    public let before: Ratio
    public let now: Ratio
    public var points: Int { (now.percent ?? 0) - (before.percent ?? 0) }
  }

  public let period: ReportPeriod
  /// Complete of due times in the period.
  public let now: Ratio
  /// The same for the previous period; nil when nothing was due then.
  public let before: Ratio?
  /// The habit (its position in `summary.habits`) whose share rose the most,
  /// and the one that fell the most; nil when none did.
  public let rose: Change?
  public let fell: Change?

  /// The lead of `summary`; nil when nothing was due in the period.
  public init?(_ summary: PeriodSummary) {
    let previous = summary.period.previous
    var now = (part: 0, whole: 0)
    var before = (part: 0, whole: 0)
    var changes: [Change] = []
    for (position, habit) in summary.habits.enumerated() where !habit.scope.isPausedThroughout {
      var habitNow = (part: 0, whole: 0)
      var habitBefore = (part: 0, whole: 0)
      for (index, window) in habit.windows.enumerated() where window.numbers.periods == nil {
        habitNow.part += window.numbers.days.complete
        habitNow.whole += window.numbers.days.due
        let earlier = DayCounts(
          habit.evaluation.windows[index].days, from: previous.first, through: previous.last,
          kind: habit.source.kind)
        habitBefore.part += earlier.complete
        habitBefore.whole += earlier.due
      }
      now.part += habitNow.part
      now.whole += habitNow.whole
      before.part += habitBefore.part
      before.whole += habitBefore.whole
      if habitNow.whole > 0 && habitBefore.whole > 0 {
        changes.append(
          Change(
            habit: position, before: Ratio(habitBefore.part, of: habitBefore.whole),
            now: Ratio(habitNow.part, of: habitNow.whole)))
      }
    }
    guard now.whole > 0 else { return nil }
    self.period = summary.period
    self.now = Ratio(now.part, of: now.whole)
    self.before = before.whole > 0 ? Ratio(before.part, of: before.whole) : nil
    // The first of equals wins, in the summary's order.
    var rose: Change?
    var fell: Change?
    for change in changes {
      if change.points > 0 && change.points > (rose?.points ?? 0) { rose = change }
      if change.points < 0 && change.points < (fell?.points ?? 0) { fell = change }
    }
    self.rose = rose
    self.fell = fell
  }
}
