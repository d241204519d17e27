/// How a window's days fell over a range of dates: the numbers behind every
/// read. `due` is the days whose state is complete, partial or missed.
public struct DayCounts: Hashable, Sendable {
  public var due = 0
  public var complete = 0
  public var partial = 0
  public var missed = 0
  public var empty = 0
  public var skipped = 0
  public var paused = 0
  /// Days not due on which something was done: shown, in no denominator.
  public var extra = 0
  /// Avoid habits: the slips on counted days (not paused, skipped or
  /// unscheduled).
  public var slips = 0

  public init() {}

  /// Counts the days of `days` from `from` through `to` (inclusive), clipped
  /// to the days it holds.
  public init(_ days: WindowDays, from: LocalDate, through to: LocalDate, kind: HabitKind) {
    let lower = max(0, days.start.days(to: from))
    let upper = min(days.count - 1, days.start.days(to: to))
    guard lower <= upper else { return }
    // Counted in locals over the buffer, then stored: every period page
    // counts each window's period (and its table the previous one), and
    // the loop incremented the struct's fields through a checked read of
    // each day.
    var complete = 0
    var partial = 0
    var missed = 0
    var empty = 0
    var skipped = 0
    var paused = 0
    var extra = 0
    days.states.withUnsafeBufferPointer { states in
      for offset in lower...upper {
        switch states[offset] {
        case .complete: complete += 1
        case .partialLow, .partialHigh: partial += 1
        case .missed: missed += 1
        case .empty: empty += 1
        case .skipped: skipped += 1
        case .paused: paused += 1
        case .extra: extra += 1
        case .pending, .unscheduled: break
        }
      }
    }
    if kind == .avoid {
      var slips = 0
      for offset in lower...upper {
        switch days.states[offset] {
        case .complete, .missed, .empty: slips += days.amounts[offset]
        default: break
        }
      }
      self.slips = slips
    }
    self.complete = complete
    self.partial = partial
    self.missed = missed
    self.empty = empty
    self.skipped = skipped
    self.paused = paused
    self.extra = extra
    due = complete + partial + missed
  }

  /// The sum of two counts (windows of one habit, habits of one group).
  public static func + (lhs: DayCounts, rhs: DayCounts) -> DayCounts {
    var sum = lhs
    sum.due += rhs.due
    sum.complete += rhs.complete
    sum.partial += rhs.partial
    sum.missed += rhs.missed
    sum.empty += rhs.empty
    sum.skipped += rhs.skipped
    sum.paused += rhs.paused
    sum.extra += rhs.extra
    sum.slips += rhs.slips
    return sum
  }
}
