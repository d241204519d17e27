/// The periods of a period habit — weeks from the first weekday, calendar
/// months, or runs of `length` days counted back from an anchor (today) —
/// and how each is judged (DESIGN.md §3): only whole periods since the start
/// count; paused and skipped days lower a period's n in proportion, rounded
/// up; a period with no counted day is not judged.
struct PeriodCalendar {
  let unit: PeriodRead.Unit
  let firstWeekday: Int
  /// The run of days of a `days` period (1 otherwise).
  var length = 1
  /// The last day of a `days` period: runs are counted back from it.
  var anchor = LocalDate(dayNumber: 0)
  /// A `total` habit's periods: judged by the sum of their amounts.
  var isTotal = false
  /// A total to avoid: its target is an allowance, held while not exceeded.
  var isAllowance = false

  /// The calendar of `period`; runs of days are counted back from `today`.
  init(_ period: SchedulePeriod, firstWeekday: Int, today: LocalDate) {
    switch period {
    case .week: self.init(unit: .week, firstWeekday: firstWeekday)
    case .month: self.init(unit: .month, firstWeekday: firstWeekday)
    case .days(let days):
      self.init(unit: .days, firstWeekday: firstWeekday, length: max(1, days), anchor: today)
    }
  }

  init(
    unit: PeriodRead.Unit, firstWeekday: Int, length: Int = 1,
    anchor: LocalDate = LocalDate(dayNumber: 0)
  ) {
    self.unit = unit
    self.firstWeekday = firstWeekday
    self.length = length
    self.anchor = anchor
  }

  /// The calendar and n of a period or total habit (n is 0 for a total,
  /// whose target is its windows'); nil for a habit judged day by day.
  static func of(_ habit: Habit, firstWeekday: Int, today: LocalDate) -> (PeriodCalendar, Int)? {
    guard let period = habit.schedule.period else { return nil }
    var calendar = PeriodCalendar(period, firstWeekday: firstWeekday, today: today)
    switch habit.schedule.measure {
    case .dueDays: return nil
    case .completeDays(let count): return (calendar, count)
    case .amount:
      calendar.isTotal = true
      calendar.isAllowance = habit.kind == .avoid
      return (calendar, 0)
    }
  }

  /// The first day of the period holding `date`.
  func start(of date: LocalDate) -> LocalDate {
    switch unit {
    case .week: return date.startOfWeek(firstWeekday: firstWeekday)
    case .month: return date.startOfMonth
    case .days:
      let back = date.days(to: anchor)
      // Floor division: runs end on anchor, anchor − length, …
      let runs = back >= 0 ? back / length : -((-back + length - 1) / length)
      return anchor.adding(days: -(runs * length + length - 1))
    }
  }

  /// The first day of the period after the one starting at `periodStart`.
  func next(after periodStart: LocalDate) -> LocalDate {
    switch unit {
    case .week: return periodStart.adding(days: 7)
    case .month: return periodStart.adding(months: 1)
    case .days: return periodStart.adding(days: length)
    }
  }

  /// The first day of the period before the one starting at `periodStart`.
  func previous(before periodStart: LocalDate) -> LocalDate {
    switch unit {
    case .week: return periodStart.adding(days: -7)
    case .month: return periodStart.adding(months: -1)
    case .days: return periodStart.adding(days: -length)
    }
  }

  /// The period read for `days` as of `today`.
  func read(_ days: [WindowDays], target: Int, today: LocalDate, habitStart: LocalDate)
    -> PeriodRead
  {
    let current = start(of: today)
    let now = judge(
      days, from: current, through: next(after: current).adding(days: -1), target: target,
      habitStart: habitStart, today: today)
    var met = 0
    var of = 0
    var periodStart = previous(before: current)
    for _ in 0..<PeriodRead.lookBack {
      let judgement = judge(
        days, from: periodStart, through: next(after: periodStart).adding(days: -1),
        target: target, habitStart: habitStart, today: today)
      if judgement.isJudged {
        of += 1
        if judgement.isMet { met += 1 }
      }
      periodStart = previous(before: periodStart)
    }
    return PeriodRead(
      unit: unit, length: unit == .days ? length : nil, measure: isTotal ? .amount : .days,
      target: now.target, done: now.complete, met: met, of: of)
  }

  /// How one period went. Days after `today` (the current period's rest)
  /// count in full.
  func judge(
    _ days: [WindowDays], from periodStart: LocalDate, through periodEnd: LocalDate, target: Int,
    habitStart: LocalDate, today: LocalDate
  ) -> PeriodJudgement {
    if isTotal {
      return judgeTotal(
        days, from: periodStart, through: periodEnd, habitStart: habitStart, today: today)
    }
    guard !days.isEmpty, periodStart <= periodEnd else {
      return PeriodJudgement(target: target, complete: 0, isJudged: false)
    }
    var complete = 0
    var counted = 0
    for dayNumber in periodStart.dayNumber...periodEnd.dayNumber {
      if dayNumber > today.dayNumber {
        counted += 1  // the rest of the current period
        continue
      }
      var allComplete = true
      var isCounted = true
      for window in days {
        let offset = dayNumber - window.start.dayNumber
        // Days outside those a window holds are before the start.
        let state =
          offset < 0 || offset >= window.states.count ? .unscheduled : window.states[offset]
        if state != .complete { allComplete = false }
        switch state {
        case .paused, .skipped, .unscheduled: isCounted = false
        default: break
        }
      }
      if allComplete { complete += 1 }
      if isCounted { counted += 1 }
    }
    let length = periodStart.days(to: periodEnd) + 1
    // n × counted ÷ days, rounded up.
    let lowered = counted == length ? target : (target * counted + length - 1) / length
    return PeriodJudgement(
      target: lowered, complete: complete, isJudged: periodStart >= habitStart && counted > 0)
  }

  /// Days on which every window of the habit was complete.
  func completeDays(_ days: [WindowDays], from: LocalDate, through to: LocalDate) -> Int {
    guard from <= to, !days.isEmpty else { return 0 }
    var count = 0
    for dayNumber in from.dayNumber...to.dayNumber {
      var allComplete = true
      for window in days {
        // Days outside those a window holds are unscheduled, not complete.
        let offset = dayNumber - window.start.dayNumber
        if offset < 0 || offset >= window.states.count || window.states[offset] != .complete {
          allComplete = false
          break
        }
      }
      if allComplete { count += 1 }
    }
    return count
  }
}

/// One period's verdict: its n (lowered for paused and skipped days), its
/// complete days (a total's: its target and its sum), and whether it is
/// judged at all.
struct PeriodJudgement: Hashable, Sendable {
  var target: Int
  var complete: Int
  /// A whole period since the start with at least one counted day.
  var isJudged: Bool
  /// A total to avoid: met (held) while `complete` stays within `target`.
  var isAllowance = false
  /// A total's verdict over its windows, each against its own target.
  var isTotalMet: Bool?

  var isMet: Bool {
    if let isTotalMet { return isTotalMet }
    return isAllowance ? complete <= target : complete >= target
  }
}
