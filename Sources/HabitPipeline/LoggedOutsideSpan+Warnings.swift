import HabitCore
import HabitImport

extension LoggedOutsideSpan {
  /// The warnings `build` and `check` print about days outside the span
  /// judged (exit status unchanged): one a habit for days before its start,
  /// one for all entries after today, naming the habits, and one when the
  /// last entry is more than 3 days before today. Each is a
  /// `HistoryWarning`, said by a catalog where it is printed.
  func warnings(file: String) -> [ImportProblem] {
    var problems = beforeStart.map { habit in
      ImportProblem.warning(
        file, "", .beforeStart(habit: habit.title, days: habit.days, start: habit.start))
    }
    let total = entriesAfterToday
    if total > 0 {
      // The habits with the most such entries first; the rest counted.
      let ranked = afterToday.enumerated().sorted {
        ($0.element.entries, $1.offset) > ($1.element.entries, $0.offset)
      }.map(\.element)
      let named = ranked.prefix(Self.habitsNamed).map {
        HistoryWarning.HabitEntries(habit: $0.title, entries: $0.entries)
      }
      problems.append(
        .warning(
          file, "",
          .afterToday(
            entries: total, today: today, habits: named,
            more: max(0, ranked.count - Self.habitsNamed))))
    }
    if let days = staleDays, let since = lastEntry {
      problems.append(.warning(file, "", .stale(since: since, days: days)))
    }
    return problems
  }

  /// How many habits the warning about entries after today names.
  static let habitsNamed = 5
}
