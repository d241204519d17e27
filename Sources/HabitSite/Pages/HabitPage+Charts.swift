import HabitCore
import HabitJSON

extension HabitPage {
  private var today: LocalDate { environment.evaluation.today }

  /// The weekly amounts chart of window `index` with its words and its
  /// numbers as table rows, or null unless the habit is counted or timed.
  func weeklyChart(_ window: WindowEvaluation, index: Int) -> JSONValue {
    let habit = evaluation.habit
    guard
      let amounts = WeeklyAmounts.of(
        window.days, kind: habit.kind, schedule: habit.schedule,
        today: today, firstWeekday: environment.evaluation.settings.firstWeekday)
    else { return .null }
    let catalog = environment.catalog
    let chart = AmountsChart(
      amounts, habit: habit, index: index, words: HabitWords(environment),
      direction: environment.direction)
    let title = catalog.format(.pageWeeklyTitle)
    // A young window's weeks start at its first week, as its grid does.
    let description =
      amounts.weeks.count < WeeklyAmounts.weekCount
      ? catalog.format(
        .pageWeeklyDescriptionSince, ["date": .date(amounts.weeks.first?.start ?? today)])
      : catalog.format(.pageWeeklyDescription)
    let words = chart.barWords()
    return .object(
      JSONObject([
        ("title", .string(title)),
        ("description", .string(description)),
        ("weeks", chart.context(words)),
        (
          "chartHtml",
          .string(chart.svg(title: title, description: description, labels: words.map(\.label)))
        ),
      ]))
  }

  /// The weekday pattern chart of a window, its one read when a weekday
  /// stands clearly below the others, and its numbers as table rows; null
  /// for a period habit.
  func weekdayChart(_ window: WindowEvaluation, index: Int) -> JSONValue {
    guard let pattern = window.read.weekdays else { return .null }
    let catalog = environment.catalog
    let chart = WeekdayChart(
      pattern: pattern, firstWeekday: environment.evaluation.settings.firstWeekday, index: index,
      catalog: catalog, direction: environment.direction)
    let title = catalog.format(.pageWeekdaysTitle)
    // A window younger than the look-back counts from its first day.
    let start = window.days.start
    let description =
      start > today.adding(days: -WeekdayPattern.lookBackDays)
      ? catalog.format(.pageWeekdaysDescriptionSince, ["date": .date(start)])
      : catalog.format(.pageWeekdaysDescription)
    return .object(
      JSONObject([
        ("title", .string(title)),
        ("description", .string(description)),
        ("hardest", chart.hardest.map { .string($0) } ?? .null),
        ("days", chart.context()),
        ("chartHtml", .string(chart.svg(title: title, description: description))),
      ]))
  }
}

extension HabitPage {
  /// The hour-of-day chart of a window with its sentences and its numbers
  /// as table rows; null below `CompletionHours.minimumDays` days with a
  /// time, and for a habit to avoid, whose time is when a day was marked
  /// held, not when anything was done.
  func hourChart(_ window: WindowEvaluation, index: Int) -> JSONValue {
    guard window.hours.days >= CompletionHours.minimumDays, evaluation.habit.kind != .avoid
    else { return .null }
    let catalog = environment.catalog
    let chart = HourChart(
      hours: window.hours, window: window.window, done: LifetimeTotals(window.days).completions,
      firstHour: min(max(environment.evaluation.settings.dayStartMinute, 0), 1439) / 60,
      index: index, catalog: catalog, direction: environment.direction)
    let title = catalog.format(.pageHoursTitle)
    let description = catalog.format(.pageHoursDescription)
    let words = chart.words()
    return .object(
      JSONObject([
        ("title", .string(title)),
        ("description", .string(description)),
        ("usual", chart.usual.map { .string($0) } ?? .null),
        ("inWindow", chart.inWindow.map { .string($0) } ?? .null),
        ("bars", chart.context(words)),
        ("chartHtml", .string(chart.svg(title: title, description: description, words: words))),
      ]))
  }
}
