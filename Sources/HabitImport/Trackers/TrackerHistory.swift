import HabitCore

/// Assembles the history of a tracker whose habits are numbered rows with
/// one window each and optional groups (Rewire, Tickmate): habits in the
/// app's order, then by id (shorter first, so `-9` comes before `-10`), and
/// only the groups some habit uses, in the same order.
enum TrackerHistory {
  /// The history of `habits` and the groups they use, in `zone`.
  static func history<Groups: Collection<Group>>(
    habits: [Habit], groups: Groups, zone: String
  ) -> History {
    let used = Set(habits.compactMap(\.groupId))
    return History(
      settings: HistorySettings(timeZone: zone),
      groups: groups.filter { used.contains($0.id) }.sorted {
        ($0.sortOrder, $0.id.count, $0.id) < ($1.sortOrder, $1.id.count, $1.id)
      },
      habits: habits.sorted {
        ($0.sortOrder, $0.id.count, $0.id) < ($1.sortOrder, $1.id.count, $1.id)
      })
  }

  /// The entries of all of `history`'s habits, every window counted.
  static func entryCount(_ history: History) -> Int {
    history.habits.reduce(0) { total, habit in
      habit.windows.reduce(total) { $0 + $1.entries.count }
    }
  }
}
