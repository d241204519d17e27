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
  /// Days not due on which something was done (shown, never counted).
  public var extra: Int
  /// The weekday pattern over the 371 days before today; nil for period
  /// habits, which have no due days. Set by the engine for today's reads
  /// (`DensityEngine`), not for a period page's reads as of its last day.
  public var weekdays: WeekdayPattern?
  /// The 90 days before today against the 90 before those; set by the
  /// engine for today's reads, like `weekdays`.
  public var ninety: NinetyDayRead?

  public init(
    days: Int = WindowRead.lookBackDays, due: Int, complete: Int, partial: Int, missed: Int,
    fatigue: Bool, suggestedPerWeek: Int?, currentPerWeek: Int?, period: PeriodRead?,
    slips: Int?, extra: Int = 0, weekdays: WeekdayPattern? = nil
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
    self.extra = extra
    self.weekdays = weekdays
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
    let current = cadence.map { Int($0.rounded()) }
    var suggestion: Int?
    if fatigue, habit.kind != .avoid, let cadence, let current {
      let weeks = Double(WindowRead.lookBackDays) / 7
      let achieved = (Double(counts.complete + counts.partial) / weeks).rounded(.up)
      // Lighter than now as it is said ("2 a week" for every 3 days), never
      // below once a week; none when nothing is lighter.
      let lightest = min(Int(cadence.rounded(.up)), current) - 1
      if lightest >= 1 { suggestion = min(max(1, Int(achieved)), lightest) }
    }
    let period = PeriodRead(
      [windowDays], habit: habit, today: today, firstWeekday: firstWeekday)
    self.init(
      due: counts.due, complete: counts.complete, partial: counts.partial,
      missed: counts.missed, fatigue: fatigue, suggestedPerWeek: suggestion,
      currentPerWeek: current, period: period,
      slips: habit.kind == .avoid ? counts.slips : nil, extra: counts.extra)
  }
}
