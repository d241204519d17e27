import HabitCore
import Testing

/// One row per rule of the heatmap's levels: the days of a run as
/// (complete, due, state from `AggregateDay`'s table), the state each day
/// is drawn with on the scale of the run's past days, and the bands that
/// hold a day as "lowest-highest" percent, fullest first.
struct LevelRule: CustomTestStringConvertible, Sendable {
  let rule: String
  /// Each day's complete, due and table state, oldest first; the last day
  /// of every row is today.
  let days: [(Int, Int, DayState)]
  let drawn: [DayState]
  let ranges: [String]

  var testDescription: String { rule }
}

private let start = LocalDate(year: 2026, month: 3, day: 1)!

let levelRules: [LevelRule] = [
  LevelRule(
    rule: "three distinct shares: one a level",
    days: [(1, 4, .partialLow), (2, 4, .partialHigh), (4, 4, .complete), (0, 4, .pending)],
    drawn: [.partialLow, .partialHigh, .complete, .pending],
    ranges: ["100", "50-99", "0-49"]),
  LevelRule(
    rule: "the same share always shares a level, and the fullest days are d3",
    days: [(4, 4, .complete), (4, 4, .complete), (4, 4, .complete), (1, 1, .complete)],
    drawn: [.complete, .complete, .complete, .complete],
    ranges: ["100"]),
  LevelRule(
    rule:
      "a past day with nothing done is missed; nothing due keeps its state; today by its own share",
    days: [
      (0, 3, .missed), (0, 0, .unscheduled), (0, 0, .paused), (3, 4, .partialHigh),
      (1, 2, .partialHigh),
    ],
    drawn: [.missed, .unscheduled, .paused, .complete, .partialLow],
    ranges: ["75-100", "0-74"]),
  LevelRule(
    rule: "terciles of six shares: two days a level",
    days: [
      (9, 10, .partialHigh), (1, 10, .partialLow), (5, 10, .partialHigh), (3, 10, .partialLow),
      (7, 10, .partialHigh), (8, 10, .partialHigh), (2, 2, .complete),
    ],
    drawn: [
      .complete, .partialLow, .partialHigh, .partialLow, .partialHigh, .complete, .complete,
    ],
    ranges: ["80-100", "50-79", "0-49"]),
  LevelRule(
    rule: "a day with partials only has share 0 and is the lowest level, not missed",
    days: [(0, 2, .partialLow), (2, 2, .complete), (1, 2, .partialHigh), (0, 0, .unscheduled)],
    drawn: [.partialLow, .complete, .partialHigh, .unscheduled],
    ranges: ["100", "50-99", "0-49"]),
  LevelRule(
    rule: "mostly full days: the full ones are d3 and the rest split below",
    days: [
      (5, 5, .complete), (5, 5, .complete), (5, 5, .complete), (5, 5, .complete),
      (4, 5, .partialHigh), (2, 5, .partialLow), (5, 5, .complete),
    ],
    drawn: [
      .complete, .complete, .complete, .complete, .partialHigh, .partialLow, .complete,
    ],
    ranges: ["100", "80-99", "0-79"]),
]

private func run(_ days: [(Int, Int, DayState)]) -> [AggregateDay] {
  days.enumerated().map { offset, day in
    var aggregate = AggregateDay([], date: start.adding(days: offset), isToday: false)
    aggregate.complete = day.0
    aggregate.due = day.1
    aggregate.state = day.2
    return aggregate
  }
}

@Test(arguments: levelRules)
func heatmapLevel(_ row: LevelRule) {
  let days = run(row.days)
  let today = start.adding(days: row.days.count - 1)
  let levels = HeatmapLevels(days, today: today, scale: HeatmapScale(days, today: today))
  #expect(levels.days.map(\.state) == row.drawn)
  #expect(levels.days.map(\.date) == days.map(\.date))
  #expect(levels.days.map(\.due) == days.map(\.due))
  let ranges = levels.levels.map { level -> String in
    level.lowest == level.highest ? "\(level.lowest)" : "\(level.lowest)-\(level.highest)"
  }
  #expect(ranges == row.ranges)
  #expect(
    levels.levels.map(\.days).reduce(0, +)
      == row.drawn.filter { [.partialLow, .partialHigh, .complete].contains($0) }.count)
}

@Test func noDaysDoneMeansNoLevels() {
  let days = run([(0, 2, .missed), (0, 0, .unscheduled), (0, 1, .pending)])
  let today = start.adding(days: 2)
  #expect(HeatmapScale(days, today: today) == nil)
  let levels = HeatmapLevels(days, today: today, scale: HeatmapScale(days, today: today))
  #expect(levels.levels.isEmpty)
  #expect(levels.days == days)
}

@Test func todayIsShadedByItsOwnShareOnTheSameScale() {
  let days = run([(1, 4, .partialLow), (3, 4, .partialHigh), (1, 4, .partialLow)])
  let today = start.adding(days: 2)
  let levels = HeatmapLevels(days, today: today, scale: HeatmapScale(days, today: today))
  // Today's 1 of 4 is shaded as a past 1 of 4 is: d2 on this scale.
  #expect(levels.days.map(\.state) == [.partialHigh, .complete, .partialHigh])
}

/// The bands never overlap and cover 0–100 once, whatever the terciles.
@Test(arguments: [
  (50, 80, ["complete 80-100", "partialHigh 50-79", "partialLow 0-49"]),
  (100, 100, ["complete 100-100", "partialLow 0-99"]),
  (0, 50, ["complete 50-100", "partialHigh 0-49"]),
  (0, 0, ["complete 0-100"]),
])
func heatmapBands(low: Int, high: Int, bands: [String]) {
  let scale = HeatmapScale(low: low, high: high)
  #expect(scale.bands.map { "\($0.state.rawValue) \($0.lowest)-\($0.highest)" } == bands)
  for percent in 0...100 {
    let holding = scale.bands.filter { ($0.lowest...$0.highest).contains(percent) }
    #expect(holding.map(\.state) == [scale.state(percent)], "\(percent)%")
  }
}
