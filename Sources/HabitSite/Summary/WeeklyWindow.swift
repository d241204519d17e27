import HabitCore

/// One window's week: how its days fell, the period it belongs to for
/// habits with a weekly or monthly target, and the read as of the week's
/// end.
public struct WeeklyWindow: Sendable {
  /// The habit's evaluation, and the window's position in it.
  private let source: WeeklySource
  private let position: Int

  public var window: Window { source.evaluation.windows[position].window }

  /// The week's days from Monday through `WeeklySummary.through` (due,
  /// complete, partial, missed, and slips for avoid habits).
  public let counts: DayCounts
  /// Period habits only. For "n times a week": the week's complete days
  /// against n. For "n times a month": the month's complete days up to the
  /// week's last counted day. For "x times in y days": the run of y days
  /// ending on the reads' day. `met` and `of` are the whole periods that had
  /// ended by the reads' day (four at most), as in the dashboard's read.
  public let period: PeriodRead?
  /// The density read as of `WeeklySummary.readsAsOf`, with `period`
  /// replaced by the one above so its sentence speaks of this week.
  public let read: WindowRead
  /// The notes written on the week's days, in date order.
  public let notes: [(date: LocalDate, text: String)]

  init(
    _ source: WeeklySource, position: Int, week: ISOWeek, through: LocalDate,
    readsAsOf: LocalDate, firstWeekday: Int
  ) {
    self.source = source
    self.position = position
    let kind = source.kind
    let days = source.evaluation.windows[position].days
    counts = DayCounts(days, from: week.monday, through: through, kind: kind)
    var read = WindowRead(
      days, habit: source.evaluation.habit, today: readsAsOf, firstWeekday: firstWeekday)
    if var period = read.period {
      let from: LocalDate
      switch period.unit {
      case .week: from = week.monday
      case .month: from = through.startOfMonth
      // "x times in y days": the run of y days ending on the reads' day.
      case .days: from = readsAsOf.adding(days: 1 - (period.length ?? 1))
      }
      period.done = DayCounts(days, from: from, through: through, kind: kind).complete
      read.period = period
    }
    self.period = read.period
    self.read = read
    notes = source.evaluation.windows[position].notes.notes.filter {
      $0.date >= week.monday && $0.date <= week.sunday
    }
  }

  /// Whether a period habit reached its target in the period (nil for
  /// other habits).
  public var periodMet: Bool? {
    period.map { $0.done >= $0.target }
  }
}
