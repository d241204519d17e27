import HabitCore

extension HabitPage {
  /// An earlier year's numbers beside its grid, as its year page counts
  /// them (`PeriodNumbers`): "300 of 340 due days complete (88%); 4,512
  /// pages in all" — periods met for period habits, days held and slips for
  /// habits to avoid, and the amount in the habit's unit where it has one.
  /// A line on its own, so it begins with a capital (« Le seul jour prévu
  /// a été accompli (100 %) »).
  func yearNumbers(_ year: Int, window: WindowEvaluation) -> String? {
    guard let period = ReportPeriod.year(year) else { return nil }
    return yearNumbers(period, window: window).text.map(environment.catalog.lineStart)
  }

  /// This year so far, up to yesterday (today is in no count until it is
  /// over), counted as the year page counts it: "So far in 2026: 135 of 200
  /// days held, 100 slips (68%)"; nil before the habit's start year, after
  /// the year it ended in, or with nothing due or judged yet.
  func yearSoFar(window: WindowEvaluation) -> String? {
    let today = environment.evaluation.today
    let habit = evaluation.habit
    guard habit.startDate.year <= today.year,
      (habit.archivedAt?.year ?? today.year) >= today.year,
      let period = ReportPeriod.year(today.year)
    else { return nil }
    let numbers = yearNumbers(period, window: window)
    guard numbers.counted, let text = numbers.text else { return nil }
    return environment.catalog.format(
      .pageYearSoFar, ["year": .number(today.year), "numbers": .text(text)])
  }

  /// A year's numbers and whether anything was due or judged in it.
  private func yearNumbers(_ period: ReportPeriod, window: WindowEvaluation)
    -> (text: String?, counted: Bool)
  {
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
      return (catalog.format(.pageLifeMonthsValueNone), false)
    }
    // A habit to avoid's amount is its slips, which `value` gives already.
    guard habit.kind != .avoid, let amount = words.lifetimeAmount(habit, numbers.amount) else {
      return (
        catalog.format(.pageYearNumbers, ["value": .text(value), "percent": .text(percent)]),
        true
      )
    }
    return (
      catalog.format(
        .pageYearNumbersAmount,
        ["value": .text(value), "percent": .text(percent), "amount": .text(amount)]),
      true
    )
  }
}
