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

  /// The read of one window's days as of `today`: the 21 days before
  /// today (today is not over), and a period habit's period holding today.
  /// The dashboard's, `data.json`'s and every period page's in progress.
  public init(
    _ windowDays: WindowDays, habit: Habit, today: LocalDate, firstWeekday: Int
  ) {
    self.init(
      windowDays, habit: habit, lookingBackThrough: today.adding(days: -1), periodDay: today,
      firstWeekday: firstWeekday)
  }

  /// The read as of the end of a past day (a finished period's last day):
  /// the 21 days ending `day`, and a period habit's period holding it,
  /// counted through it.
  public init(_ windowDays: WindowDays, habit: Habit, endOf day: LocalDate, firstWeekday: Int) {
    self.init(
      windowDays, habit: habit, lookingBackThrough: day, periodDay: day,
      firstWeekday: firstWeekday)
  }

  private init(
    _ windowDays: WindowDays, habit: Habit, lookingBackThrough last: LocalDate,
    periodDay: LocalDate, firstWeekday: Int
  ) {
    let counts = DayCounts(
      windowDays, from: last.adding(days: 1 - WindowRead.lookBackDays), through: last,
      kind: habit.kind)
    let fatigue = WindowRead.isFatigue(counts)
    let cadence = habit.schedule.weeklyCadence
    let current = cadence.map { Int($0.rounded()) }
    var suggestion: Int?
    if fatigue, habit.kind != .avoid, let cadence, let current {
      suggestion = WindowRead.suggestion(
        cadence: cadence, current: current, done: counts.complete + counts.partial,
        unpausedDays: WindowRead.lookBackDays - counts.paused)
    }
    let period = PeriodRead(
      [windowDays], habit: habit, today: periodDay, firstWeekday: firstWeekday)
    self.init(
      due: counts.due, complete: counts.complete, partial: counts.partial,
      missed: counts.missed, fatigue: fatigue, suggestedPerWeek: suggestion,
      currentPerWeek: current, period: period,
      slips: habit.kind == .avoid ? counts.slips : nil, extra: counts.extra)
  }
}
