import HabitCore
import Testing

/// One rule of the lifetime totals, with the habit and the totals it gives.
struct LifetimeRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var habit: Habit
  var sessions: [WorkSession] = []
  var today = "2026-11-10"
  var completions: Int
  var amount: Int
  var testDescription: String { rule }
}

private let start = "2026-11-01"

@Test(
  "lifetime totals count complete days and sum every day's amount",
  arguments: [
    LifetimeRow(
      rule: "binary: complete days, amount is times done",
      habit: habit(
        .binary, start: start, entries: [entry("2026-11-02", 1), entry("2026-11-05", 1)]),
      completions: 2, amount: 2),
    LifetimeRow(
      rule: "counted: a partial day adds its amount but is no completion",
      habit: habit(
        .counted, start: start, target: 8,
        entries: [entry("2026-11-01", 8, target: 8), entry("2026-11-02", 3, target: 8)]),
      completions: 1, amount: 11),
    LifetimeRow(
      rule: "counted: amount beyond the target still counts in the sum",
      habit: habit(.counted, start: start, target: 2, entries: [entry("2026-11-03", 5, target: 2)]),
      completions: 1, amount: 5),
    LifetimeRow(
      rule: "a day off the schedule with something done adds to the sum",
      habit: habit(
        .counted, .days(Weekdays([1]), everyWeeks: 1), start: "2026-11-02", target: 2,
        entries: [entry("2026-11-02", 2, target: 2), entry("2026-11-04", 2, target: 2)]),
      completions: 1, amount: 4),
    LifetimeRow(
      rule: "timed: minutes from work sessions, summed over the days",
      habit: habit(.timed, start: start, target: 30),
      sessions: [
        WorkSession(windowId: "W", date: day("2026-11-02"), seconds: 1800, outcome: .finished),
        WorkSession(windowId: "W", date: day("2026-11-03"), seconds: 600, outcome: .stopped),
        WorkSession(windowId: "W", date: day("2026-11-03"), seconds: 630, outcome: .manual),
      ],
      completions: 1, amount: 30 + 21),
    LifetimeRow(
      rule: "today counts once it is done",
      habit: habit(.binary, start: start, entries: [entry("2026-11-10", 1)]),
      completions: 1, amount: 1),
    LifetimeRow(
      rule: "an entry before the start is shown as extra: its amount counts, no completion",
      habit: habit(.binary, start: start, entries: [entry("2026-10-30", 1)]),
      completions: 0, amount: 1),
    LifetimeRow(
      rule: "nothing done: zero and zero",
      habit: habit(.counted, start: start, target: 3), completions: 0, amount: 0),
  ])
func lifetimeTotals(_ row: LifetimeRow) {
  let days = states(row.habit, today: row.today, sessions: row.sessions)
  let totals = LifetimeTotals(days)
  #expect(totals.completions == row.completions, "\(row.rule)")
  #expect(totals.amount == row.amount, "\(row.rule)")
}
