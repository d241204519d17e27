extension WindowRead {
  /// The read of a report period, with its period habit's `done` counted
  /// over the habit's period that holds `through` (the report's last
  /// counted day) and lies within the report, so the sentence speaks of the
  /// report's own days, not of the day after it:
  /// - "n times a week" in a week's report: the report's week, from its
  ///   first day; elsewhere the habit's week holding `through`;
  /// - "n times a month": the month holding `through`, up to it;
  /// - "x times in y days": the run of y days ending the day before
  ///   `readsAsOf`, the last day the read looks back on.
  /// Target, met and of stay the read's own. Other reads are unchanged.
  public func counted(
    within report: ReportPeriod, through: LocalDate, readsAsOf: LocalDate, days: WindowDays,
    kind: HabitKind, firstWeekday: Int
  ) -> WindowRead {
    guard var period else { return self }
    let from: LocalDate
    switch period.unit {
    case .week: from = report.weekStart(holding: through, firstWeekday: firstWeekday)
    case .month: from = through.startOfMonth
    case .days: from = readsAsOf.adding(days: 1 - (period.length ?? 1))
    }
    period.done = DayCounts(days, from: from, through: through, kind: kind).complete
    var read = self
    read.period = period
    return read
  }
}
