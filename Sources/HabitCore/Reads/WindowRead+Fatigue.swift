/// When a read says fatigue, and the lighter cadence it suggests (DESIGN.md
/// §3, the density read): a verdict waits for enough due days, the pace is
/// reckoned over the days that were not paused, and a suggestion is a
/// gentle step, never a collapse ("5 a week → 3", never "5 → 1").
extension WindowRead {
  /// Fewer due days than this say too little for a verdict.
  public static let fatigueMinimumDue = 7

  /// At least `fatigueMinimumDue` due days, more than half of them missed.
  public static func isFatigue(_ counts: DayCounts) -> Bool {
    counts.due >= fatigueMinimumDue && counts.missed * 2 > counts.due
  }

  /// The lighter weekly cadence to try, or nil when none is lighter.
  ///
  /// - `cadence`: the schedule's weekly cadence ("every 3 days" is 2.33);
  ///   `current`, the same rounded, as the sentence says it.
  /// - `done`: the complete and partly done days of the look-back;
  ///   `unpausedDays`, the days of the look-back not paused: the pace
  ///   achieved is `done` a week over those days, rounded up.
  ///
  /// The suggestion is the pace achieved, never below half the current
  /// cadence rounded up, and always below both the cadence and `current`.
  public static func suggestion(cadence: Double, current: Int, done: Int, unpausedDays: Int) -> Int?
  {
    let lightest = min(Int(cadence.rounded(.up)), current) - 1
    let floor = max(1, (current + 1) / 2)
    guard lightest >= floor else { return nil }
    let weeks = Double(max(1, unpausedDays)) / 7
    let achieved = Int((Double(done) / weeks).rounded(.up))
    return min(max(floor, achieved), lightest)
  }
}
