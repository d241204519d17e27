extension Schedule {
  /// How many times a week the schedule asks for, on average; nil for
  /// monthly cadences that have no sensible weekly figure.
  public var weeklyCadence: Double? {
    switch self {
    case .days(let weekdays, let everyWeeks):
      return Double(weekdays.count) / Double(max(1, everyWeeks))
    case .perWeek(let count):
      return Double(count)
    case .perMonth:
      return nil
    case .interval(let every, let unit):
      switch unit {
      case .day: return 7 / Double(max(1, every))
      case .week: return 1 / Double(max(1, every))
      case .month: return nil
      }
    case .afterLast(let days):
      return 7 / Double(max(1, days))
    case .rolling(let count, let days):
      return 7 * Double(count) / Double(max(1, days))
    case .total:
      // Judged by its period's sum: no due days to suggest fewer of.
      return nil
    }
  }
}
