import HabitCore
import Testing

/// One row per rule of DESIGN.md §3 on `total` habits (an amount over a
/// period): a habit, a "today", the states some of its days must have and
/// the period read it must give. A failing row names its rule.
struct TotalRule: CustomTestStringConvertible, Sendable {
  let rule: String
  let habit: Habit
  var today = "2026-11-29"
  var engagement: [String] = []
  var states: [String: DayState] = [:]
  var read: PeriodRead?

  var testDescription: String { rule }
}

private func amounts(_ target: Int, _ rows: (String, Int)...) -> [Entry] {
  rows.map { entry($0.0, $0.1, target: target) }
}

private func pause(_ from: String, _ to: String) -> [Pause] {
  [Pause(from: day(from), to: day(to), reason: .travel)]
}

// Today is Sunday 2026-11-29: the current week is 23–29 Nov, the weeks
// before it start on 16, 9 and 2 Nov and 26 Oct.
let totalRules: [TotalRule] = [
  TotalRule(
    rule: "a day is shaded against the week's day share (150 ÷ 7), never missed",
    habit: habit(
      .timed, .total(per: .week), start: "2026-11-23", target: 150,
      entries: amounts(150, ("2026-11-23", 30), ("2026-11-24", 15), ("2026-11-25", 5))),
    states: [
      "2026-11-23": .complete, "2026-11-24": .partialHigh, "2026-11-25": .partialLow,
      "2026-11-26": .empty, "2026-11-29": .pending,
    ]),
  TotalRule(
    rule: "a month's day share is its target ÷ the month's days (300 ÷ 30)",
    habit: habit(
      .counted, .total(per: .month), start: "2026-11-01", target: 300,
      entries: amounts(300, ("2026-11-10", 10), ("2026-11-11", 9), ("2026-11-12", 4))),
    states: ["2026-11-10": .complete, "2026-11-11": .partialHigh, "2026-11-12": .partialLow]),
  TotalRule(
    rule: "a run of n days' share is its target ÷ n (20 ÷ 10)",
    habit: habit(
      .counted, .total(per: .days(10)), start: "2026-11-01", target: 20,
      entries: amounts(20, ("2026-11-20", 2), ("2026-11-21", 1))),
    states: ["2026-11-20": .complete, "2026-11-21": .partialHigh]),
  TotalRule(
    rule: "the period is met by its sum",
    habit: habit(
      .timed, .total(per: .week), start: "2026-11-02", target: 150,
      entries: amounts(
        150, ("2026-11-03", 100), ("2026-11-05", 60), ("2026-11-10", 149), ("2026-11-17", 150),
        ("2026-11-24", 40))),
    read: PeriodRead(unit: .week, measure: .amount, target: 150, done: 40, met: 2, of: 3)),
  TotalRule(
    rule: "paused days lower the target in proportion, rounded up (150 × 4 ÷ 7 → 86)",
    habit: habit(
      .timed, .total(per: .week), start: "2026-11-16", target: 150,
      entries: amounts(150, ("2026-11-20", 86)), pauses: pause("2026-11-16", "2026-11-18")),
    read: PeriodRead(unit: .week, measure: .amount, target: 150, done: 0, met: 1, of: 1)),
  TotalRule(
    rule: "a sum one unit short of the lowered target is not met (85 of 86)",
    habit: habit(
      .timed, .total(per: .week), start: "2026-11-16", target: 150,
      entries: amounts(150, ("2026-11-20", 85)), pauses: pause("2026-11-16", "2026-11-18")),
    read: PeriodRead(unit: .week, measure: .amount, target: 150, done: 0, met: 0, of: 1)),
  TotalRule(
    rule: "skipped days lower the target in proportion, rounded up",
    habit: habit(
      .timed, .total(per: .week), start: "2026-11-16", target: 150,
      entries: [
        entry("2026-11-16", 0, target: 150, skipped: true),
        entry("2026-11-17", 0, target: 150, skipped: true),
        entry("2026-11-18", 0, target: 150, skipped: true),
      ] + amounts(150, ("2026-11-20", 86))),
    states: ["2026-11-16": .skipped, "2026-11-20": .complete],
    read: PeriodRead(unit: .week, measure: .amount, target: 150, done: 0, met: 1, of: 1)),
  TotalRule(
    rule: "the current period's target is lowered by its paused days (150 × 4 ÷ 7 → 86)",
    habit: habit(
      .timed, .total(per: .week), start: "2026-11-23", target: 150,
      entries: amounts(150, ("2026-11-27", 20)), pauses: pause("2026-11-23", "2026-11-25")),
    read: PeriodRead(unit: .week, measure: .amount, target: 86, done: 20, met: 0, of: 0)),
  TotalRule(
    rule: "only whole periods are judged: a week that began before the start is not",
    habit: habit(
      .counted, .total(per: .week), start: "2026-11-18", target: 10,
      entries: amounts(10, ("2026-11-19", 12))),
    read: PeriodRead(unit: .week, measure: .amount, target: 10, done: 0, met: 0, of: 0)),
  TotalRule(
    rule: "avoid: days turn missed from the slip that breaks the allowance",
    habit: habit(
      .avoid, .total(per: .week), start: "2026-11-09", target: 2,
      entries: amounts(
        2, ("2026-11-16", 1), ("2026-11-18", 1), ("2026-11-20", 1), ("2026-11-22", 2))),
    engagement: ["2026-11-17", "2026-11-19", "2026-11-21"],
    states: [
      "2026-11-16": .complete, "2026-11-17": .complete, "2026-11-18": .complete,
      "2026-11-19": .complete, "2026-11-20": .missed, "2026-11-21": .empty,
      "2026-11-22": .missed,
    ]),
  TotalRule(
    rule: "avoid: a day with no slips and no engagement is empty; today is pending",
    habit: habit(
      .avoid, .total(per: .week), start: "2026-11-23", target: 2,
      entries: amounts(2, ("2026-11-29", 5))),
    states: ["2026-11-24": .empty, "2026-11-29": .pending]),
  TotalRule(
    rule: "avoid: a period is held while its slips stay within the allowance",
    habit: habit(
      .avoid, .total(per: .week), start: "2026-11-02", target: 2,
      entries: amounts(
        2, ("2026-11-03", 2), ("2026-11-10", 3), ("2026-11-17", 1), ("2026-11-24", 1))),
    read: PeriodRead(unit: .week, measure: .amount, target: 2, done: 1, met: 2, of: 3)),
]

@Test(arguments: totalRules)
func totalRule(_ row: TotalRule) throws {
  let history = History(
    habits: [row.habit], engagementDays: Set(row.engagement.map(day)))
  let window = DensityEngine(history: history).evaluate(today: day(row.today)).habits[0]
    .windows[0]
  for (date, expected) in row.states {
    #expect(window.days.state(on: day(date)) == expected, "\(row.rule): \(date)")
  }
  if let expected = row.read {
    #expect(try #require(window.read.period) == expected, "\(row.rule)")
  }
  if row.habit.kind != .avoid {
    #expect(!window.days.states.contains(.missed), "\(row.rule): a total is never missed")
  }
}
