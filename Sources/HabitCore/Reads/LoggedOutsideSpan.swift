/// What a history logged outside the days a site judges (DESIGN.md §3,
/// "Nothing logged is dropped in silence"): the days before a habit's start
/// that are shown as `extra`, and the entries dated after today, which are
/// not drawn. Numbers only; the command line words them as warnings.
public struct LoggedOutsideSpan: Hashable, Sendable {
  /// One habit's days before its start with something done.
  public struct BeforeStart: Hashable, Sendable {
    public let habitId: String
    public let title: String
    public let start: LocalDate
    /// Days (over all its windows) shown as `extra` before the start.
    public let days: Int
  }

  /// One habit's entries dated after today.
  public struct AfterToday: Hashable, Sendable {
    public let habitId: String
    public let title: String
    public let entries: Int
  }

  public let today: LocalDate
  /// In the history's order of habits; only habits with such days.
  public let beforeStart: [BeforeStart]
  /// In the history's order of habits; only habits with such entries.
  public let afterToday: [AfterToday]

  /// Every entry dated after today, all habits together.
  public var entriesAfterToday: Int { afterToday.reduce(0) { $0 + $1.entries } }

  public init(_ evaluation: HistoryEvaluation) {
    today = evaluation.today
    var before: [BeforeStart] = []
    var after: [AfterToday] = []
    for habitEvaluation in evaluation.habits {
      let habit = habitEvaluation.habit
      var extraDays = Set<Int>()
      for window in habitEvaluation.windows {
        let days = window.days
        let end = min(days.count, max(0, days.start.days(to: habit.startDate)))
        for index in 0..<end where days.states[index] == .extra {
          extraDays.insert(days.start.dayNumber + index)
        }
      }
      if !extraDays.isEmpty {
        before.append(
          BeforeStart(
            habitId: habit.id, title: habit.title, start: habit.startDate, days: extraDays.count))
      }
      let later = habit.windows.reduce(0) { count, window in
        count + window.entries.reduce(0) { $0 + ($1.date > evaluation.today ? 1 : 0) }
      }
      if later > 0 {
        after.append(AfterToday(habitId: habit.id, title: habit.title, entries: later))
      }
    }
    beforeStart = before
    afterToday = after
  }
}
