import HabitCore
import Testing

/// One rule of the month counts: the habit, today, and the months expected
/// as "YYYY-MM due complete partial missed extra" (slips added for avoid).
struct MonthCountsRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var habit: Habit
  var today: String
  var months: [String]
  var testDescription: String { rule }
}

@Test(
  "months count the day states of each calendar month (due = complete + partial + missed)",
  arguments: [
    MonthCountsRow(
      rule: "a month edge: the last days of January and the first of February apart; today pending",
      habit: habit(
        .binary, start: "2026-01-30", entries: [entry("2026-01-30", 1), entry("2026-02-01", 1)]),
      today: "2026-02-02",
      months: ["2026-01 2 1 0 1 0", "2026-02 1 1 0 0 0"]),
    MonthCountsRow(
      rule: "a year edge: December and January apart",
      habit: habit(.binary, start: "2025-12-31", entries: [entry("2026-01-01", 1)]),
      today: "2026-01-02",
      months: ["2025-12 1 0 0 1 0", "2026-01 1 1 0 0 0"]),
    MonthCountsRow(
      rule: "a window that starts mid-month counts its own days only (15–31 March)",
      habit: habit(.binary, start: "2026-03-15", entries: [entry("2026-03-20", 1)]),
      today: "2026-04-01",
      months: ["2026-03 17 1 0 16 0", "2026-04 0 0 0 0 0"]),
    MonthCountsRow(
      rule: "a leap February holds 29 days",
      habit: habit(.binary, start: "2028-02-01"),
      today: "2028-03-01",
      months: ["2028-02 29 0 0 29 0", "2028-03 0 0 0 0 0"]),
    MonthCountsRow(
      rule: "paused and skipped days count nowhere",
      habit: habit(
        .binary, start: "2026-05-01",
        entries: [entry("2026-05-02", 1, skipped: true), entry("2026-05-05", 1)],
        pauses: [Pause(from: day("2026-05-03"), to: day("2026-05-04"), reason: .illness)]),
      today: "2026-05-06",
      months: ["2026-05 2 1 0 1 0"]),
    MonthCountsRow(
      rule: "partial days are due and partial; extra days are extra, not due",
      habit: habit(
        .counted, .days(Weekdays([1]), everyWeeks: 1), start: "2026-06-01", target: 4,
        entries: [entry("2026-06-01", 2, target: 4), entry("2026-06-02", 3, target: 4)]),
      today: "2026-06-09",
      months: ["2026-06 2 0 1 1 1"]),
    MonthCountsRow(
      rule: "a period habit's empty days are not due",
      habit: habit(.binary, .perWeek(2), start: "2026-06-01", entries: [entry("2026-06-02", 1)]),
      today: "2026-06-08",
      months: ["2026-06 1 1 0 0 0"]),
    MonthCountsRow(
      rule: "avoid: slips are summed over counted days; a day over the allowance is missed",
      habit: habit(
        .avoid, start: "2026-07-30", target: 1,
        entries: [entry("2026-07-30", 1, target: 1), entry("2026-08-01", 3, target: 1)]),
      today: "2026-08-02",
      months: ["2026-07 1 1 0 0 0 slips 1", "2026-08 1 0 0 1 0 slips 3"]),
  ])
func monthCounts(_ row: MonthCountsRow) {
  let evaluation = DensityEngine(history: History(habits: [row.habit]))
    .evaluate(today: day(row.today))
  let window = evaluation.habits[0].windows[0]
  let found = window.months.map { month in
    "\(month.isoMonth) \(month.due) \(month.complete) \(month.partial) \(month.missed) \(month.extra)"
      + (row.habit.kind == .avoid ? " slips \(month.slips)" : "")
  }
  #expect(found == row.months, "\(row.rule)")
  // The same numbers as counting `days` date by date.
  for month in window.months {
    var due = 0
    for index in 0..<window.days.count {
      let date = window.days.date(at: index)
      if date.year == month.year && date.month == month.month && window.days.states[index].isDue {
        due += 1
      }
    }
    #expect(month.due == due, "\(row.rule): \(month.isoMonth)")
    // The amount is the period numbers' over the month.
    let first = LocalDate(year: month.year, month: month.month, day: 1)!
    let numbers = PeriodNumbers(
      window.days, kind: row.habit.kind, from: first,
      through: first.adding(months: 1).adding(days: -1))
    #expect(month.amount == numbers.amount, "\(row.rule): \(month.isoMonth) amount")
  }
}
