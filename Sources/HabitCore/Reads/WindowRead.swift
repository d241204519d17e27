/// The numbers behind a window's plain-language read, counted over the 21
/// days before today (today excluded). This is `read` in `data.json`.
public struct WindowRead: Hashable, Sendable {
  /// The length of the look-back: 21 days.
  public static let lookBackDays = 21

  public var days: Int
  /// Days in the look-back whose state was complete, partial or missed.
  public var due: Int
  public var complete: Int
  public var partial: Int
  public var missed: Int
  /// More than half of the due days were missed.
  public var fatigue: Bool
  /// With fatigue, a lighter weekly cadence to try; nil otherwise, or when
  /// the cadence is already at most once a week.
  public var suggestedPerWeek: Int?
  /// The schedule's current weekly cadence, rounded, when it has one (for the
  /// sentence "Five a week may be more than this season allows").
  public var currentPerWeek: Int?
  /// Set for period habits.
  public var period: PeriodRead?
  /// Set for avoid habits: slips in the look-back.
  public var slips: Int?

  public init(
    days: Int = WindowRead.lookBackDays, due: Int, complete: Int, partial: Int, missed: Int,
    fatigue: Bool, suggestedPerWeek: Int?, currentPerWeek: Int?, period: PeriodRead?,
    slips: Int?
  ) {
    self.days = days
    self.due = due
    self.complete = complete
    self.partial = partial
    self.missed = missed
    self.fatigue = fatigue
    self.suggestedPerWeek = suggestedPerWeek
    self.currentPerWeek = currentPerWeek
    self.period = period
    self.slips = slips
  }

  /// The read of one window's days as of `today`.
  public init(
    _ windowDays: WindowDays, habit: Habit, today: LocalDate, firstWeekday: Int
  ) {
    let counts = DayCounts(
      windowDays, from: today.adding(days: -WindowRead.lookBackDays),
      through: today.adding(days: -1), kind: habit.kind)
    let fatigue = counts.due > 0 && counts.missed * 2 > counts.due
    let cadence = habit.schedule.weeklyCadence
    var suggestion: Int?
    if fatigue, habit.kind != .avoid, let cadence, cadence > 1 {
      let weeks = Double(WindowRead.lookBackDays) / 7
      let achieved = (Double(counts.complete + counts.partial) / weeks).rounded(.up)
      // Lighter than now, and never below once a week (cadence > 1 here).
      suggestion = min(max(1, Int(achieved)), Int(cadence.rounded(.up)) - 1)
    }
    var period: PeriodRead?
    switch habit.schedule {
    case .perWeek(let target):
      period = PeriodCalendar(unit: .week, firstWeekday: firstWeekday)
        .read([windowDays], target: target, today: today, habitStart: habit.startDate)
    case .perMonth(let target):
      period = PeriodCalendar(unit: .month, firstWeekday: firstWeekday)
        .read([windowDays], target: target, today: today, habitStart: habit.startDate)
    default:
      break
    }
    self.init(
      due: counts.due, complete: counts.complete, partial: counts.partial,
      missed: counts.missed, fatigue: fatigue, suggestedPerWeek: suggestion,
      currentPerWeek: cadence.map { Int($0.rounded()) }, period: period,
      slips: habit.kind == .avoid ? counts.slips : nil)
  }
}
