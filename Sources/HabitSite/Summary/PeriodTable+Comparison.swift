import HabitCore

extension PeriodTable {
  /// A window's share in the period and in the previous one: due days
  /// complete, or for a period habit the periods met of those judged; nil
  /// where nothing was due (or judged).
  static func shares(
    _ habit: PeriodHabit, index: Int, period: ReportPeriod, today: LocalDate, firstWeekday: Int
  ) -> (now: Ratio?, before: Ratio?) {
    let numbers = habit.windows[index].numbers
    // Through the source: `habit.evaluation` and `habit.habit` are copies.
    let source = habit.source
    let days = source.evaluation.windows[index].days
    let previous = period.previous
    if let tally = numbers.periods {
      let earlier = PeriodNumbers(
        days, habit: source.evaluation.habit, period: previous, today: today,
        firstWeekday: firstWeekday
      ).periods
      return (
        tally.judged > 0 ? Ratio(tally.met, of: tally.judged) : nil,
        earlier.flatMap { $0.judged > 0 ? Ratio($0.met, of: $0.judged) : nil }
      )
    }
    let earlier = DayCounts(
      days, from: previous.first, through: previous.last, kind: source.kind)
    return (
      numbers.days.due > 0 ? Ratio(numbers.days.complete, of: numbers.days.due) : nil,
      earlier.due > 0 ? Ratio(earlier.complete, of: earlier.due) : nil
    )
  }

  /// The share, last period's share and the change cells of a window's row
  /// ("70%", "64%", "+6"), each "—" where there is nothing to say; nil
  /// cells for a unit that does not compare.
  func comparisonCells<Value: ContextValue>(_ habit: PeriodHabit, index: Int) -> [Value] {
    guard comparesWithPrevious, let comparison else { return [.null, .null, .null] }
    let catalog = parts.phrasing.catalog
    let (now, before) = Self.shares(
      habit, index: index, period: comparison.period, today: comparison.today,
      firstWeekday: comparison.firstWeekday)
    func percent(_ ratio: Ratio?) -> Value {
      guard let value = ratio?.percent else { return .string(parts.none) }
      return .string(catalog.format(.pagePercent, ["percent": .number(value)]))
    }
    var change = Value.string(parts.none)
    if let now = now?.percent, let before = before?.percent {
      let points = now - before
      let key: MessageKey =
        points > 0
        ? .summaryCellChangeUp
        : points < 0 ? .summaryCellChangeDown : .summaryCellChangeNone
      change = .string(
        catalog.format(key, ["points": .number(abs(points))]))
    }
    return [percent(now), percent(before), change]
  }
}
