/// Which days of a report period one habit was tracked on, and the pauses
/// that touch it: whether a summary lists the habit at all, and whether it
/// lists it as paused throughout, with no numbers.
public struct HabitPeriodScope: Hashable, Sendable {
  /// The first day the habit counts in the period: the period's first day,
  /// or the habit's start when it started during it.
  public let first: LocalDate
  /// The last day it counts: the period's last counted day (today while the
  /// period is in progress), or an archived habit's last day if earlier.
  public let last: LocalDate
  /// The habit's pauses that overlap the period, in the habit's order.
  public let pauses: [Pause]
  /// True when every day the habit counted in the period lay inside a pause.
  public let isPausedThroughout: Bool

  /// The scope of a habit that starts on `start`, ends on `lastCountedDay`
  /// (nil while it goes on) and has `pauses`, in the period from `from` to
  /// `to` counted through `through` (never after `to`). Nil when the habit
  /// had not started by `through` or had ended before `from`.
  public init?(
    start: LocalDate, lastCountedDay: LocalDate?, pauses allPauses: [Pause], from: LocalDate,
    to: LocalDate, through: LocalDate
  ) {
    guard start <= through else { return nil }
    var last = through
    if let end = lastCountedDay {
      guard end >= from else { return nil }
      last = min(last, end)
    }
    let first = max(from, start)
    self.first = first
    self.last = last
    self.pauses =
      allPauses.isEmpty
      ? []
      : allPauses.filter { pause in
        pause.from <= to && (pause.to.map { $0 >= from } ?? true)
      }
    var everyDayPaused = first <= last && !allPauses.isEmpty
    var date = first
    while everyDayPaused && date <= last {
      everyDayPaused = allPauses.contains { $0.contains(date) }
      date = date.adding(days: 1)
    }
    self.isPausedThroughout = everyDayPaused
  }

  /// The scope of `habit` in `period` as of `today`.
  public init?(_ habit: Habit, period: ReportPeriod, today: LocalDate) {
    self.init(
      start: habit.startDate, lastCountedDay: habit.lastCountedDay, pauses: habit.pauses,
      period: period, today: today)
  }

  /// The scope in `period` as of `today` of a habit that starts on `start`,
  /// ends on `lastCountedDay` and has `pauses`: for a caller that asks of
  /// many periods and finds the habit's last counted day once.
  public init?(
    start: LocalDate, lastCountedDay: LocalDate?, pauses: [Pause], period: ReportPeriod,
    today: LocalDate
  ) {
    self.init(
      start: start, lastCountedDay: lastCountedDay, pauses: pauses, from: period.first,
      to: period.last, through: min(period.last, today))
  }

}
