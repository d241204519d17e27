/// How a schedule is described to a person ("Daily", "Mon · Wed · Fri",
/// "3 times a week", "Every 2 weeks on Mon"…), as a typed signal: the
/// message files turn it into words.
public enum FrequencyDescription: Hashable, Sendable {
  case daily
  case weekdays
  case weekends
  /// Specific weekdays (ISO, Monday = 1), every week.
  case days([Int])
  /// Specific weekdays every `every` weeks.
  case everyWeeks(every: Int, days: [Int])
  case perWeek(Int)
  case perMonth(Int)
  case interval(every: Int, unit: IntervalUnit)
  case afterLast(days: Int)
  /// "2 times in 3 days".
  case rolling(count: Int, days: Int)
  /// An amount over a period: "A total each week".
  case total(per: SchedulePeriod)

  public init(_ schedule: Schedule) {
    switch schedule {
    case .days(let weekdays, let everyWeeks) where everyWeeks > 1:
      self = .everyWeeks(every: everyWeeks, days: Array(weekdays))
    case .days(let weekdays, _):
      if weekdays == .all {
        self = .daily
      } else if weekdays == .mondayToFriday {
        self = .weekdays
      } else if weekdays == .weekend {
        self = .weekends
      } else {
        self = .days(Array(weekdays))
      }
    case .perWeek(let count):
      self = count == 7 ? .daily : .perWeek(count)
    case .perMonth(let count):
      self = .perMonth(count)
    case .interval(let every, let unit):
      self = every == 1 && unit == .day ? .daily : .interval(every: every, unit: unit)
    case .afterLast(let days):
      self = .afterLast(days: days)
    case .rolling(let count, let days):
      self = count >= days ? .daily : .rolling(count: count, days: days)
    case .total(let per):
      self = .total(per: per)
    }
  }
}
