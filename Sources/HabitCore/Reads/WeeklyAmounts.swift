/// A counted or timed window's amounts week by week over the trailing
/// 53-week grid: one value per grid week, oldest first, the last week being
/// today's (through today). A window that started later starts at the
/// whole week of its first day, as its grid does: no weeks before it.
///
/// A week's amount is the sum of its days' amounts as the engine counts
/// them (`WindowDays.amounts`: duplicates merged to the larger amount, a
/// timed window's minutes from its work sessions), extra days included
/// since they were done. Its target is the sum of the day targets of its
/// due days (complete, partial, missed or pending); for a period habit,
/// which has no due days, the weekly cadence times the target of the
/// week's last day held (`perWeek(3)` of 5 glasses: 15; `perMonth(n)` counts
/// n × 12 ÷ 52 a week), rounded.
public struct WeeklyAmounts: Hashable, Sendable {
  /// One week of the grid.
  public struct Week: Hashable, Sendable {
    /// The week's first day (the configured first weekday).
    public var start: LocalDate
    public var amount: Int
    public var target: Int

    public init(start: LocalDate, amount: Int, target: Int) {
      self.start = start
      self.amount = amount
      self.target = target
    }
  }

  /// The most weeks: the trailing grid's.
  public static let weekCount = 53

  public let weeks: [Week]

  public init(weeks: [Week]) {
    self.weeks = weeks
  }

  /// The weeks of `days` for a habit of `kind` on `schedule`, or nil unless
  /// the habit is counted or timed.
  public static func of(
    _ days: WindowDays, kind: HabitKind, schedule: Schedule, today: LocalDate, firstWeekday: Int
  ) -> WeeklyAmounts? {
    guard kind == .counted || kind == .timed else { return nil }
    let first = firstWeek(days, today: today, firstWeekday: firstWeekday)
    let count = first.days(to: today) / 7 + 1
    let cadence = Self.periodCadence(schedule)
    var weeks: [Week] = []
    weeks.reserveCapacity(count)
    for index in 0..<count {
      let start = first.adding(days: 7 * index)
      let lower = max(0, days.start.days(to: start))
      let upper = min(days.count - 1, days.start.days(to: min(today, start.adding(days: 6))))
      var amount = 0
      var target = 0
      if lower <= upper {
        for offset in lower...upper {
          amount &+= days.amounts[offset]
          switch days.states[offset] {
          case .complete, .partialLow, .partialHigh, .missed, .pending:
            if cadence == nil { target &+= days.targets[offset] }
          default: break
          }
        }
        if let cadence { target = Int((cadence * Double(days.targets[upper])).rounded()) }
      }
      weeks.append(Week(start: start, amount: amount, target: target))
    }
    return WeeklyAmounts(weeks: weeks)
  }

  /// The first day of the first week drawn: the trailing 53 weeks' first,
  /// or the whole week of a later start.
  static func firstWeek(_ days: WindowDays, today: LocalDate, firstWeekday: Int)
    -> LocalDate
  {
    let trailing = today.startOfTrailingWeeks(weekCount, firstWeekday: firstWeekday)
    guard days.count > 0, days.start <= today else { return trailing }
    return max(trailing, days.start.startOfWeek(firstWeekday: firstWeekday))
  }

  /// A period habit's times a week (`perMonth(n)`: n × 12 ÷ 52), nil for
  /// a schedule with due days.
  static func periodCadence(_ schedule: Schedule) -> Double? {
    guard let period = schedule.period else { return nil }
    switch schedule.measure {
    case .dueDays: return nil
    case .completeDays(let count):
      switch period {
      case .week: return Double(count)
      case .month: return Double(count) * 12 / 52
      case .days(let days): return 7 * Double(count) / Double(max(1, days))
      }
    case .amount:
      // The period's total is the target itself, spread over a week.
      switch period {
      case .week: return 1
      case .month: return 12 / 52
      case .days(let days): return 7 / Double(max(1, days))
      }
    }
  }
}
