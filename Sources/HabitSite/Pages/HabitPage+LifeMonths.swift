import HabitCore
import HabitJSON

extension HabitPage {
  /// The month-by-month chart of a window over its whole life, its
  /// sentence (the best and hardest calendar months over the years) and
  /// its numbers as table rows.
  func lifeMonthsChart(_ window: WindowEvaluation, index: Int) -> JSONValue {
    let habit = evaluation.habit
    let today = environment.evaluation.today
    let bars = LifeMonthsChart.bars(
      window, habit: habit, today: today,
      firstWeekday: environment.evaluation.settings.firstWeekday)
    guard let first = bars.first else { return .null }
    let measure: LifeMonthsChart.Measure =
      habit.schedule.isPeriodic ? .periods : habit.kind == .avoid ? .held : .dueDays
    let catalog = environment.catalog
    let chart = LifeMonthsChart(
      bars: bars, kind: measure, index: index, catalog: catalog,
      direction: environment.direction, monthTitles: environment.monthTitles)
    let title = catalog.format(.pageLifeMonthsTitle)
    let key: MessageKey
    switch measure {
    case .dueDays: key = .pageLifeMonthsDescription
    case .periods: key = .pageLifeMonthsDescriptionPeriods
    case .held: key = .pageLifeMonthsDescriptionHeld
    }
    let description = catalog.format(key, ["date": .date(first.date)])
    let words = chart.words()
    return .object(
      JSONObject([
        ("title", .string(title)),
        ("description", .string(description)),
        ("read", bestAndHardest(window.months, measure: measure).map { .string($0) } ?? .null),
        ("months", chart.context(words)),
        ("chartHtml", .string(chart.svg(title: title, description: description, words: words))),
      ]))
  }

  /// "Over the years, May goes best (88% of due days complete) and March
  /// is hardest (61%)": the calendar months pooled over every year, each
  /// with at least `LifeMonthsChart` 10 due days, for a window of more than
  /// a year with due days; nil otherwise or when none stands apart.
  func bestAndHardest(_ months: [MonthCounts], measure: LifeMonthsChart.Measure) -> String? {
    guard measure == .dueDays, months.count > 12 else { return nil }
    var pooled = [Ratio](repeating: Ratio(0, of: 0), count: 13)
    for month in months {
      pooled[month.month] = Ratio(
        pooled[month.month].part + month.complete, of: pooled[month.month].whole + month.due)
    }
    let judged = (1...12).filter { pooled[$0].whole >= 10 }
    guard judged.count >= 2 else { return nil }
    // The first of equals wins, from January.
    var best = judged[0]
    var hardest = judged[0]
    for month in judged {
      if pooled[month] > pooled[best] { best = month }
      if pooled[month] < pooled[hardest] { hardest = month }
    }
    guard let high = pooled[best].percent, let low = pooled[hardest].percent, high > low
    else { return nil }
    let catalog = environment.catalog
    return catalog.format(
      .pageLifeMonthsBestHardest,
      [
        "best": .text(catalog.calendar.month(best, .long)),
        "bestPercent": .text(catalog.format(.prosePercent, ["percent": .number(high)])),
        "hardest": .text(catalog.calendar.month(hardest, .long)),
        "hardestPercent": .text(catalog.format(.prosePercent, ["percent": .number(low)])),
      ])
  }
}
