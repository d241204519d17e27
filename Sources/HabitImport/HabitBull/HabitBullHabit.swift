import HabitCore

/// One HabitBull habit gathered from its rows (a habit is all the rows with
/// the same `HabitName`): its description, category, first day and the
/// amount logged per day.
struct HabitBullHabit {
  var name: String
  var description: String?
  var category: String?
  /// The line of the habit's first row.
  var firstLine: Int
  /// The earliest date of any of its rows (a row left out still dates the
  /// habit).
  var firstDay: LocalDate
  /// Amount and line per day (0 = logged as not done).
  var days: [LocalDate: (amount: Int, line: Int)] = [:]
  /// The comment written on a day (`CommentText`), distinct ones joined.
  var notes: [LocalDate: String] = [:]

  /// The largest amount logged, and its line.
  var largest: (amount: Int, line: Int)? {
    days.values.max { ($0.amount, -$0.line) < ($1.amount, -$1.line) }
  }

  /// Counted when any day holds more than 1 (HabitBull's numeric habits),
  /// else binary.
  var isNumeric: Bool { (largest?.amount ?? 0) > 1 }

  /// The habit with one window; counted habits take the largest amount as
  /// their target, since the export carries none.
  func habit(id: String, groupId: String?, sortOrder: Int) -> Habit {
    let target = isNumeric ? largest?.amount ?? 1 : 1
    // A day logged as not done makes no entry unless it holds a note (a
    // note alone, no completion).
    let entries = days.filter { $0.value.amount > 0 || notes[$0.key] != nil }.keys.sorted().map {
      date in
      let amount = days[date]?.amount ?? 0
      return Entry(
        date: date, target: target, amount: isNumeric ? amount : min(amount, 1),
        note: notes[date])
    }
    return Habit(
      id: id, title: name, notes: description, kind: isNumeric ? .counted : .binary,
      schedule: .daily, startDate: firstDay, groupId: groupId,
      windows: [Window(id: id + "-w", target: target, entries: entries)], sortOrder: sortOrder)
  }
}
