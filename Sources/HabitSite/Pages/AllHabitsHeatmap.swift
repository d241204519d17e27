import HabitCore
import HabitJSON

/// The heatmap across all habits that the dashboard (the trailing 53 weeks)
/// and each year page (that calendar year through today) show: one cell per
/// day, drawn with a habit's grid, shaded by its band on the history's one
/// scale (`HeatmapLevels`, `HeatmapScale`: the whole history's past days
/// with something done split into d1–d3 by the terciles of their share
/// done; today by its own share so far; nothing done on a past day →
/// missed, nothing due → unfilled), each cell labelled "Tuesday 3
/// November: 5 of 7 due done".
///
/// Its context: `heading`, `description`, `gridTitle`, `gridHtml` (the
/// pre-rendered grid), `legend` (the states present, each `state` and
/// `name`, as `partials/legend.html` reads it: a band's name is its range
/// of whole percents, "34–66%", the same on every heatmap, fullest first) and `days` (per day `date`, `due`,
/// `complete`, `state`), so a theme can draw its own.
struct AllHabitsHeatmap {
  let environment: PageEnvironment

  /// The dashboard's: the trailing 53 weeks ending today.
  func trailing() -> JSONValue {
    let heatmap = environment.evaluation.allHabitsTrailingHeatmap(GridLayout.trailingWeekCount)
    let name = environment.catalog.format(.heatmapTitle)
    let title = environment.catalog.format(
      .pageGridTrailing, ["title": .text(environment.catalog.isolated(name))])
    return context(heatmap, title: title)
  }

  /// A year page's: 1 January through 31 December or today; null for a
  /// year after today's.
  func year(_ year: Int) -> JSONValue {
    let heatmap = environment.evaluation.allHabitsYearHeatmap(year)
    guard !heatmap.days.isEmpty else { return .null }
    let name = environment.catalog.format(.heatmapTitle)
    let title = environment.catalog.format(
      .pageGridYear, ["title": .text(environment.catalog.isolated(name)), "year": .number(year)])
    return context(heatmap, title: title)
  }

  private func context(_ heatmap: HeatmapLevels, title: String) -> JSONValue {
    let days = heatmap.days
    let drawn = environment.grids.heatmap(days, title: title)
    return .object(
      JSONObject([
        ("heading", .string(environment.catalog.format(.heatmapTitle))),
        ("description", .string(environment.catalog.format(.heatmapDescription))),
        ("gridTitle", .string(drawn.title)),
        ("gridHtml", .string(drawn.html)),
        ("legend", legend(heatmap)),
        ("days", HabitCards.aggregateDays(days)),
      ]))
  }

  /// The states the days show, in a fixed order, each with its name: a
  /// level by its range of shares, the other due shares (today's) in the
  /// heatmap's own words, the rest by the state's name.
  private func legend(_ heatmap: HeatmapLevels) -> JSONValue {
    let present = Set(heatmap.days.map(\.state))
    let ranges = Dictionary(
      heatmap.levels.map { ($0.state, range($0)) }, uniquingKeysWith: { first, _ in first })
    return .array(
      Self.legendOrder.filter(present.contains).map { state in
        let name =
          ranges[state]
          ?? Self.legendKeys[state].map { environment.catalog.format($0) }
          ?? environment.phrasing.stateName(state)
        return .object(JSONObject([("state", .string(state.rawValue)), ("name", .string(name))]))
      })
  }

  /// "34–67%", or "100%" when the band holds one percent.
  private func range(_ level: HeatmapLevels.Level) -> String {
    let lowest = level.lowest
    let highest = level.highest
    guard lowest != highest else {
      return environment.catalog.format(.pagePercent, ["percent": .number(lowest)])
    }
    return environment.catalog.format(
      .heatmapLegendRange, ["lowest": .number(lowest), "highest": .number(highest)])
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
