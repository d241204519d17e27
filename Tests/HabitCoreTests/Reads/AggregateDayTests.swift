import HabitCore
import Testing

/// One row per rule of the all-habits heatmap: some habits, a day to look
/// at, and the windows due, the complete ones and the shade that day
/// demands. A failing row names its rule.
struct HeatmapRule: CustomTestStringConvertible, Sendable {
  let rule: String
  let habits: [Habit]
  let date: String
  let due: Int
  let complete: Int
  let state: DayState
  var engagement: [String] = []

  var testDescription: String { rule }
}

/// Today in every row: a Tuesday.
private let heatmapToday = "2026-03-10"

/// A one-window habit with an id of its own, starting 2 March 2026 (a
/// Monday).
private func member(
  _ id: String, _ kind: HabitKind = .binary, _ schedule: Schedule = .daily,
  start: String = "2026-03-02", target: Int = 1, entries: [Entry] = [], pauses: [Pause] = [],
  archivedAt: String? = nil
) -> Habit {
  Habit(
    id: id, title: id, kind: kind, schedule: schedule, pauses: pauses,
    isArchived: archivedAt != nil, archivedAt: archivedAt.map(day), startDate: day(start),
    windows: [Window(id: id + "-W", target: target, entries: entries)])
}

let heatmapRules: [HeatmapRule] = [
  HeatmapRule(
    rule: "all due done: complete",
    habits: [
      member("A", entries: [entry("2026-03-04", 1)]),
      member("B", entries: [entry("2026-03-04", 1)]),
    ], date: "2026-03-04", due: 2, complete: 2, state: .complete),
  HeatmapRule(
    rule: "half done: partialHigh",
    habits: [member("A", entries: [entry("2026-03-04", 1)]), member("B")],
    date: "2026-03-04", due: 2, complete: 1, state: .partialHigh),
  HeatmapRule(
    rule: "below half done: partialLow",
    habits: [member("A", entries: [entry("2026-03-04", 1)]), member("B"), member("C")],
    date: "2026-03-04", due: 3, complete: 1, state: .partialLow),
  HeatmapRule(
    rule: "none done on a past day: missed",
    habits: [member("A"), member("B")], date: "2026-03-04", due: 2, complete: 0, state: .missed),
  HeatmapRule(
    rule: "none done yet today: pending, and today's open windows are due",
    habits: [member("A"), member("B")], date: heatmapToday, due: 2, complete: 0, state: .pending),
  HeatmapRule(
    rule: "a partial window counts the share of its target reached",
    habits: [member("A", .counted, target: 4, entries: [entry("2026-03-04", 3, target: 4)])],
    date: "2026-03-04", due: 1, complete: 0, state: .partialHigh),
  HeatmapRule(
    rule: "a paused window is not due",
    habits: [
      member(
        "A", pauses: [Pause(from: day("2026-03-04"), to: day("2026-03-05"), reason: .travel)]),
      member("B", entries: [entry("2026-03-04", 1)]),
    ], date: "2026-03-04", due: 1, complete: 1, state: .complete),
  HeatmapRule(
    rule: "only paused windows: nothing due, shaded paused",
    habits: [
      member(
        "A", pauses: [Pause(from: day("2026-03-04"), to: day("2026-03-05"), reason: .travel)])
    ], date: "2026-03-04", due: 0, complete: 0, state: .paused),
  HeatmapRule(
    rule: "a skipped window is not due",
    habits: [
      member("A", entries: [entry("2026-03-04", 0, skipped: true)]),
      member("B", entries: [entry("2026-03-04", 1)]),
    ], date: "2026-03-04", due: 1, complete: 1, state: .complete),
  HeatmapRule(
    rule: "an unscheduled window is not due",
    habits: [
      member("A", .binary, .days(Weekdays([1]), everyWeeks: 1)),
      member("B", entries: [entry("2026-03-04", 1)]),
    ], date: "2026-03-04", due: 1, complete: 1, state: .complete),
  HeatmapRule(
    rule: "an extra day is done but not due",
    habits: [
      member("A", .binary, .days(Weekdays([1]), everyWeeks: 1), entries: [entry("2026-03-04", 1)]),
      member("B"),
    ], date: "2026-03-04", due: 1, complete: 0, state: .missed),
  HeatmapRule(
    rule: "a day with nothing due: unscheduled",
    habits: [member("A", .binary, .days(Weekdays([1]), everyWeeks: 1))],
    date: "2026-03-04", due: 0, complete: 0, state: .unscheduled),
  HeatmapRule(
    rule: "a period habit's empty day is not due",
    habits: [member("A", .binary, .perWeek(3))],
    date: "2026-03-04", due: 0, complete: 0, state: .empty),
  HeatmapRule(
    rule: "an avoid habit held on an engaged day is due and complete",
    habits: [member("A", .avoid, target: 0), member("B")],
    date: "2026-03-04", due: 2, complete: 1, state: .partialHigh, engagement: ["2026-03-04"]),
  HeatmapRule(
    rule: "an avoid habit over its allowance is due and missed",
    habits: [member("A", .avoid, target: 0, entries: [entry("2026-03-04", 2, target: 0)])],
    date: "2026-03-04", due: 1, complete: 0, state: .missed),
  HeatmapRule(
    rule: "a habit not started yet is not due",
    habits: [
      member("A", entries: [entry("2026-03-04", 1)]), member("B", start: "2026-03-06"),
    ], date: "2026-03-04", due: 1, complete: 1, state: .complete),
  HeatmapRule(
    rule: "a habit that ended is not due after its end",
    habits: [
      member("A", entries: [entry("2026-03-06", 1)]),
      member("B", archivedAt: "2026-03-05"),
    ], date: "2026-03-06", due: 1, complete: 1, state: .complete),
  HeatmapRule(
    rule: "a habit that ended still counts before its end",
    habits: [
      member("A", entries: [entry("2026-03-04", 1)]),
      member("B", archivedAt: "2026-03-05"),
    ], date: "2026-03-04", due: 2, complete: 1, state: .partialHigh),
]

private func evaluation(_ habits: [Habit], engagement: [String] = []) -> HistoryEvaluation {
  let history = History(
    settings: HistorySettings(firstWeekday: 1), habits: habits,
    engagementDays: Set(engagement.map(day)))
  return DensityEngine(history: history).evaluate(today: day(heatmapToday))
}

@Test(arguments: heatmapRules)
func heatmapDay(_ row: HeatmapRule) throws {
  let days = evaluation(row.habits, engagement: row.engagement)
    .allHabitsDays(from: day(row.date), through: day(row.date))
  let only = try #require(days.first)
  #expect(days.count == 1)
  #expect(only.date == day(row.date))
  #expect(only.due == row.due)
  #expect(only.complete == row.complete)
  #expect(only.state == row.state)
}

@Test func aYearRunsFromJanuaryThroughToday() {
  let result = evaluation([member("A")])
  let year = result.allHabitsYear(2026)
  #expect(year.first?.date == day("2026-01-01"))
  #expect(year.last?.date == day(heatmapToday))
  #expect(year.count == day("2026-01-01").days(to: day(heatmapToday)) + 1)
  // Before the habit's start nothing is due.
  #expect(year.first?.state == .unscheduled)
  #expect(result.allHabitsYear(2025).count == 365)
  #expect(result.allHabitsYear(2027).isEmpty)
  #expect(result.allHabitsYear(10_000).isEmpty)
}

@Test func theTrailingWeeksStartOnAWeekStartAndEndToday() {
  let days = evaluation([member("A")]).allHabitsTrailingWeeks(53)
  // Today is a Tuesday: 52 whole weeks and Monday, Tuesday of today's week.
  #expect(days.count == 52 * 7 + 2)
  #expect(days.first?.date == day("2025-03-10"))
  #expect(days.first?.date.isoWeekday == 1)
  #expect(days.last?.date == day(heatmapToday))
  #expect(days.last?.state == .pending)
}

@Test func aRunIsEachDayOnItsOwn() {
  // Every rule's habits at once, read both ways, over days before, inside
  // and after their starts and ends.
  let result = evaluation(
    heatmapRules.flatMap(\.habits).enumerated().map { index, habit in
      var copy = habit
      copy.id = "\(index)"
      copy.windows[0].id = "\(index)-W"
      return copy
    })
  let windows = result.habits.flatMap { $0.windows.map(\.days) }
  let from = day("2026-02-20")
  let run = AggregateDay.run(windows, from: from, through: day(heatmapToday), today: result.today)
  let single = (0...from.days(to: day(heatmapToday))).map { offset in
    let date = from.adding(days: offset)
    return AggregateDay(windows, date: date, isToday: date == result.today)
  }
  #expect(run == single)
  #expect(run.contains { $0.due > 0 && $0.complete > 0 })
  #expect(
    AggregateDay.run(
      windows, from: day("2026-03-05"), through: day("2026-03-04"), today: result.today
    ).isEmpty)
}
