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
      // Steps past the end (or past any calendar: an absurd `every`) stop.
      let monthsToEnd = (end.year - start.year) * 12 + end.month - start.month
      while date <= end {
        monthSteps.insert(start.days(to: date))
        step += 1
        let (months, overflow) = step.multipliedReportingOverflow(by: every)
        guard !overflow, months <= monthsToEnd else { break }
        date = start.adding(months: months)
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
    case .perWeek, .perMonth, .rolling, .total:
      return true
    case .interval(let every, let unit):
      guard every > 0 else { return false }
      switch unit {
      case .day: return offset % every == 0
      case .week:
        // A step longer than any history is due only on the start day.
        let (step, overflow) = every.multipliedReportingOverflow(by: 7)
        return overflow ? offset == 0 : offset % step == 0
      case .month: return monthSteps.contains(offset)
      }
    case .afterLast(let days):
      guard let lastCompleted else { return true }
      return offset - lastCompleted >= days
    }
  }

  /// `isDue(offset:)` for offsets `0..<count` in one pass per schedule, for
  /// fixed schedules (nil for `afterLast`, which must be asked day by day).
  public func dueDays(count: Int) -> [Bool]? {
    let count = max(0, count)
    switch schedule {
    case .days(let weekdays, let everyWeeks):
      var due = [Bool](repeating: false, count: count)
      let mask = weekdays.mask
      let weekOffset = firstWeekStart.days(to: start)
      var weekday = startWeekday - 1  // 0-based ISO weekday of `offset`
      for offset in 0..<count {
        if mask & (1 << UInt8(weekday)) != 0 {
          due[offset] = everyWeeks <= 1 || ((weekOffset + offset) / 7) % everyWeeks == 0
        }
        weekday = weekday == 6 ? 0 : weekday + 1
      }
      return due
    case .perWeek, .perMonth, .rolling, .total:
      return [Bool](repeating: true, count: count)
    case .interval(let every, let unit):
      var due = [Bool](repeating: false, count: count)
      guard every > 0 else { return due }
      switch unit {
      case .day, .week:
        let weeks = every.multipliedReportingOverflow(by: 7)
        let step = unit == .day ? every : (weeks.overflow ? Int.max : weeks.partialValue)
        for offset in stride(from: 0, to: count, by: step) { due[offset] = true }
      case .month:
        for offset in monthSteps where offset >= 0 && offset < count { due[offset] = true }
      }
      return due
    case .afterLast:
      return nil
    }
  }

  /// Records that day `offset` reached its target (used by `afterLast`).
  public mutating func recordCompletion(offset: Int) {
    lastCompleted = offset
  }
}
