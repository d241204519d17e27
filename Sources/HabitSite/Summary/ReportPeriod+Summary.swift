import HabitCore

/// How a week's, a month's and a year's Markdown summaries differ, each
/// difference decided per unit by an exhaustive `switch`, so a new unit
/// does not compile until its summary is decided. The numbers are the same
/// for every unit (`PeriodSummary`); the pages' differences are in
/// `ReportPeriod+Pages`, publishing in HabitCore's `ReportPeriod+Publishing`.
extension ReportPeriod.Unit {
  /// The template that writes a summary of this unit: `summary.md` for
  /// weeks (the first summaries, whose theme name stays), `month.md`,
  /// `year.md`.
  var summaryTemplate: String {
    switch self {
    case .week: "summary.md"
    case .month: "month.md"
    case .year: "year.md"
    }
  }

  /// The catalog key of the note `name` in a summary of this unit:
  /// `summary.<name>` for weeks, `summary.month.<name>`,
  /// `summary.year.<name>`.
  func noteKey(_ name: String) -> String {
    switch self {
    case .week: "summary.\(name)"
    case .month: "summary.month.\(name)"
    case .year: "summary.year.\(name)"
    }
  }

  /// Whether the summary's table has an "In all" column. A week's has
  /// none, so its cells say the week's own counts instead: a weekly
  /// habit's n in the complete cell ("3 of 3"), a habit to avoid's slips
  /// in the missed cell.
  var tableHasTotals: Bool {
    switch self {
    case .week: false
    case .month, .year: true
    }
  }
}
