import HabitCore

extension ReportPeriod.Unit {
  /// Whether the unit's table gives each window the previous period's
  /// share beside its own and the change in points: a year does ("Was this
  /// year better than last?"); weeks and months are read in their leads.
  var comparesWithPrevious: Bool {
    switch self {
    case .week, .month: return false
    case .year: return true
    }
  }
}
