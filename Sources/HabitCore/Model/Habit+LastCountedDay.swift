extension Habit {
  /// The last day an archived habit counts: its `archivedAt`, else the day
  /// of its last entry; one with neither counted no day at all (the day
  /// before its start). Nil for a habit still going. The one rule for the
  /// engine's windows and the reports' periods.
  public var lastCountedDay: LocalDate? {
    guard isArchived else { return nil }
    if let archivedAt { return archivedAt }
    // By index, reading each entry's date in place: joining the windows'
    // entries copied every entry (its texts' references) into a new array.
    var latest: LocalDate?
    for window in windows.indices {
      let entries = windows[window].entries
      for index in entries.indices where latest.map({ entries[index].date > $0 }) ?? true {
        latest = entries[index].date
      }
    }
    return latest ?? startDate.adding(days: -1)
  }
}
