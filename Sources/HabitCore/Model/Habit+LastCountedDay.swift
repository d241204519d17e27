extension Habit {
  /// The last day an archived habit counts: its `archivedAt`, else the day
  /// of its last entry; one with neither counted no day at all (the day
  /// before its start). Nil for a habit still going. The one rule for the
  /// engine's windows and the reports' periods.
  public var lastCountedDay: LocalDate? {
    guard isArchived else { return nil }
    if let archivedAt { return archivedAt }
    return windows.flatMap(\.entries).map(\.date).max() ?? startDate.adding(days: -1)
  }
}
