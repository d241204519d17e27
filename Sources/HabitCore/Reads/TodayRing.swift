/// Today's progress over a set of windows: "4/5 today". A window is due today
/// when its state is pending, partial or complete; a partial window counts as
/// due, not complete, and its progress is kept so it can be shown as "2/3".
public struct TodayRing: Hashable, Sendable {
  public var due: Int
  public var complete: Int

  public init(due: Int = 0, complete: Int = 0) {
    self.due = due
    self.complete = complete
  }

  public init(_ windows: [WindowDays], today: LocalDate) {
    self.init()
    for days in windows {
      switch days.state(on: today) {
      case .complete:
        due += 1
        complete += 1
      case .pending, .partialLow, .partialHigh:
        due += 1
      default:
        break
      }
    }
  }

  public static func + (lhs: TodayRing, rhs: TodayRing) -> TodayRing {
    TodayRing(due: lhs.due + rhs.due, complete: lhs.complete + rhs.complete)
  }
}
