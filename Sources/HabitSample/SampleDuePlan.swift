import HabitCore

/// Which days a sample window is due, walked forward one day at a time, the
/// way the engine reads each schedule. Period habits (n a week or a month)
/// have no due days: the person plans n-ish days of each period instead,
/// and those come out as due here.
struct SampleDuePlan {
  private let schedule: Schedule
  private let start: LocalDate
  private let firstWeekday: Int
  private var lastComplete: LocalDate?
  private var nextMonthly: LocalDate
  private var monthSteps = 0
  private var periodEnd: LocalDate
  private var planned: UInt32 = 0
  private var periodStart: LocalDate

  init(schedule: Schedule, start: LocalDate, firstWeekday: Int) {
    self.schedule = schedule
    self.start = start
    self.firstWeekday = firstWeekday
    self.nextMonthly = start
    self.periodStart = start
    self.periodEnd = start.adding(days: -1)
  }

  /// True when `date` (never earlier than the previous call's) is due.
  /// `level` is the person's adherence, used to plan period habits.
  mutating func isDue(_ date: LocalDate, level: Double, random: inout SampleRandom) -> Bool {
    switch schedule {
    case .days(let weekdays, let everyWeeks):
      guard weekdays.contains(date.isoWeekday) else { return false }
      guard everyWeeks > 1 else { return true }
      let weeks =
        start.startOfWeek(firstWeekday: firstWeekday)
        .days(to: date.startOfWeek(firstWeekday: firstWeekday)) / 7
      return weeks % everyWeeks == 0
    case .interval(let every, .day):
      return start.days(to: date) % max(every, 1) == 0
    case .interval(let every, .week):
      return start.days(to: date) % (7 * max(every, 1)) == 0
    case .interval(let every, .month):
      while nextMonthly < date {
        monthSteps += 1
        nextMonthly = start.adding(months: monthSteps * max(every, 1))
      }
      return nextMonthly == date
    case .afterLast(let days):
      guard let lastComplete else { return true }
      return lastComplete.days(to: date) >= days
    case .perWeek(let count):
      if date > periodEnd {
        periodStart = date.startOfWeek(firstWeekday: firstWeekday)
        periodEnd = periodStart.adding(days: 6)
        plan(count: count, length: 7, level: level, random: &random)
      }
      return planned & (1 << UInt32(periodStart.days(to: date))) != 0
    case .perMonth(let count):
      if date > periodEnd {
        periodStart = date.startOfMonth
        periodEnd = periodStart.adding(months: 1).adding(days: -1)
        plan(
          count: count, length: periodStart.days(to: periodEnd) + 1, level: level, random: &random)
      }
      return planned & (1 << UInt32(periodStart.days(to: date))) != 0
    case .total:
      // An amount over a period: any day may add to it.
      return true
    case .rolling(let count, let days):
      if date > periodEnd {
        periodStart = date
        periodEnd = date.adding(days: max(1, days) - 1)
        plan(count: count, length: min(max(1, days), 31), level: level, random: &random)
      }
      return planned & (1 << UInt32(periodStart.days(to: date))) != 0
    }
  }

  /// Tells the plan that `date` reached its target (for `afterLast`).
  mutating func complete(_ date: LocalDate) {
    lastComplete = date
  }

  /// Picks the period's days: about `count` of them, fewer in a poor
  /// stretch, now and then one more.
  private mutating func plan(count: Int, length: Int, level: Double, random: inout SampleRandom) {
    var wanted = 0
    for _ in 0..<max(count, 0) where random.chance(min(level + 0.1, 0.98)) {
      wanted += 1
    }
    if wanted == count, random.chance(0.12) { wanted += 1 }
    wanted = min(wanted, length)
    planned = 0
    var placed = 0
    while placed < wanted {
      let bit = UInt32(1) << UInt32(random.int(in: 0...(length - 1)))
      if planned & bit == 0 {
        planned |= bit
        placed += 1
      }
    }
  }
}
