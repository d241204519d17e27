/// Everything the engine derived from a history as of one day.
public struct HistoryEvaluation: Sendable {
  public let today: LocalDate
  public let settings: HistorySettings
  /// In the history's habit order.
  public let habits: [HabitEvaluation]
  /// Non-archived groups in sort order, each with its non-archived habits.
  public let groups: [GroupAggregate]
  /// Today's ring over every active habit.
  public let todayRing: TodayRing
  /// The aggregate strip over every active habit (`GroupAggregate.stripDays`).
  public let strip: [AggregateDay]
  public let newHabits: NewHabitRealism?
  public let consistency: Consistency
  /// The windows rising and falling over the last 90 days.
  public let trends: Trends
  /// Entries merged because one window had several on one day.
  public let duplicates: [DuplicateEntries]
  /// The one scale of every all-habits heatmap, over the whole history's
  /// past days; nil when nothing was ever done.
  public let heatmapScale: HeatmapScale?

  public init(
    today: LocalDate, settings: HistorySettings, habits: [HabitEvaluation],
    groups: [GroupAggregate], todayRing: TodayRing, strip: [AggregateDay],
    newHabits: NewHabitRealism?, consistency: Consistency, trends: Trends = Trends(),
    duplicates: [DuplicateEntries], heatmapScale: HeatmapScale? = nil
  ) {
    self.today = today
    self.settings = settings
    self.habits = habits
    self.groups = groups
    self.todayRing = todayRing
    self.strip = strip
    self.newHabits = newHabits
    self.consistency = consistency
    self.trends = trends
    self.duplicates = duplicates
    self.heatmapScale = heatmapScale
  }

  /// The evaluation of the habit with `id`.
  public func habit(id: String) -> HabitEvaluation? {
    habits.first { $0.habit.id == id }
  }
}
