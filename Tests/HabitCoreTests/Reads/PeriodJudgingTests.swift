import HabitCore
import Testing

/// One row per rule of DESIGN.md §3 on judging periods: a period habit, a
/// "today", the period read the rule demands. A failing row names its rule.
struct PeriodRule: CustomTestStringConvertible, Sendable {
  let rule: String
  let habit: Habit
  let today: String
  let expected: PeriodRead

  var testDescription: String { rule }
}

private func done(_ dates: String...) -> [Entry] { dates.map { entry($0, 1) } }

private func skips(_ dates: String...) -> [Entry] { dates.map { entry($0, 0, skipped: true) } }

private func pause(_ from: String, _ to: String) -> [Pause] {
  [Pause(from: day(from), to: day(to), reason: .travel)]
}

// Today is Sunday 2026-11-29: the current week is 23–29 Nov, the four
// before it start on 26 Oct, 2, 9 and 16 Nov.
let periodRules: [PeriodRule] = [
  PeriodRule(
    rule: "a week that began before the start is shown, not judged",
    habit: habit(
      .binary, .perWeek(2), start: "2026-11-04",
      entries: done("2026-11-04", "2026-11-05", "2026-11-10", "2026-11-12")),
    today: "2026-11-29", expected: PeriodRead(unit: .week, target: 2, done: 0, met: 1, of: 2)),
  PeriodRule(
    rule: "a month that began before the start is not judged",
    habit: habit(
      .binary, .perMonth(2), start: "2026-10-05", entries: done("2026-10-06", "2026-10-20")),
    today: "2026-11-29", expected: PeriodRead(unit: .month, target: 2, done: 0, met: 0, of: 0)),
  PeriodRule(
    rule: "paused days lower a period's n in proportion, rounded up (3 × 3 ÷ 7 → 2)",
    habit: habit(
      .binary, .perWeek(3), start: "2026-10-26", entries: done("2026-11-13", "2026-11-14"),
      pauses: pause("2026-11-09", "2026-11-12")),
    today: "2026-11-29", expected: PeriodRead(unit: .week, target: 3, done: 0, met: 1, of: 4)),
  PeriodRule(
    rule: "skipped days lower a period's n in proportion, rounded up",
    habit: habit(
      .binary, .perWeek(3), start: "2026-10-26",
      entries: skips("2026-11-16", "2026-11-17", "2026-11-18", "2026-11-19")
        + done("2026-11-20", "2026-11-21")),
    today: "2026-11-29", expected: PeriodRead(unit: .week, target: 3, done: 0, met: 1, of: 4)),
  PeriodRule(
    rule: "a period with no counted day is not judged",
    habit: habit(
      .binary, .perWeek(1), start: "2026-10-26", entries: done("2026-10-27"),
      pauses: pause("2026-11-09", "2026-11-15")),
    today: "2026-11-29", expected: PeriodRead(unit: .week, target: 1, done: 0, met: 1, of: 3)),
  PeriodRule(
    rule: "the current period's n is lowered by its paused days (4 × 4 ÷ 7 → 3)",
    habit: habit(
      .binary, .perWeek(4), start: "2026-10-26", entries: done("2026-11-27"),
      pauses: pause("2026-11-23", "2026-11-25")),
    today: "2026-11-29", expected: PeriodRead(unit: .week, target: 3, done: 1, met: 0, of: 4)),
  PeriodRule(
    rule: "rolling: periods are runs of days counted back from today",
    habit: habit(
      .binary, .rolling(count: 2, days: 3), start: "2026-11-10",
      entries: done(
        "2026-11-15", "2026-11-16", "2026-11-18", "2026-11-19", "2026-11-21", "2026-11-24",
        "2026-11-26", "2026-11-28")),
    today: "2026-11-29",
    expected: PeriodRead(unit: .days, length: 3, target: 2, done: 1, met: 3, of: 4)),
  PeriodRule(
    rule: "rolling: a run that began before the start is not judged",
    habit: habit(
      .binary, .rolling(count: 1, days: 5), start: "2026-11-12",
      entries: done("2026-11-12", "2026-11-20")),
    today: "2026-11-29",
    expected: PeriodRead(unit: .days, length: 5, target: 1, done: 0, met: 1, of: 2)),
]

@Test(arguments: periodRules)
func periodRule(_ row: PeriodRule) throws {
  let read = DensityEngine(history: History(habits: [row.habit]))
    .evaluate(today: day(row.today)).habits[0].windows[0].read
  #expect(try #require(read.period) == row.expected, "\(row.rule)")
  #expect(read.missed == 0 && !read.fatigue, "\(row.rule): a period habit is never missed")
}

@Test func extraDaysAreCountedApartFromDueDays() {
  // Mon–Fri from Sun 1 Nov, done every day 9–27 Nov: the 15 weekdays of the
  // look-back (8–28 Nov) are complete; Sat 14, Sun 15, Sat 21, Sun 22 extra.
  let entries = (9...27).map { entry("2026-11-\($0 < 10 ? "0" : "")\($0)", 1) }
  let read = DensityEngine(
    history: History(habits: [
      habit(.binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-11-01", entries: entries)
    ])
  ).evaluate(today: day("2026-11-29")).habits[0].windows[0].read
  #expect(read.due == 15)
  #expect(read.complete == 15)
  #expect(read.extra == 4)
}

@Test func aLighterCadenceIsLighterThanTheCurrentOneOrAbsent() {
  // Every 5 days reads as "1 a week": nothing lighter to suggest; and its 4
  // due days in the look-back are too few for a verdict at all
  // (`FatigueRuleTests` has the suggestion's rows).
  let read = DensityEngine(
    history: History(habits: [habit(.binary, .interval(every: 5, unit: .day), start: "2026-11-01")])
  ).evaluate(today: day("2026-11-29")).habits[0].windows[0].read
  #expect(read.due == 4 && read.missed == 4)
  #expect(!read.fatigue)
  #expect(read.currentPerWeek == 1)
  #expect(read.suggestedPerWeek == nil)
}
