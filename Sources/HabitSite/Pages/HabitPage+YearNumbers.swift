import HabitCore

extension HabitPage {
  /// An earlier year's numbers beside its grid, as its year page counts
  /// them (`PeriodNumbers`): "300 of 340 due days complete (88%); 4,512
  /// pages in all" — periods met for period habits, days held and slips for
  /// habits to avoid, and the amount in the habit's unit where it has one.
  func yearNumbers(_ year: Int, window: WindowEvaluation) -> String? {
    guard let period = ReportPeriod.year(year) else { return nil }
    let habit = evaluation.habit
    let numbers = PeriodNumbers(
      window.days, habit: habit, period: period, today: environment.evaluation.today,
      firstWeekday: environment.evaluation.settings.firstWeekday)
    let catalog = environment.catalog
    let words = HabitWords(environment)
    let ratio: Ratio
    let value: String
    if let periods = numbers.periods {
      ratio = Ratio(periods.met, of: periods.judged)
      value = catalog.format(
        .pageLifeMonthsValuePeriods,
        ["complete": .number(periods.met), "due": .number(periods.judged)])
    } else if habit.kind == .avoid {
      ratio = Ratio(numbers.days.complete, of: numbers.days.due)
      value = catalog.format(
        .pageLifeMonthsValueHeld,
        [
          "complete": .number(numbers.days.complete), "due": .number(numbers.days.due),
          "slips": .number(numbers.days.slips),
        ])
    } else {
      ratio = Ratio(numbers.days.complete, of: numbers.days.due)
      value = catalog.format(
        .pageLifeMonthsValue,
        ["complete": .number(numbers.days.complete), "due": .number(numbers.days.due)])
    }
    guard let percent = words.percent(ratio) else {
      return catalog.format(.pageLifeMonthsValueNone)
    }
    guard let amount = words.lifetimeAmount(habit, numbers.amount) else {
      return catalog.format(.pageYearNumbers, ["value": .text(value), "percent": .text(percent)])
    }
    return catalog.format(
      .pageYearNumbersAmount,
      ["value": .text(value), "percent": .text(percent), "amount": .text(amount)])
  }
}
