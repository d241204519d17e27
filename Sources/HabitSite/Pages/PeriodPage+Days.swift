import HabitCore

extension PeriodPage {
  /// The page's "Day by day" section (`days`): each habit with something
  /// due or done in the period, linked to its page, with each window's days
  /// of the period drawn by the grid renderers (a week's 7-day strip, a
  /// month's two rows of half its days, a year's row of months, each shaded by its share done:
  /// `PageGrids.yearRow`, which a year's `shading` explains) beside its
  /// numbers in a line; then the habits
  /// with nothing due or done, named in one line (`quiet`). Habits paused
  /// throughout keep their "Paused" row in the summary and draw nothing.
  func days<Value: ContextValue>(_ summary: PeriodSummary) -> Value {
    let catalog = environment.catalog
    // Taken once a page: each access through `environment` may copy it.
    let grids = environment.grids
    let paths = environment.paths
    // The period as a grid's label names it after its colon, uncapitalised.
    let heading = PeriodDocument.titleAsWritten(period, catalog: catalog)
    let drawing = period.unit.policy.daysDrawing
    var habits: [Value] = []
    var quiet: [String] = []
    // A page's windows repeat their numbers ("Done 7 of 7 times due."):
    // each such line is formatted once a page.
    var lines: [Int: String?] = [:]
    for habit in summary.habits where !habit.scope.isPausedThroughout {
      let evaluation = habit.evaluation
      let title = PeriodDocument.title(evaluation.habit)
      if habit.isQuiet {
        quiet.append(catalog.isolated(title))
        continue
      }
      let count = habit.windows.count
      let windows = habit.windows.enumerated().map { position, window -> Value in
        let label = PeriodDocument.label(window.window, at: position, of: count)
        let name = label.map { "\(title) (\($0))" } ?? title
        let gridHtml = drawnDays(
          habit, window: position, name: name, through: summary.through, periodName: heading,
          grids: grids)
        let text: String?
        let key = Self.lineKey(window.numbers)
        if let key, let line = lines[key] {
          text = line
        } else {
          text = numbers(window.numbers)
          if let key { lines[key] = .some(text) }
        }
        // "Morning: Done 5 of 7 times due.", or either half alone.
        var caption = text
        if let label {
          caption =
            text.map {
              catalog.format(
                .pageGridPeriod, ["title": .text(catalog.isolated(label)), "period": .text($0)])
            } ?? label
        }
        return .record([
          ("name", label.map { .string($0) } ?? .null),
          ("gridHtml", .bytes(gridHtml)),
          ("caption", caption.map { .string($0) } ?? .null),
        ])
      }
      habits.append(
        .record([
          ("title", .string(title)),
          ("href", .string("../../" + paths.habitPage(evaluation.habit.id))),
          ("windows", .list(windows)),
        ]))
    }
    // A year's months are shaded by a fixed rule, not by the heatmap's
    // levels (whose legend is above them): the page says which.
    let description: String
    switch drawing {
    case .strip, .halves: description = ""
    case .monthRow: description = catalog.format(.summaryDaysYearRows)
    }
    return .record([
      ("title", .string(catalog.format(.summaryDaysTitle))),
      ("shading", description.isEmpty ? .null : .string(description)),
      ("hasHabits", .bool(!habits.isEmpty)),
      ("habits", .list(habits)),
      (
        "quiet",
        quiet.isEmpty
          ? .null
          : .string(
            catalog.format(.summaryQuiet, ["habits": .text(catalog.list(quiet))]))
      ),
    ])
  }

  /// A window's days of the period drawn with the grid's cells: a week's
  /// 7-day strip, a month's two rows of half its days, and for a year a row of twelve
  /// months, not its days (the page has the all-habits heatmap, and a
  /// 53-week grid a habit would weigh ~100 kB each). In a table's row
  /// (`inNamedRow`) the grid has no name of its own: the row's head says it.
  func drawnDays(
    _ habit: PeriodHabit, window position: Int, name: String, through: LocalDate,
    periodName: String, grids: PageGrids, inNamedRow: Bool = false
  ) -> [UInt8] {
    let evaluation = habit.evaluation
    let days = evaluation.windows[position].days
    func daysGrid(_ shape: GridLayout.Shape) -> [UInt8] {
      grids.period(
        days, kind: evaluation.habit.kind, decimals: evaluation.habit.decimals, name: name,
        notes: DayNotes(habit.windows[position].notes), period: period, through: through,
        periodName: periodName, shape: shape, inNamedRow: inNamedRow)
    }
    switch period.unit.policy.daysDrawing {
    case .strip: return daysGrid(.strip)
    case .halves: return daysGrid(.halves)
    case .monthRow:
      return grids.yearRow(
        WindowMonth.months(
          of: period, days: days, habit: evaluation.habit, today: environment.evaluation.today,
          firstWeekday: environment.evaluation.settings.firstWeekday),
        name: name, periodName: periodName, inNamedRow: inNamedRow)
    }
  }

  /// What a window's line of times done says, as one number (complete
  /// and due), or nil for a line of periods met, which is not shared.
  private static func lineKey(_ numbers: PeriodNumbers) -> Int? {
    if let tally = numbers.periods, tally.judged > 0 { return nil }
    return numbers.days.complete << 32 | numbers.days.due
  }

  /// A window's numbers in a line: a period habit's periods met ("3 of 4
  /// weeks"), else the times due done; nil when neither has a number.
  private func numbers(_ numbers: PeriodNumbers) -> String? {
    let catalog = environment.catalog
    if let tally = numbers.periods, let met = catalog.periodsMet(tally) { return met }
    guard numbers.days.due > 0 else { return nil }
    return catalog.format(
      .summaryGroupTimes,
      ["complete": .number(numbers.days.complete), "due": .number(numbers.days.due)])
  }
}
