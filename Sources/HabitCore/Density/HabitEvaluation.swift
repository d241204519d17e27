/// Everything derived for one habit: its windows' days and reads and the
/// habit-level signals.
public struct HabitEvaluation: Sendable {
  public let habit: Habit
  public let windows: [WindowEvaluation]
  /// Complete due days over due days since the start (period habits: periods
  /// met over whole periods).
  public let completion: Ratio
  public let frequency: FrequencyDescription
  /// Set when today falls inside a pause.
  public let pause: PauseStatus?
  /// The signals across all windows for today: how many windows are due
  /// today and how many are complete.
  public let today: TodayRing

  public init(
    habit: Habit, windows: [WindowEvaluation], completion: Ratio,
    frequency: FrequencyDescription, pause: PauseStatus?, today: TodayRing
  ) {
    self.habit = habit
    self.windows = windows
    self.completion = completion
    self.frequency = frequency
    self.pause = pause
    self.today = today
  }
}
