extension WindowRead {
  /// Whether the read says something the period's table does not: the
  /// window is fatigued (more than half its due days missed), a period
  /// habit's period is short of its target or some recent periods went
  /// unmet, or a habit to avoid slipped. A period page lists only these
  /// reads, after its table, so its reads do not repeat the table's rows.
  public var isNotable: Bool {
    if fatigue { return true }
    if let period, period.done < period.target || period.met < period.of { return true }
    return (slips ?? 0) > 0
  }
}
