import HabitCore
import Testing

/// One rule of the weekly amounts, with the habit (started on Monday 23
/// November 2026) and the (amount, target) of its two weeks: 23–29
/// November 2026 and today's week (Monday 30 November, today alone).
struct WeeklyAmountsRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var habit: Habit
  var sessions: [WorkSession] = []
  /// (amount, target) of the week before today's, then of today's; nil for
  /// a habit with no amounts.
  var weeks: [(Int, Int)]?
  var testDescription: String { rule }
}

private func session(_ date: String, _ seconds: Int) -> WorkSession {
  WorkSession(windowId: "W", date: day(date), seconds: seconds, outcome: .finished)
}

@Test(
  "weekly amounts sum each grid week's merged amounts against the targets of its due days",
  arguments: [
    WeeklyAmountsRow(
      rule: "counted daily: duplicates merged to the larger amount; target 7 × 8",
      habit: habit(
        .counted, start: "2026-11-23", target: 8,
        entries: [
          entry("2026-11-23", 8, target: 8), entry("2026-11-24", 3, target: 8),
          entry("2026-11-24", 5, target: 8),
        ]),
      weeks: [(13, 56), (0, 8)]),
    WeeklyAmountsRow(
      rule:
        "a day's target is its entry's snapshot, in force on the days after it; the window's before it",
      habit: habit(
        .counted, start: "2026-11-23", target: 8, entries: [entry("2026-11-25", 10, target: 10)]),
      weeks: [(10, 66), (0, 10)]),
    WeeklyAmountsRow(
      rule: "timed: minutes from the sessions, rounded once a day, not the entry",
      habit: habit(
        .timed, start: "2026-11-23", target: 30, entries: [entry("2026-11-24", 5, target: 30)]),
      sessions: [
        session("2026-11-24", 1800), session("2026-11-24", 630), session("2026-11-30", 600),
      ],
      weeks: [(41, 210), (10, 30)]),
    WeeklyAmountsRow(
      rule: "custom days: the target counts due days only; an extra day's amount counts",
      habit: habit(
        .counted, .days(Weekdays([1, 3, 5]), everyWeeks: 1), start: "2026-11-23", target: 2,
        entries: [entry("2026-11-23", 2, target: 2), entry("2026-11-24", 2, target: 2)]),
      weeks: [(4, 6), (0, 2)]),
    WeeklyAmountsRow(
      rule: "paused and skipped days lower the week's target",
      habit: habit(
        .counted, start: "2026-11-23", target: 1,
        entries: [entry("2026-11-23", 0, target: 1, skipped: true)],
        pauses: [Pause(from: day("2026-11-27"), to: day("2026-11-29"), reason: .illness)]),
      weeks: [(0, 3), (0, 1)]),
    WeeklyAmountsRow(
      rule: "a period habit: its weekly cadence times the day's target",
      habit: habit(
        .counted, .perWeek(3), start: "2026-11-23", target: 5,
        entries: [entry("2026-11-26", 5, target: 5)]),
      weeks: [(5, 15), (0, 15)]),
    WeeklyAmountsRow(
      rule: "a done-or-not habit has no amounts",
      habit: habit(.binary, start: "2026-11-23", entries: [entry("2026-11-23", 1)]),
      weeks: nil),
  ])
func weeklyAmounts(_ row: WeeklyAmountsRow) {
  let days = states(row.habit, today: "2026-11-30", sessions: row.sessions)
  let amounts = WeeklyAmounts.of(
    days, kind: row.habit.kind, schedule: row.habit.schedule, today: day("2026-11-30"),
    firstWeekday: 1)
  guard let expected = row.weeks else {
    #expect(amounts == nil, "\(row.rule)")
    return
  }
  // A young window's weeks start at its first week, as its grid does.
  let weeks = amounts?.weeks ?? []
  #expect(weeks.map(\.start) == [day("2026-11-23"), day("2026-11-30")], "\(row.rule)")
  #expect(weeks.map(\.amount) == expected.map(\.0), "\(row.rule)")
  #expect(weeks.map(\.target) == expected.map(\.1), "\(row.rule)")
}

@Test("a window older than the grid has its 53 weeks, the first 52 weeks before today's")
func weeklyAmountsOfAnOldWindow() {
  let days = states(
    habit(.counted, start: "2024-03-04", target: 2, entries: [entry("2025-12-02", 3)]),
    today: "2026-11-30")
  let weeks =
    WeeklyAmounts.of(
      days, kind: .counted, schedule: .daily, today: day("2026-11-30"), firstWeekday: 1)?.weeks
    ?? []
  #expect(weeks.count == WeeklyAmounts.weekCount)
  #expect(weeks.first?.start == day("2025-12-01"))
  #expect(weeks.first?.amount == 3)
  #expect(weeks.last?.start == day("2026-11-30"))
}

@Test("grid weeks follow the configured first weekday")
func weeklyAmountsFirstWeekday() {
  let days = states(
    habit(.counted, start: "2026-11-20", target: 1, entries: [entry("2026-11-29", 4)]),
    today: "2026-11-30", firstWeekday: 7)
  let weeks =
    WeeklyAmounts.of(
      days, kind: .counted, schedule: .daily, today: day("2026-11-30"), firstWeekday: 7)?.weeks
    ?? []
  // Sunday 29 November starts today's week; the first week is the one of
  // Friday 20 November, the start.
  #expect(weeks.map(\.start) == [day("2026-11-15"), day("2026-11-22"), day("2026-11-29")])
  #expect(weeks.last?.amount == 4)
  #expect(weeks.last?.target == 2)
}
