/// Today's aggregate day counted as the ring counts it (DESIGN.md §5: the
/// ring and today's cell count the same thing, the times due today), so a
/// dashboard never says "8/16 today" beside "8 of 18 due done": a window is
/// due today when `TodayRing.isDueToday` says so (not a habit to avoid, not
/// a period habit already met), and complete when done today.
extension AggregateDay {
  /// Today's day over `ring`, shaded by the share complete: all → complete,
  /// half or more → partialHigh, something → partialLow, nothing yet →
  /// pending; with nothing due the day keeps `counted`'s state when that
  /// had nothing due either, else it is `empty` (nothing left to do).
  public init(today counted: AggregateDay, ring: TodayRing) {
    self = counted
    due = ring.due
    complete = ring.complete
    if ring.due == 0 {
      if counted.due > 0 { state = .empty }
    } else if ring.complete == ring.due {
      state = .complete
    } else if ring.complete * 2 >= ring.due {
      state = .partialHigh
    } else {
      state = ring.complete > 0 ? .partialLow : .pending
    }
  }
}

extension Array where Element == AggregateDay {
  /// The days with `today`'s counted as `ring` counts it.
  public func countingToday(_ today: LocalDate, as ring: TodayRing) -> [AggregateDay] {
    map { $0.date == today ? AggregateDay(today: $0, ring: ring) : $0 }
  }
}
