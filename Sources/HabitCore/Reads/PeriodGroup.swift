/// A group's report period: the days of its habits with due days, and the
/// periods of its period habits, summed over their windows ("times", never
/// "days"). Habits paused throughout the period add nothing.
public struct PeriodGroup: Sendable {
  public let group: Group
  public let days: DayCounts
  /// Nil when the group has no period habit counted.
  public let periods: Ratio?

  public init(group: Group, habits: [PeriodHabitNumbers]) {
    self.group = group
    var days = DayCounts()
    var periods: Ratio?
    for habit in habits where !habit.isPausedThroughout {
      for window in habit.windows {
        if let tally = window.periods {
          let sum = periods ?? Ratio(0, of: 0)
          periods = Ratio(sum.part + tally.met, of: sum.whole + tally.judged)
        } else {
          days = days + window.days
        }
      }
    }
    self.days = days
    self.periods = periods
  }
}
