import HabitCore

/// Which weeks, months and years have summaries: the ones a site publishes
/// and the ones `habit-report summary` refuses.
public enum SummaryPeriods {
  /// The periods of `unit` a site publishes, newest first: from the one
  /// holding the earliest habit's start through the one holding today (in
  /// progress, its page marked so), at most `limit` of them (the unit's
  /// `publishedLimit`: 260 weeks; every month and year). `total` is how many
  /// there would be without the limit. None for a history without habits.
  public static func published(
    _ unit: ReportPeriod.Unit, _ evaluation: HistoryEvaluation,
    limit: Int? = nil
  ) -> (periods: [ReportPeriod], total: Int) {
    ReportPeriod.published(
      unit, firstStart: evaluation.habits.lazy.map(\.habit.startDate).min(),
      today: evaluation.today, limit: limit ?? unit.publishedLimit)
  }

  /// Why a summary of `period` cannot be made as of `today`, or nil when it
  /// can: a period that starts after today has no days yet.
  public static func refusal(_ period: ReportPeriod, today: LocalDate) -> String? {
    guard period.first > today else { return nil }
    let current = ReportPeriod.containing(today, unit: period.unit)
    return "\(period.unit) \(period) starts on \(period.first.isoString), after today "
      + "(\(today.isoString)); the latest \(period.unit) with a summary is \(current) "
      + "(in progress) and the last complete one is \(current.previous)"
  }
}
