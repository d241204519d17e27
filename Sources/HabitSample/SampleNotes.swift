import HabitCore

/// The notes a person writes on a few of their days ("Sick", "Travelling"),
/// put on the sample's entries from a stream of their own, so adding them
/// shifts no other number of the sample.
enum SampleNotes {
  /// About one logged day in `spacing` gets a note.
  static let spacing = 45

  /// What people write on their days, in the sample's languages.
  static let pool = [
    "Sick", "Travelling", "Ten minutes, then the baby woke", "With a friend",
    "Late night at work", "Rain, did it indoors", "في السفر", "Felt good",
  ]

  /// `habits` with notes on some entries of their first window.
  static func annotate(_ habits: [Habit], random: inout SampleRandom) -> [Habit] {
    habits.map { habit in
      var habit = habit
      guard !habit.windows.isEmpty else { return habit }
      var entries = habit.windows[0].entries
      for index in entries.indices where random.int(in: 1...spacing) == 1 {
        entries[index].note = pool[random.int(in: 0...(pool.count - 1))]
      }
      habit.windows[0].entries = entries
      return habit
    }
  }
}
