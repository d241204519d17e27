/// One day across many windows (a group's, or every habit's): the windows
/// due that day, how many of them were complete, and the state that share
/// shades as. Group strips, the dashboard's strip and the all-habits
/// heatmaps are runs of these.
///
/// A window is due when its state is complete, partial or missed, or, on
/// today, pending (it can still be done). Extra, paused, skipped, empty and
/// unscheduled windows are not due, and a day outside a window's days
/// (before its habit started, after today) is unscheduled.
///
/// The shade follows the share done, where a partial window counts the part
/// of its target reached:
///
/// | share of the due windows done     | state         | fill      |
/// |-----------------------------------|---------------|-----------|
/// | all of them complete              | `complete`    | `d3`      |
/// | half or more (not all)            | `partialHigh` | `d2`      |
/// | something, below half             | `partialLow`  | `d1`      |
/// | nothing, on a past day            | `missed`      | `missed`  |
/// | nothing yet, today                | `pending`     | the ring  |
/// | nothing due: an empty period day  | `empty`       | none      |
/// | nothing due: paused or skipped    | `paused`      | none      |
/// | nothing due at all                | `unscheduled` | none      |
public struct AggregateDay: Hashable, Sendable {
  public var date: LocalDate
  /// Windows whose state that day was complete, partial, missed or pending.
  public var due: Int
  /// Complete windows.
  public var complete: Int
  /// The state the day is shaded as (see the table above).
  public var state: DayState

  /// The day `date` over `windows`; `isToday` makes "nothing done" pending
  /// rather than missed.
  public init(_ windows: [WindowDays], date: LocalDate, isToday: Bool) {
    var tally = Tally()
    for days in windows {
      guard let index = days.index(of: date) else { continue }
      tally.add(days.states[index], amount: days.amounts[index], target: days.targets[index])
    }
    self.init(date: date, tally: tally, isToday: isToday)
  }

  init(date: LocalDate, tally: Tally, isToday: Bool) {
    self.date = date
    self.due = tally.due
    self.complete = tally.complete
    self.state = tally.state(isToday: isToday)
  }

  /// Every day from `from` through `through` (inclusive) over `windows`,
  /// oldest first; `today` is the day whose "nothing done" is pending.
  /// Empty when `from` is after `through`. Each window's days are read in
  /// one pass, in order.
  public static func run(
    _ windows: [WindowDays], from: LocalDate, through: LocalDate, today: LocalDate
  ) -> [AggregateDay] {
    let count = from.days(to: through) + 1
    guard count > 0 else { return [] }
    var tallies = [Tally](repeating: Tally(), count: count)
    for days in windows {
      let lower = max(0, days.start.days(to: from))
      let upper = min(days.count - 1, days.start.days(to: through))
      guard lower <= upper else { continue }
      let shift = from.days(to: days.start)
      for index in lower...upper {
        tallies[index + shift].add(
          days.states[index], amount: days.amounts[index], target: days.targets[index])
      }
    }
    return tallies.enumerated().map { offset, tally in
      let date = from.adding(days: offset)
      return AggregateDay(date: date, tally: tally, isToday: date == today)
    }
  }

  /// The running count behind one aggregate day.
  struct Tally: Sendable {
    var due = 0
    var complete = 0
    /// The share of each due window's target reached, summed (a complete
    /// window counts 1, a missed one 0).
    var progress = 0.0
    var anyEmpty = false
    var anyPaused = false

    mutating func add(_ state: DayState, amount: Int, target: Int) {
      switch state {
      case .complete:
        due += 1
        complete += 1
        progress += 1
      case .partialLow, .partialHigh:
        due += 1
        progress += min(1, Double(amount) / Double(max(1, target)))
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

    func state(isToday: Bool) -> DayState {
      if due == 0 { return anyEmpty ? .empty : (anyPaused ? .paused : .unscheduled) }
      if complete == due { return .complete }
      if progress * 2 >= Double(due) { return .partialHigh }
      if progress > 0 { return .partialLow }
      return isToday ? .pending : .missed
    }
  }
}
