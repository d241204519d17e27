/// Everything derived for one habit: its windows' days and reads and the
/// habit-level signals.
public struct HabitEvaluation: Sendable {
  public let habit: Habit
  public let windows: [WindowEvaluation]
  /// Complete due days over due days since the start (period habits: periods
  /// met over whole periods).
  public let completion: Ratio
  /// The last twelve calendar months, oldest first, ending with today's
  /// month.
  public let monthly: [MonthSuccess]
  public let frequency: FrequencyDescription
  /// Set when today falls inside a pause.
  public let pause: PauseStatus?
  /// The signals across all windows for today: how many windows are due
  /// today and how many are complete.
  public let today: TodayRing

  public init(
    habit: Habit, windows: [WindowEvaluation], completion: Ratio, monthly: [MonthSuccess],
    frequency: FrequencyDescription, pause: PauseStatus?, today: TodayRing
  ) {
    self.habit = habit
    self.windows = windows
    self.completion = completion
    self.monthly = monthly
    self.frequency = frequency
    self.pause = pause
    self.today = today
  }
}

/// Success in one calendar month.
public struct MonthSuccess: Hashable, Sendable {
  public var year: Int
  public var month: Int
  public var success: Ratio

  public init(year: Int, month: Int, success: Ratio) {
    self.year = year
    self.month = month
    self.success = success
  }
}
