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
    // The period as a grid's label names it after its colon, uncapitalised.
    let heading = PeriodDocument.titleAsWritten(period, catalog: catalog)
    let drawing = period.unit.policy.daysDrawing
    var habits: [Value] = []
    var quiet: [String] = []
    // A page's windows repeat their numbers ("Done 7 of 7 times due."):
    // each such line is formatted once a page.
    var lines: [Int: String?] = [:]
    // By index, with the build's names: a loop over the habits copied
    // each habit's period.
    for index in summary.habits.indices where !summary.habits[index].scope.isPausedThroughout {
      let names = shared.names[summary.habits[index].index]
      if summary.habits[index].isQuiet {
        quiet.append(names.isolatedTitle)
        continue
      }
      let windows = names.windows.indices.map { position -> Value in
        let label = names.windows[position].label
        let gridHtml = drawnDays(
          summary.habits[index], window: position, name: names.windows[position].name,
          through: summary.through, periodName: heading, grids: grids, drawing: drawing)
        let numbers = summary.habits[index].windows[position].numbers
        let text: String?
        let key = Self.lineKey(numbers)
        if let key, let line = lines[key] {
          text = line
        } else {
          text = self.numbers(numbers)
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
          ("title", .string(names.title)),
          ("href", .string(names.href)),
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
  /// `drawing` is the unit's (`ReportUnitPolicy.daysDrawing`), read once a
  /// page by the caller: a unit's policy is a copy of its row each time it
  /// is asked, and so is the page's `environment`.
  func drawnDays(
    _ habit: PeriodHabit, window position: Int, name: String, through: LocalDate,
    periodName: String, grids: PageGrids, drawing: ReportUnitPolicy.DaysDrawing,
    inNamedRow: Bool = false
  ) -> [UInt8] {
    // Read in place through the habit's source: `habit.evaluation` is a
    // copy of the habit's whole evaluation.
    let source = habit.source
    func daysGrid(_ shape: GridLayout.Shape) -> [UInt8] {
      grids.period(
        source.evaluation.windows[position].days, kind: source.kind, decimals: source.decimals,
        name: name,
        notes: DayNotes(habit.windows[position].notes), period: period, through: through,
        periodName: periodName, shape: shape, inNamedRow: inNamedRow)
    }
    switch drawing {
    case .strip: return daysGrid(.strip)
    case .halves: return daysGrid(.halves)
    case .monthRow:
      return grids.yearRow(
        WindowMonth.months(
          of: period, days: source.evaluation.windows[position].days,
          habit: source.evaluation.habit, today: grids.today, firstWeekday: grids.firstWeekday),
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
