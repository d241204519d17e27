import HabitCore
import Testing

/// One row per rule of a period's numbers: a habit, a period, a "today",
/// and the numbers the rule demands. A failing row names its rule.
struct PeriodNumbersRule: CustomTestStringConvertible, Sendable {
  let rule: String
  let habit: Habit
  let period: ReportPeriod
  let today: String
  let expected: Expected

  /// The numbers a row checks; `periods` is (met, judged).
  struct Expected: Sendable, Equatable {
    var due = 0
    var complete = 0
    var partial = 0
    var missed = 0
    var extra = 0
    var paused = 0
    var slips = 0
    var amount = 0
    var periods: [Int]? = nil
  }

  var testDescription: String { rule }
}

private func done(_ dates: String...) -> [Entry] { dates.map { entry($0, 1) } }

private func month(_ text: String) -> ReportPeriod {
  guard let period = ReportPeriod(month: text) else { preconditionFailure("bad month \(text)") }
  return period
}

private func year(_ text: String) -> ReportPeriod {
  guard let period = ReportPeriod(year: text) else { preconditionFailure("bad year \(text)") }
  return period
}

let periodNumbersRules: [PeriodNumbersRule] = [
  PeriodNumbersRule(
    rule: "a month counts from its 1st to its last day, none of the days either side",
    habit: habit(
      .binary, start: "2025-12-20",
      entries: done("2025-12-31", "2026-01-01", "2026-01-31", "2026-02-01")),
    period: month("2026-01"), today: "2026-03-01",
    expected: .init(due: 31, complete: 2, missed: 29, amount: 2)),
  PeriodNumbersRule(
    rule: "a year counts 1 January to 31 December",
    habit: habit(
      .binary, start: "2025-12-30",
      entries: done("2025-12-31", "2026-01-01", "2026-12-31", "2027-01-01")),
    period: year("2026"), today: "2027-02-01",
    expected: .init(due: 365, complete: 2, missed: 363, amount: 2)),
  PeriodNumbersRule(
    rule: "a habit started mid-month counts from its start",
    habit: habit(
      .binary, start: "2026-01-20", entries: done("2026-01-20", "2026-01-21", "2026-01-22")),
    period: month("2026-01"), today: "2026-02-10",
    expected: .init(due: 12, complete: 3, missed: 9, amount: 3)),
  PeriodNumbersRule(
    rule: "a pause across a month boundary leaves its days out of the month before",
    habit: habit(
      .binary, start: "2026-01-01",
      pauses: [Pause(from: day("2026-01-29"), to: day("2026-02-03"), reason: .travel)]),
    period: month("2026-01"), today: "2026-03-01",
    expected: .init(due: 28, missed: 28, paused: 3)),
  PeriodNumbersRule(
    rule: "a pause across a month boundary leaves its days out of the month after",
    habit: habit(
      .binary, start: "2026-01-01",
      pauses: [Pause(from: day("2026-01-29"), to: day("2026-02-03"), reason: .travel)]),
    period: month("2026-02"), today: "2026-03-01",
    expected: .init(due: 25, missed: 25, paused: 3)),
  PeriodNumbersRule(
    rule: "February has 29 days in a leap year",
    habit: habit(.binary, start: "2028-01-15", entries: done("2028-02-29")),
    period: month("2028-02"), today: "2028-03-15",
    expected: .init(due: 29, complete: 1, missed: 28, amount: 1)),
  PeriodNumbersRule(
    rule: "February has 28 days in a common year",
    habit: habit(.binary, start: "2026-01-15", entries: done("2026-02-28", "2026-03-01")),
    period: month("2026-02"), today: "2026-03-15",
    expected: .init(due: 28, complete: 1, missed: 27, amount: 1)),
  PeriodNumbersRule(
    rule: "a leap year has 366 days",
    habit: habit(.binary, start: "2027-12-01"),
    period: year("2028"), today: "2029-01-05",
    expected: .init(due: 366, missed: 366)),
  PeriodNumbersRule(
    rule: "a month in progress is counted through today, and today is never missed",
    habit: habit(
      .binary, start: "2026-11-01", entries: done("2026-11-01", "2026-11-02", "2026-11-03")),
    period: month("2026-11"), today: "2026-11-15",
    expected: .init(due: 14, complete: 3, missed: 11, amount: 3)),
  PeriodNumbersRule(
    rule: "a month in progress leaves today out even once it is done (DESIGN §3)",
    habit: habit(.binary, start: "2026-11-01", entries: done("2026-11-15")),
    period: month("2026-11"), today: "2026-11-15",
    expected: .init(due: 14, complete: 0, missed: 14, amount: 0)),
  PeriodNumbersRule(
    rule: "a day done though not due is extra, in no denominator",
    habit: habit(
      .binary, .days(.mondayToFriday, everyWeeks: 1), start: "2026-10-01",
      entries: done("2026-10-03", "2026-10-05")),
    period: month("2026-10"), today: "2026-11-29",
    expected: .init(due: 22, complete: 1, missed: 21, extra: 1, amount: 2)),
  PeriodNumbersRule(
    rule: "timed: partial days are partial, and the time is every day's minutes",
    habit: habit(
      .timed, start: "2026-10-01", target: 30,
      entries: [entry("2026-10-01", 45, target: 30), entry("2026-10-02", 15, target: 30)]),
    period: month("2026-10"), today: "2026-11-29",
    expected: .init(due: 31, complete: 1, partial: 1, missed: 29, amount: 60)),
  PeriodNumbersRule(
    rule: "avoid: slips over the allowance are missed days, and every slip is counted",
    habit: habit(
      .avoid, start: "2026-10-01", target: 0,
      entries: [
        entry("2026-09-30", 2, target: 0), entry("2026-10-05", 2, target: 0),
        entry("2026-10-06", 1, target: 0), entry("2026-10-31", 1, target: 0),
        entry("2026-11-01", 3, target: 0),
      ]),
    period: month("2026-10"), today: "2026-11-29",
    expected: .init(due: 3, missed: 3, slips: 4, amount: 4)),
  PeriodNumbersRule(
    rule: "n a week: a week across a month boundary counts in the month it ends in",
    habit: habit(
      .binary, .perWeek(2), start: "2026-09-28",
      entries: done(
        "2026-09-29", "2026-09-30", "2026-10-06", "2026-10-13", "2026-10-14", "2026-10-20",
        "2026-10-21", "2026-10-27", "2026-10-28")),
    period: month("2026-10"), today: "2026-11-29",
    expected: .init(due: 7, complete: 7, amount: 7, periods: [3, 4])),
  PeriodNumbersRule(
    rule:
      "n a week: the week that ends in the next month is judged there; the one ending today is not over",
    habit: habit(
      .binary, .perWeek(2), start: "2026-09-28",
      entries: done("2026-10-27", "2026-10-28")),
    period: month("2026-11"), today: "2026-11-29",
    expected: .init(periods: [1, 4])),
  PeriodNumbersRule(
    rule: "n a week: the week in progress is never judged, not even once met",
    habit: habit(
      .binary, .perWeek(2), start: "2026-09-28",
      entries: done("2026-11-23", "2026-11-24")),
    period: month("2026-11"), today: "2026-11-26",
    expected: .init(due: 2, complete: 2, amount: 2, periods: [0, 4])),
  PeriodNumbersRule(
    rule: "n a month over a year in progress: ended months judged, the open one not",
    habit: habit(
      .binary, .perMonth(2), start: "2026-01-01",
      entries: done("2026-01-05", "2026-01-09", "2026-02-03", "2026-03-01", "2026-03-02")),
    period: year("2026"), today: "2026-04-15",
    expected: .init(due: 5, complete: 5, amount: 5, periods: [2, 3])),
  PeriodNumbersRule(
    rule: "n a month: a month that began before the start is not judged",
    habit: habit(
      .binary, .perMonth(1), start: "2026-01-10", entries: done("2026-01-12", "2026-02-02")),
    period: year("2026"), today: "2026-03-01",
    expected: .init(due: 2, complete: 2, amount: 2, periods: [1, 1])),
  PeriodNumbersRule(
    rule: "a period before the habit's start has nothing to count",
    habit: habit(.binary, .perWeek(3), start: "2026-06-10"),
    period: month("2026-05"), today: "2026-11-29",
    expected: .init(periods: [0, 0])),
]

@Test(arguments: periodNumbersRules)
func periodNumbersRule(_ row: PeriodNumbersRule) {
  let days = DensityEngine(history: History(habits: [row.habit]))
    .evaluate(today: day(row.today)).habits[0].windows[0].days
  let numbers = PeriodNumbers(
    days, habit: row.habit, period: row.period, today: day(row.today), firstWeekday: 1)
  let actual = PeriodNumbersRule.Expected(
    due: numbers.days.due, complete: numbers.days.complete, partial: numbers.days.partial,
    missed: numbers.days.missed, extra: numbers.days.extra, paused: numbers.days.paused,
    slips: numbers.days.slips, amount: numbers.amount,
    periods: numbers.periods.map { [$0.met, $0.judged] })
  #expect(actual == row.expected, "\(row.rule)")
}

@Test func aYearsNumbersAreTheSumOfItsMonths() {
  let subject = habit(
    .counted, .days(.mondayToFriday, everyWeeks: 1), start: "2026-02-11", target: 3,
    entries: (0..<200).map { entry(day("2026-02-11").adding(days: $0 * 2).isoString, $0 % 5) }
      + [entry("2026-06-06", 2, skipped: true)],
    pauses: [Pause(from: day("2026-03-30"), to: day("2026-04-02"), reason: .illness)])
  let today = day("2026-11-29")
  let days = DensityEngine(history: History(habits: [subject])).evaluate(today: today)
    .habits[0].windows[0].days
  let whole = PeriodNumbers(
    days, habit: subject, period: year("2026"), today: today, firstWeekday: 1)
  let months = year("2026").months.map {
    PeriodNumbers(days, habit: subject, period: $0, today: today, firstWeekday: 1)
  }
  #expect(months.count == 12)
  #expect(months.map(\.days).reduce(DayCounts(), +) == whole.days)
  #expect(months.map(\.amount).reduce(0, +) == whole.amount)
  #expect(whole.days.due > 100)
}
