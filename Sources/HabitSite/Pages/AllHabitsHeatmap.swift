import HabitCore
import HabitJSON

/// The heatmap across all habits that the dashboard (the trailing 53 weeks)
/// and each year page (that calendar year through today) show: one cell per
/// day, drawn with a habit's grid, shaded by the share of that day's due
/// windows that got done (`AggregateDay`'s table: all → d3, half or more →
/// d2, something → d1, nothing on a past day → missed, nothing due →
/// unfilled), each cell labelled "Tuesday 3 November: 5 of 7 due done".
///
/// Its context: `heading`, `description`, `gridTitle`, `gridHtml` (the
/// pre-rendered grid), `legend` (the states present, each `state` and
/// `name`, as `partials/legend.html` reads it) and `days` (per day `date`,
/// `due`, `complete`, `state`), so a theme can draw its own.
struct AllHabitsHeatmap {
  let environment: PageEnvironment

  /// The dashboard's: the trailing 53 weeks ending today.
  func trailing() -> JSONValue {
    let days = environment.evaluation.allHabitsTrailingWeeks(GridLayout.trailingWeekCount)
    let name = environment.catalog.format("heatmap.title")
    let title = environment.catalog.format(
      "page.grid.trailing", ["title": .text(environment.catalog.isolated(name))])
    return context(days, title: title)
  }

  /// A year page's: 1 January through 31 December or today; null for a
  /// year after today's.
  func year(_ year: Int) -> JSONValue {
    let days = environment.evaluation.allHabitsYear(year)
    guard !days.isEmpty else { return .null }
    let name = environment.catalog.format("heatmap.title")
    let title = environment.catalog.format(
      "page.grid.year", ["title": .text(environment.catalog.isolated(name)), "year": .number(year)])
    return context(days, title: title)
  }

  private func context(_ days: [AggregateDay], title: String) -> JSONValue {
    let drawn = environment.grids.heatmap(days, title: title)
    return .object(
      JSONObject([
        ("heading", .string(environment.catalog.format("heatmap.title"))),
        ("description", .string(environment.catalog.format("heatmap.description"))),
        ("gridTitle", .string(drawn.title)),
        ("gridHtml", .string(drawn.html)),
        ("legend", legend(days)),
        ("days", HabitCards.aggregateDays(days)),
      ]))
  }

  /// The states the days show, in a fixed order, each with its name: the
  /// due shares in the heatmap's own words, the others by the state's name.
  private func legend(_ days: [AggregateDay]) -> JSONValue {
    let present = Set(days.map(\.state))
    return .array(
      Self.legendOrder.filter(present.contains).map { state in
        let name =
          Self.legendKeys[state].map { environment.catalog.format($0) }
          ?? environment.phrasing.stateName(state)
        return .object(JSONObject([("state", .string(state.rawValue)), ("name", .string(name))]))
      })
  }

  /// The legend's own words for the states that mean a share done (the
  /// others, such as paused, keep their state's name).
  static let legendKeys: [DayState: String] = [
    .complete: "heatmap.legend.complete", .partialHigh: "heatmap.legend.partialHigh",
    .partialLow: "heatmap.legend.partialLow", .missed: "heatmap.legend.missed",
    .unscheduled: "heatmap.legend.unscheduled",
  ]

  /// Every state an aggregate day can have, fullest first.
  static let legendOrder: [DayState] = [
    .complete, .partialHigh, .partialLow, .missed, .pending, .empty, .paused, .unscheduled,
  ]
}
