import HabitCore
import HabitJSON

extension HabitPage {
  /// A month total's month chart of amounts against each month's target,
  /// with its numbers as table rows; null for any other habit.
  func monthlyAmountsChart(_ window: WindowEvaluation, index: Int) -> JSONValue {
    let habit = evaluation.habit
    guard
      let amounts = MonthlyAmounts.of(
        window.months, days: window.days, habit: habit, today: environment.evaluation.today,
        firstWeekday: environment.evaluation.settings.firstWeekday)
    else { return .null }
    let catalog = environment.catalog
    let chart = AmountsChart(
      amounts, habit: habit, index: index, words: HabitWords(environment),
      direction: environment.direction)
    let title = catalog.format(.pageMonthlyAmountsTitle)
    let description = catalog.format(
      .pageMonthlyAmountsDescription,
      ["date": .date(amounts.months.first?.start ?? environment.evaluation.today)])
    let words = chart.barWords()
    return .object(
      JSONObject([
        ("title", .string(title)),
        ("description", .string(description)),
        ("months", chart.context(words)),
        (
          "chartHtml",
          .string(chart.svg(title: title, description: description, labels: words.map(\.label)))
        ),
      ]))
  }
}
