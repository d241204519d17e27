/// For period habits ("3 times a week"): this period so far and how many of
/// the last whole periods were met. Reads speak in periods ("2 of 3 this
/// week"), never in missed days.
public struct PeriodRead: Hashable, Sendable {
  public enum Unit: String, Sendable {
    case week, month
  }

  public var unit: Unit
  /// Complete days the period asks for.
  public var target: Int
  /// Complete days so far in the current period (today included).
  public var done: Int
  /// Whole periods met among the last `of`.
  public var met: Int
  /// The whole periods looked at: 4, or fewer when the habit is younger.
  public var of: Int

  public init(unit: Unit, target: Int, done: Int, met: Int, of: Int) {
    self.unit = unit
    self.target = target
    self.done = done
    self.met = met
    self.of = of
  }

  /// The number of whole periods looked back on.
  public static let lookBack = 4
}

/// The calendar periods of a period habit.
struct PeriodCalendar {
  let unit: PeriodRead.Unit
  let firstWeekday: Int

  /// The first day of the period holding `date`.
  func start(of date: LocalDate) -> LocalDate {
    unit == .week ? date.startOfWeek(firstWeekday: firstWeekday) : date.startOfMonth
  }

  /// The first day of the period after the one starting at `periodStart`.
  func next(after periodStart: LocalDate) -> LocalDate {
    unit == .week ? periodStart.adding(days: 7) : periodStart.adding(months: 1)
  }

  /// The first day of the period before the one starting at `periodStart`.
  func previous(before periodStart: LocalDate) -> LocalDate {
    unit == .week ? periodStart.adding(days: -7) : periodStart.adding(months: -1)
  }

  /// The period read for `days` as of `today`.
  func read(_ days: [WindowDays], target: Int, today: LocalDate, habitStart: LocalDate)
    -> PeriodRead
  {
    let current = start(of: today)
    let done = completeDays(days, from: current, through: today)
    var met = 0
    var of = 0
    var periodStart = previous(before: current)
    while of < PeriodRead.lookBack {
      let periodEnd = next(after: periodStart).adding(days: -1)
      guard periodEnd >= habitStart else { break }
      if completeDays(days, from: periodStart, through: periodEnd) >= target { met += 1 }
      of += 1
      periodStart = previous(before: periodStart)
    }
    return PeriodRead(unit: unit, target: target, done: done, met: met, of: of)
  }

  /// Days on which any window of the habit was complete.
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
