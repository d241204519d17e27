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
  /// The latest day on or before today with an entry of any habit; nil
  /// when none.
  public let lastEntry: LocalDate?

  /// A history is stale when its last entry is more than this many days
  /// before today (DESIGN §3).
  public static let staleAfterDays = 3

  /// The days from the last entry to today when more than
  /// `staleAfterDays`; nil otherwise.
  public var staleDays: Int? {
    guard let lastEntry else { return nil }
    let days = lastEntry.days(to: today)
    return days > Self.staleAfterDays ? days : nil
  }

  /// Every entry dated after today, all habits together.
  public var entriesAfterToday: Int { afterToday.reduce(0) { $0 + $1.entries } }

  public init(_ evaluation: HistoryEvaluation) {
    today = evaluation.today
    var before: [BeforeStart] = []
    var after: [AfterToday] = []
    var last: LocalDate?
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
      var later = 0
      for window in habit.windows {
        for entry in window.entries {
          if entry.date > evaluation.today {
            later += 1
          } else if last.map({ entry.date > $0 }) ?? true {
            last = entry.date
          }
        }
      }
      if later > 0 {
        after.append(AfterToday(habitId: habit.id, title: habit.title, entries: later))
      }
    }
    beforeStart = before
    afterToday = after
    lastEntry = last
  }
}
