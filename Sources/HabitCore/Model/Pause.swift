/// A stretch of days when a habit is paused. Paused days are left out of
/// every count.
public struct Pause: Hashable, Sendable {
  public var from: LocalDate
  /// The last paused day (inclusive); nil for an open-ended pause.
  public var to: LocalDate?
  public var reason: PauseReason

  public init(from: LocalDate, to: LocalDate?, reason: PauseReason) {
    self.from = from
    self.to = to
    self.reason = reason
  }

  public func contains(_ date: LocalDate) -> Bool {
    date >= from && (to.map { date <= $0 } ?? true)
  }
}

public enum PauseReason: String, Sendable, CaseIterable {
  case travel, illness, cycle, other
}
