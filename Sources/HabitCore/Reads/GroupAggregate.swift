/// A group's view across its habits: today's ring ("4/5 today") and an
/// aggregate strip of the 21 days the reads count and today, each day
/// shaded by how much of what was due got done.
public struct GroupAggregate: Sendable {
  /// The length of the aggregate strip: the days a read counts
  /// (`WindowRead.lookBackDays`, today excluded) and today.
  public static let stripDays = WindowRead.lookBackDays + 1

  public let group: Group
  /// The ids of the group's habits, in display order.
  public let habitIds: [String]
  public let today: TodayRing
  /// One state per day, oldest first, ending today.
  public let strip: [AggregateDay]

  /// `scale` shades the strip's days (the history's one `HeatmapScale`),
  /// as every aggregate day cell is shaded.
  public init(
    group: Group, habits: [HabitEvaluation], today: LocalDate, scale: HeatmapScale? = nil
  ) {
    self.group = group
    self.habitIds = habits.map(\.habit.id)
    let windows = habits.flatMap { $0.windows.map(\.days) }
    self.today = habits.reduce(TodayRing()) { $0 + $1.today }
    self.strip =
      HeatmapLevels(
        AggregateDay.run(
          windows, from: today.adding(days: 1 - GroupAggregate.stripDays), through: today,
          today: today
        ).countingToday(today, as: self.today), today: today, scale: scale
      ).days
  }
}
