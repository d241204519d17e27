/// Everything the importer read: habits, groups, work sessions and the days
/// with any other activity in the app. Pure values.
public struct History: Hashable, Sendable {
  public var settings: HistorySettings
  public var groups: [Group]
  public var habits: [Habit]
  public var sessions: [WorkSession]
  /// Days with other activity in the app (tasks completed, anchors resolved,
  /// planning sessions): they make an avoid day "engaged".
  public var engagementDays: Set<LocalDate>

  public init(
    settings: HistorySettings = HistorySettings(), groups: [Group] = [], habits: [Habit] = [],
    sessions: [WorkSession] = [], engagementDays: Set<LocalDate> = []
  ) {
    self.settings = settings
    self.groups = groups
    self.habits = habits
    self.sessions = sessions
    self.engagementDays = engagementDays
  }
}
