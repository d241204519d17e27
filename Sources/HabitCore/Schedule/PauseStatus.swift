/// Whether a habit is paused today, and until when: "Paused — resumes 19
/// Oct", or "Paused" when open-ended.
public struct PauseStatus: Hashable, Sendable {
  public var pause: Pause
  /// The first day after the pause; nil for an open-ended pause.
  public var resumes: LocalDate?

  /// The pause covering `today`, if any.
  public init?(habit: Habit, today: LocalDate) {
    guard let pause = habit.pauses.first(where: { $0.contains(today) }) else { return nil }
    self.pause = pause
    self.resumes = pause.to?.adding(days: 1)
  }
}
