/// Which days a schedule makes due, asked day by day in date order. Fixed
/// schedules answer from integer arithmetic; `afterLast` needs to be told
/// each day whether it was completed.
public struct DueCalendar: Sendable {
  private let schedule: Schedule
  private let start: LocalDate
  private let startWeekday: Int
  private let firstWeekStart: LocalDate
  private var monthSteps: Set<Int> = []
  private var lastCompleted: Int?

  /// - Parameters:
  ///   - start: the habit's start date (day offset 0).
  ///   - end: the last day that will be asked about.
  ///   - firstWeekday: the week's first day (ISO), for every-Nth-week counting.
  public init(schedule: Schedule, start: LocalDate, end: LocalDate, firstWeekday: Int) {
    self.schedule = schedule
    self.start = start
    self.startWeekday = start.isoWeekday
    self.firstWeekStart = start.startOfWeek(firstWeekday: firstWeekday)
    if case .interval(let every, .month) = schedule, every > 0 {
      var step = 0
      var date = start
      while date <= end {
        monthSteps.insert(start.days(to: date))
        step += 1
        date = start.adding(months: step * every)
      }
    }
  }

  /// True when day `offset` (days after the start) is due. For period
  /// schedules every day may count, so every day is "due" here; the state
  /// rules keep them from ever being missed.
  public func isDue(offset: Int) -> Bool {
    switch schedule {
    case .days(let weekdays, let everyWeeks):
      let weekday = (startWeekday - 1 + offset) % 7 + 1
      guard weekdays.contains(weekday) else { return false }
      guard everyWeeks > 1 else { return true }
      let week = (firstWeekStart.days(to: start) + offset) / 7
      return week % everyWeeks == 0
    case .perWeek, .perMonth:
      return true
    case .interval(let every, let unit):
      guard every > 0 else { return false }
      switch unit {
      case .day: return offset % every == 0
      case .week: return offset % (7 * every) == 0
      case .month: return monthSteps.contains(offset)
      }
    case .afterLast(let days):
      guard let lastCompleted else { return true }
      return offset - lastCompleted >= days
    }
  }

  /// Records that day `offset` reached its target (used by `afterLast`).
  public mutating func recordCompletion(offset: Int) {
    lastCompleted = offset
  }
}
