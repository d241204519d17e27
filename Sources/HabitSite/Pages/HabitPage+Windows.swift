import HabitCore
import HabitJSON

extension HabitPage {
  /// One window of the habit page: what it asks, its read, its trailing
  /// grid (also written as an SVG) and one grid per earlier calendar year,
  /// newest first.
  struct WindowSection {
    let id: String
    let label: String
    /// The heading of an unlabelled window: "The last 53 weeks", or
    /// "Since the week of 23 November 2026" for a young one.
    let heading: String
    let target: String
    let read: WindowRead
    let readText: String
    /// Complete days and summed amount since the start, and their sentence.
    let lifetime: LifetimeTotals
    let lifetimeText: String
    /// "So far in 2026: …", nil before the start year or with nothing due.
    let yearSoFar: String?
    let trailing: PageGrids.Drawn
    let years: [(year: Int, grid: PageGrids.Drawn, numbers: String?)]
    /// `habits/<slug>/<window>.svg`.
    let svgPath: String
    /// The weekly amounts chart (null unless counted or timed) and the
    /// weekday pattern chart (null for period habits).
    let weekly: JSONValue
    let weekdays: JSONValue
    /// The hour-of-day chart (null below 10 days with a time).
    let hours: JSONValue
    /// The whole life month by month.
    let lifeMonths: JSONValue
    /// A month total's months of amounts against its target (else null).
    let monthlyAmounts: JSONValue

    /// The earlier years: each year's grid and its numbers.
    func yearsContext<Value: ContextValue>(numbers: NumberFormat) -> Value {
      var list: [Value] = []
      for (year, grid, text) in years {
        list.append(
          .record([
            ("year", .json(.integer(year))),
            ("yearText", .string(numbers.string(year, grouped: false))),
            ("title", .string(grid.title)),
            ("gridHtml", .bytes(grid.htmlBytes)),
            ("numbers", text.map { .string($0) } ?? .null),
          ]))
      }
      return .list(list)
    }

    /// The window's context, built as `HabitPage.context` is (JSON to keep,
    /// Mustache's value to render); the charts' parts are made as JSON.
    func context<Value: ContextValue>(root: String, numbers: NumberFormat) -> Value {
      .record([
        ("id", .string(id)),
        ("label", .string(label)),
        ("heading", .string(heading)),
        ("target", .string(target)),
        ("read", .string(readText)),
        ("due", .json(.integer(read.due))),
        ("complete", .json(.integer(read.complete))),
        ("partial", .json(.integer(read.partial))),
        ("missed", .json(.integer(read.missed))),
        (
          "lifetime",
          .record([
            ("text", .string(lifetimeText)),
            ("completions", .json(.integer(lifetime.completions))),
          ])
        ),
        ("yearSoFar", yearSoFar.map { .string($0) } ?? .null),
        ("gridTitle", .string(trailing.title)),
        ("from", .string(trailing.layout.range?.lowerBound.isoString ?? "")),
        ("to", .string(trailing.layout.range?.upperBound.isoString ?? "")),
        ("gridHtml", .bytes(trailing.htmlBytes)),
        ("svgHref", .string(root + svgPath)),
        ("weekly", .json(weekly)),
        ("weekdays", .json(weekdays)),
        ("hours", .json(hours)),
        ("lifeMonths", .json(lifeMonths)),
        ("monthlyAmounts", .json(monthlyAmounts)),
        ("hasYears", .bool(!years.isEmpty)),
        ("years", yearsContext(numbers: numbers)),
      ])
    }
  }

  /// The windows' sections. Earlier years are whole calendar years, from
  /// last year back to the habit's start year, each 1 January to 31
  /// December (from the start in the first), so no year is split across
  /// two grids; the trailing grid shows the last 53 weeks over them.
  func windows() -> [WindowSection] {
    let habit = evaluation.habit
    let words = HabitWords(environment)
    let grids = environment.grids
    let lastYear = grids.today.year - 1
    let earlier =
      habit.startDate.year > lastYear ? [] : Array((habit.startDate.year...lastYear).reversed())
    return evaluation.windows.enumerated().map { index, window in
      let name = words.gridName(habit, index: index)
      let lifetime = LifetimeTotals(window.days)
      let trailing = grids.trailing(
        window.days, kind: habit.kind, decimals: habit.decimals, name: name,
        notes: window.notes)
      let heading =
        grids.startsLate(trailing.layout).map {
          environment.catalog.format(.pageSinceWeek, ["date": .date($0)])
        } ?? environment.catalog.format(.pageLastYear)
      return WindowSection(
        id: window.window.id,
        label: words.windowLabel(habit, index: index),
        heading: heading,
        target: words.targetWithHistory(habit, window.window, days: window.days),
        read: window.read,
        readText: environment.readText(evaluation, window),
        lifetime: lifetime,
        lifetimeText: words.lifetime(habit, lifetime),
        yearSoFar: yearSoFar(window: window),
        trailing: trailing,
        years: earlier.compactMap { year in
          grids.year(
            year, window.days, kind: habit.kind, decimals: habit.decimals, name: name,
            notes: window.notes
          ).map { (year, $0, yearNumbers(year, window: window)) }
        },
        svgPath: environment.paths.windowGrid(habit.id, windowId: window.window.id),
        weekly: weeklyChart(window, index: index), weekdays: weekdayChart(window, index: index),
        hours: hourChart(window, index: index), lifeMonths: lifeMonthsChart(window, index: index),
        monthlyAmounts: monthlyAmountsChart(window, index: index))
    }
  }
}
