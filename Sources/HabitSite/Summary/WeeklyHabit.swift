import HabitCore

/// One habit's week: its windows' numbers, whether it was paused for the
/// whole of it, and the pauses that touch it.
public struct WeeklyHabit: Sendable {
  /// The habit's evaluation, shared by all of its weeks.
  let source: WeeklySource
  /// In the habit's window order.
  public let windows: [WeeklyWindow]
  /// True when every day the habit counted in the week lay inside a pause:
  /// the summary lists it as paused, with no numbers.
  public let isPausedAllWeek: Bool
  /// The habit's pauses that overlap the week, in the habit's order.
  public let pauses: [Pause]

  public var habit: Habit { source.evaluation.habit }

  /// The habit's position in the evaluation.
  var index: Int { source.index }

  /// The habit's week, or nil when it had not started by `through` or had
  /// ended (archived) before the week's Monday.
  init?(
    _ source: WeeklySource, week: ISOWeek, through: LocalDate, readsAsOf: LocalDate,
    firstWeekday: Int
  ) {
    guard
      let scope = HabitPeriodScope(
        start: source.startDate, lastCountedDay: source.lastCountedDay, pauses: source.pauses,
        from: week.monday, to: week.sunday, through: through)
    else { return nil }
    self.source = source
    self.pauses = scope.pauses
    self.isPausedAllWeek = scope.isPausedThroughout
    self.windows = (0..<source.windowCount).map { position in
      WeeklyWindow(
        source, position: position, week: week, through: through, readsAsOf: readsAsOf,
        firstWeekday: firstWeekday)
    }
  }
}

/// A habit's evaluation behind one reference, made once and shared by all
/// of its weeks, so a week holds the habit and its windows without copying
/// them (each copy retains every array and string inside).
final class WeeklySource: Sendable {
  let evaluation: HabitEvaluation
  /// The habit's position in the history's evaluation.
  let index: Int
  /// `HabitPeriodScope.lastCountedDay` of the habit.
  let lastCountedDay: LocalDate?
  /// The habit's fields every week reads, held apart so that reading
  /// them never copies the habit.
  let startDate: LocalDate
  let kind: HabitKind
  let isArchived: Bool
  let pauses: [Pause]
  let windowCount: Int

  init(_ evaluation: HabitEvaluation, index: Int) {
    self.evaluation = evaluation
    self.index = index
    self.lastCountedDay = evaluation.habit.lastCountedDay
    self.startDate = evaluation.habit.startDate
    self.kind = evaluation.habit.kind
    self.isArchived = evaluation.habit.isArchived
    self.pauses = evaluation.habit.pauses
    self.windowCount = evaluation.windows.count
  }

  /// One source per habit of `evaluation`, in its order.
  static func all(_ evaluation: HistoryEvaluation) -> [WeeklySource] {
    evaluation.habits.indices.map { WeeklySource(evaluation.habits[$0], index: $0) }
  }
}
