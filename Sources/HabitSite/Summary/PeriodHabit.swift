import HabitCore

/// One habit's report period: its windows' numbers and reads, and its
/// scope there (the pauses that touch the period, and whether it was
/// paused throughout, listed with no numbers).
public struct PeriodHabit: Sendable {
  /// The habit's evaluation, shared by all of its periods.
  let source: PeriodSource
  public let scope: HabitPeriodScope
  /// In the habit's window order.
  public let windows: [PeriodWindow]

  public var evaluation: HabitEvaluation { source.evaluation }
  public var habit: Habit { source.evaluation.habit }
  /// The habit's position in the history's evaluation.
  public var index: Int { source.index }

  /// The numbers the lead, the group lines and the quiet line read.
  public let numbers: PeriodHabitNumbers

  /// True when nothing was due or done in the period on any of its windows
  /// (and it was not paused throughout): the summary names it in one line
  /// with the others, with no row or grid of its own.
  public var isQuiet: Bool { numbers.isQuiet }

  /// The habit's period as of `today`, or nil when it had not started by
  /// the period's last counted day or had ended (archived) before the
  /// period's first day.
  init?(_ source: PeriodSource, period: ReportPeriod, today: LocalDate, firstWeekday: Int) {
    let through = min(period.last, today)
    guard
      let scope = HabitPeriodScope(
        start: source.startDate, lastCountedDay: source.lastCountedDay, pauses: source.pauses,
        from: period.first, to: period.last, through: through)
    else { return nil }
    self.source = source
    self.scope = scope
    // One definition per read: a finished period's reads are as of its
    // last day; the period in progress reads as of today, as the dashboard
    // does (the 21 days before today: today is not over).
    let isFinished = period.last < today
    // By index, each field read in place: a `map` over the windows copied
    // each window's evaluation (a dozen references) and the habit once a
    // period, ~1 % of a 200-habit site's render.
    var windows: [PeriodWindow] = []
    windows.reserveCapacity(source.evaluation.windows.count)
    for index in source.evaluation.windows.indices {
      windows.append(
        Self.window(
          source.evaluation.windows[index], habit: source.evaluation.habit, period: period,
          today: today, isFinished: isFinished, firstWeekday: firstWeekday))
    }
    self.windows = windows
    self.numbers = PeriodHabitNumbers(
      windows: windows.map(\.numbers), isPausedThroughout: scope.isPausedThroughout,
      pendingToday: windows.map(\.isPendingToday))
  }
}

extension PeriodHabit {
  /// One window's period, read from its evaluation in place.
  fileprivate static func window(
    _ window: WindowEvaluation, habit: Habit, period: ReportPeriod, today: LocalDate,
    isFinished: Bool, firstWeekday: Int
  ) -> PeriodWindow {
    let read =
      isFinished
      ? WindowRead(window.days, habit: habit, endOf: period.last, firstWeekday: firstWeekday)
      : window.read
    return PeriodWindow(
      window: window.window,
      numbers: PeriodNumbers(
        window.days, habit: habit, period: period, today: today, firstWeekday: firstWeekday),
      read: read,
      notes: Self.notes(window.notes.notes, in: period),
      isPendingToday: period.contains(today)
        && window.days.index(of: today).map { window.days.states[$0] == .pending } == true)
  }

  /// The notes of `notes` (in date order) on the period's days: found by
  /// halving, not by testing each of a window's notes on every page.
  static func notes(_ notes: [(date: LocalDate, text: String)], in period: ReportPeriod)
    -> [(date: LocalDate, text: String)]
  {
    let start = firstIndex(notes, notBefore: period.first)
    let end = firstIndex(notes, notBefore: period.last.adding(days: 1))
    return start < end ? Array(notes[start..<end]) : []
  }

  /// The position of the first note dated `date` or later.
  private static func firstIndex(
    _ notes: [(date: LocalDate, text: String)], notBefore date: LocalDate
  ) -> Int {
    notes.partitionIndex { $0.date >= date }
  }
}

/// One window's report period.
public struct PeriodWindow: Sendable {
  public let window: Window
  /// The period's days, amounts and, for period habits, periods met.
  public let numbers: PeriodNumbers
  /// The read as of the period's end.
  public let read: WindowRead
  /// The notes written on the period's days, in date order.
  public let notes: [(date: LocalDate, text: String)]
  /// True when the period holds today and the window is due today, not yet
  /// done (`pending`, which no count holds): it still has something due.
  public let isPendingToday: Bool
}

/// A habit's evaluation behind one reference, made once and shared by all
/// of its periods, so a period holds the habit and its windows without
/// copying them (each copy retains every array and string inside).
final class PeriodSource: Sendable {
  let evaluation: HabitEvaluation
  /// The habit's position in the history's evaluation.
  let index: Int
  /// `Habit.id` of the habit.
  let id: String
  /// `Habit.lastCountedDay` of the habit.
  let lastCountedDay: LocalDate?
  /// The habit's fields every period reads, held apart so that reading
  /// them never copies the habit.
  let startDate: LocalDate
  let kind: HabitKind
  /// `Habit.decimals` of the habit.
  let decimals: Int
  let isArchived: Bool
  let pauses: [Pause]
  /// The habit's schedule counts periods (a week's or a month's), not days.
  let isPeriodic: Bool

  init(_ evaluation: HabitEvaluation, index: Int) {
    self.evaluation = evaluation
    self.index = index
    self.id = evaluation.habit.id
    self.lastCountedDay = evaluation.habit.lastCountedDay
    self.startDate = evaluation.habit.startDate
    self.kind = evaluation.habit.kind
    self.decimals = evaluation.habit.decimals
    self.isArchived = evaluation.habit.isArchived
    self.pauses = evaluation.habit.pauses
    self.isPeriodic = evaluation.habit.schedule.isPeriodic
  }

  /// One source per habit of `evaluation`, in its order.
  static func all(_ evaluation: HistoryEvaluation) -> [PeriodSource] {
    evaluation.habits.indices.map { PeriodSource(evaluation.habits[$0], index: $0) }
  }
}
