import HabitCore

/// One day to draw in a grid: its date, its state and the numbers behind its
/// accessible label. For an aggregate strip `amount` is the windows complete
/// and `target` the windows due that day.
public struct GridDay: Hashable, Sendable {
  public var date: LocalDate
  public var state: DayState
  public var amount: Int
  public var target: Int

  public init(date: LocalDate, state: DayState, amount: Int = 0, target: Int = 0) {
    self.date = date
    self.state = state
    self.amount = amount
    self.target = target
  }

  /// The fill an `extra` day's amount earns, as a token name: `d3` at the
  /// target, `d2` from half, `d1` below (binary days are `d3`).
  public static func extraFill(amount: Int, target: Int) -> StaticString {
    if amount >= max(1, target) { return "d3" }
    return amount * 2 >= target ? "d2" : "d1"
  }

  /// One day of an aggregate strip: "complete of due".
  public init(_ aggregate: AggregateDay) {
    self.init(
      date: aggregate.date, state: aggregate.state, amount: aggregate.complete,
      target: aggregate.due)
  }

  /// Every day from `from` through `through` of a window; days the window
  /// does not hold (before the habit's start) are `unscheduled`, as
  /// DESIGN.md §3 says. Empty when `from` is after `through`.
  public static func run(_ days: WindowDays, from: LocalDate, through: LocalDate) -> [GridDay] {
    let count = from.days(to: through) + 1
    guard count > 0 else { return [] }
    var result: [GridDay] = []
    result.reserveCapacity(count)
    for offset in 0..<count {
      let date = from.adding(days: offset)
      if let index = days.index(of: date) {
        result.append(
          GridDay(
            date: date, state: days.states[index], amount: days.amounts[index],
            target: days.targets[index]))
      } else {
        result.append(GridDay(date: date, state: .unscheduled))
      }
    }
    return result
  }
}
