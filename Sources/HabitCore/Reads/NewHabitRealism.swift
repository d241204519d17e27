/// Starting several habits at once is hard: the signal fires when 4 or more
/// habits started in the last 7 days (today included).
public struct NewHabitRealism: Hashable, Sendable {
  public static let threshold = 4
  public static let days = 7

  /// The habits started in the window, by id.
  public var habitIds: [String]
  public var count: Int { habitIds.count }

  public init?(habits: [Habit], today: LocalDate) {
    let first = today.adding(days: -(NewHabitRealism.days - 1))
    let recent = habits.filter {
      !$0.isArchived && $0.startDate >= first && $0.startDate <= today
    }
    guard recent.count >= NewHabitRealism.threshold else { return nil }
    habitIds = recent.map(\.id)
  }
}
