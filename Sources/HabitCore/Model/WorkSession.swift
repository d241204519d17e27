/// A timed stretch of work on a window: the source of a timed window's
/// minutes.
public struct WorkSession: Hashable, Sendable {
  public var id: String?
  public var windowId: String
  public var date: LocalDate
  public var seconds: Int
  public var outcome: SessionOutcome

  public init(
    id: String? = nil, windowId: String, date: LocalDate, seconds: Int,
    outcome: SessionOutcome
  ) {
    self.id = id
    self.windowId = windowId
    self.date = date
    self.seconds = seconds
    self.outcome = outcome
  }
}

public enum SessionOutcome: String, Sendable, CaseIterable {
  case finished, stopped, manual
}
