import HabitCore

/// Which months and years have summaries: the ones a site publishes and the
/// ones `habit-report summary --month/--year` refuses.
public enum SummaryPeriods {
  /// The periods of `unit` a site publishes, newest first: from the one
  /// holding the earliest habit's start through the one holding today (in
  /// progress). None for a history without habits.
  public static func published(_ unit: ReportPeriod.Unit, _ evaluation: HistoryEvaluation)
    -> [ReportPeriod]
  {
    guard let start = evaluation.habits.map(\.habit.startDate).min() else { return [] }
    return ReportPeriod.all(unit, from: start, through: evaluation.today).reversed()
  }

  /// Why a summary of `period` cannot be made as of `today`, or nil when it
  /// can: a period that starts after today has no days yet.
  public static func refusal(_ period: ReportPeriod, today: LocalDate) -> String? {
    guard period.first > today else { return nil }
    let current = ReportPeriod.containing(today, unit: period.unit)
    return "\(period.unit) \(period) starts on \(period.first.isoString), after today "
      + "(\(today.isoString)); the latest \(period.unit) with a summary is \(current) "
      + "(in progress)"
  }
}
