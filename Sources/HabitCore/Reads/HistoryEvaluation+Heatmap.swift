/// The all-habits heatmap: one `AggregateDay` per day over the windows of
/// every habit, archived ones included (a habit's days after it ended are
/// unscheduled, so it only counts while it ran), so a year's heatmap is the
/// same whichever habits are archived since.
extension HistoryEvaluation {
  /// The days from `from` through `through` (inclusive), clipped to today:
  /// a day after today has no state yet. Today is counted as the ring
  /// counts it (`AggregateDay(today:ring:)`).
  public func allHabitsDays(from: LocalDate, through: LocalDate) -> [AggregateDay] {
    allHabitsDays(allWindowDays, from: from, through: through)
  }

  /// Every habit's windows' days, archived ones included: what the
  /// all-habits days sum. Gathering them copies every window's days, so a
  /// caller that sums many periods (an archive's lines) gathers them once.
  public var allWindowDays: [WindowDays] { habits.flatMap { $0.windows.map(\.days) } }

  /// `allHabitsDays(from:through:)` over `windows`, `allWindowDays`
  /// gathered beforehand.
  public func allHabitsDays(_ windows: [WindowDays], from: LocalDate, through: LocalDate)
    -> [AggregateDay]
  {
    AggregateDay.run(windows, from: from, through: min(through, today), today: today)
      .countingToday(today, as: todayRing)
  }

  /// The trailing `weeks` weeks ending today: the first day is the first
  /// day of the week `weeks - 1` weeks before today's week (the settings'
  /// first weekday), the last today.
  public func allHabitsTrailingWeeks(_ weeks: Int) -> [AggregateDay] {
    allHabitsDays(
      from: today.startOfTrailingWeeks(weeks, firstWeekday: settings.firstWeekday),
      through: today)
  }

  /// The calendar year `year` (1 January to 31 December) through today;
  /// empty when the year is after today's or outside 1...9999.
  public func allHabitsYear(_ year: Int) -> [AggregateDay] {
    guard let january = LocalDate(year: year, month: 1, day: 1),
      let december = LocalDate(year: year, month: 12, day: 31)
    else { return [] }
    return allHabitsDays(from: january, through: december)
  }
}

/// The heatmaps as drawn: the same days shaded on the history's one scale
/// (`heatmapScale`), so every heatmap gives a day the same band.
extension HistoryEvaluation {
  /// Every active habit's days from `from` through `through` in
  /// `windows` (`allWindowDays`, gathered once by the caller), shaded by
  /// the history's one scale, as every aggregate day cell is (the
  /// archives' week strips and month calendars).
  public func allHabitsShadedDays(_ windows: [WindowDays], from: LocalDate, through: LocalDate)
    -> [AggregateDay]
  {
    HeatmapLevels(
      allHabitsDays(windows, from: from, through: through), today: today, scale: heatmapScale
    ).days
  }

  /// The trailing `weeks` weeks ending today, levelled.
  public func allHabitsTrailingHeatmap(_ weeks: Int) -> HeatmapLevels {
    HeatmapLevels(allHabitsTrailingWeeks(weeks), today: today, scale: heatmapScale)
  }

  /// The calendar year `year` through today, levelled; no days when the
  /// year is after today's.
  public func allHabitsYearHeatmap(_ year: Int) -> HeatmapLevels {
    HeatmapLevels(allHabitsYear(year), today: today, scale: heatmapScale)
  }

  /// The scale of every past day of the history (every habit's windows,
  /// archived ones included), today excluded.
  static func heatmapScale(_ habits: [HabitEvaluation], today: LocalDate) -> HeatmapScale? {
    let windows = habits.flatMap { $0.windows.map(\.days) }
    guard let first = windows.map(\.start).min() else { return nil }
    return HeatmapScale(
      AggregateDay.run(windows, from: first, through: today.adding(days: -1), today: today),
      today: today)
  }
}
