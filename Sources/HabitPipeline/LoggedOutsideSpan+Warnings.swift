import HabitCore
import HabitImport

extension LoggedOutsideSpan {
  /// The warnings `build` and `check` print about days outside the span
  /// judged (exit status unchanged): one a habit for days before its start,
  /// one for all entries after today, naming the habits, and one when the
  /// last entry is more than 3 days before today. Each carries its
  /// phrase (`warning.beforeStart`, `warning.afterToday`), so a build in
  /// another language says it in that language; the message is English.
  func warnings(file: String) -> [ImportProblem] {
    var problems = beforeStart.map { habit in
      let days = habit.days == 1 ? "1 day logged" : "\(habit.days) days logged"
      let verb = habit.days == 1 ? "is" : "are"
      return ImportProblem.warning(
        file, "",
        "\(habit.title): \(days) before its start (\(Self.english(habit.start))) \(verb) shown "
          + "as done though not due",
        phrase: ProblemPhrase(
          "warning.beforeStart",
          ["habit": .text(habit.title), "days": .number(habit.days), "start": .date(habit.start)]
        ))
    }
    let total = entriesAfterToday
    if total > 0 {
      // The habits with the most such entries first; the rest counted.
      let ranked = afterToday.enumerated().sorted {
        ($0.element.entries, $1.offset) > ($1.element.entries, $0.offset)
      }.map(\.element)
      let named = ranked.prefix(Self.habitsNamed)
      var habits = named.map { "\($0.title): \($0.entries)" }.joined(separator: ", ")
      var phrases = named.map {
        ProblemPhrase(
          "warning.afterToday.habit", ["habit": .text($0.title), "entries": .number($0.entries)])
      }
      if ranked.count > Self.habitsNamed {
        let more = ranked.count - Self.habitsNamed
        habits += ", and \(more) more habit\(more == 1 ? "" : "s")"
        phrases.append(ProblemPhrase("warning.afterToday.more", ["count": .number(more)]))
      }
      let counted = total == 1 ? "1 entry" : "\(total) entries"
      let verb = total == 1 ? "is" : "are"
      problems.append(
        .warning(
          file, "",
          "\(counted) dated after today (\(Self.english(today))) \(verb) not shown (\(habits)); "
            + "is --today or the time zone right?",
          phrase: ProblemPhrase(
            "warning.afterToday",
            ["entries": .number(total), "today": .date(today), "habits": .list(phrases)])))
    }
    if let days = staleDays, let since = lastEntry {
      problems.append(
        .warning(
          file, "",
          "Nothing logged since \(Self.english(since)), \(days) days before today",
          phrase: ProblemPhrase(
            "warning.stale", ["since": .date(since), "days": .number(days)])))
    }
    return problems
  }

  /// How many habits the warning about entries after today names.
  static let habitsNamed = 5

  static let monthNames = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// "1 June 2026".
  static func english(_ date: LocalDate) -> String {
    "\(date.day) \(monthNames[date.month - 1]) \(date.year)"
  }
}
