/// A group's view across its habits: today's ring ("4/5 today") and a
/// 14-day aggregate strip, each day shaded by how much of what was due got
/// done.
public struct GroupAggregate: Sendable {
  /// The length of the aggregate strip.
  public static let stripDays = 14

  public let group: Group
  /// The ids of the group's habits, in display order.
  public let habitIds: [String]
  public let today: TodayRing
  /// One state per day, oldest first, ending today.
  public let strip: [AggregateDay]

  public init(group: Group, habits: [HabitEvaluation], today: LocalDate) {
    self.group = group
    self.habitIds = habits.map(\.habit.id)
    let windows = habits.flatMap { $0.windows.map(\.days) }
    self.today = habits.reduce(TodayRing()) { $0 + $1.today }
    self.strip = (0..<GroupAggregate.stripDays).reversed().map { back in
      AggregateDay(windows, date: today.adding(days: -back), isToday: back == 0)
    }
  }
}

/// One day of an aggregate strip: the windows due that day, the share done,
/// and the state that share shades as.
public struct AggregateDay: Hashable, Sendable {
  public var date: LocalDate
  /// Windows whose state that day was complete, partial, missed or pending.
  public var due: Int
  /// Complete windows.
  public var complete: Int
  /// The state the day is shaded as: `complete` when everything due was done,
  /// `partialHigh` from half, `partialLow` below half, `missed` when nothing
  /// was done on a past day, `pending` today, `empty` or `unscheduled` when
  /// nothing was due.
  public var state: DayState

  public init(_ windows: [WindowDays], date: LocalDate, isToday: Bool) {
    self.date = date
    var due = 0
    var complete = 0
    var progress = 0.0
    var anyEmpty = false
    var anyPaused = false
    for days in windows {
      switch days.state(on: date) {
      case .complete:
        due += 1
        complete += 1
        progress += 1
      case .partialLow, .partialHigh:
        due += 1
        let target = max(1, days.target(on: date))
        progress += min(1, Double(days.amount(on: date)) / Double(target))
      case .missed, .pending:
        due += 1
      case .empty:
        anyEmpty = true
      case .paused, .skipped:
        anyPaused = true
      case .unscheduled, .extra:
        break
      }
    }
    self.due = due
    self.complete = complete
    if due == 0 {
      state = anyEmpty ? .empty : (anyPaused ? .paused : .unscheduled)
    } else if complete == due {
      state = .complete
    } else if progress * 2 >= Double(due) {
      state = .partialHigh
    } else if progress > 0 {
      state = .partialLow
    } else {
      state = isToday ? .pending : .missed
    }
  }
}
