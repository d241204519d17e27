import HabitCore
import Testing

/// One row per case of DESIGN.md §3's "Nothing logged is dropped in
/// silence": how many days before a habit's start are shown as `extra`, and
/// how many entries lie after today.
struct LoggedOutsideSpanRow: CustomTestStringConvertible, Sendable {
  let rule: String
  let habit: Habit
  let today: String
  let daysBeforeStart: Int?
  let entriesAfterToday: Int

  var testDescription: String { rule }
}

let loggedOutsideSpanRows: [LoggedOutsideSpanRow] = [
  LoggedOutsideSpanRow(
    rule: "nothing outside: no warning",
    habit: habit(.binary, start: "2026-11-02", entries: [entry("2026-11-03", 1)]),
    today: "2026-11-10", daysBeforeStart: nil, entriesAfterToday: 0),
  LoggedOutsideSpanRow(
    rule: "two done days before the start, one skip (not shown as done)",
    habit: habit(
      .binary, start: "2026-11-05",
      entries: [
        entry("2026-11-01", 1), entry("2026-11-03", 1), entry("2026-11-04", 0, skipped: true),
      ]),
    today: "2026-11-10", daysBeforeStart: 2, entriesAfterToday: 0),
  LoggedOutsideSpanRow(
    rule: "entries after today are counted, today's is not",
    habit: habit(
      .binary, start: "2026-11-02",
      entries: [entry("2026-11-10", 1), entry("2026-11-11", 1), entry("2026-12-01", 1)]),
    today: "2026-11-10", daysBeforeStart: nil, entriesAfterToday: 2),
  LoggedOutsideSpanRow(
    rule: "a habit to avoid: slips before the start are not shown as done",
    habit: habit(.avoid, start: "2026-11-05", entries: [entry("2026-11-03", 2)]),
    today: "2026-11-10", daysBeforeStart: nil, entriesAfterToday: 0),
]

@Test(arguments: loggedOutsideSpanRows)
func loggedOutsideSpan(_ row: LoggedOutsideSpanRow) {
  let history = History(settings: HistorySettings(), habits: [row.habit])
  let span = LoggedOutsideSpan(DensityEngine(history: history).evaluate(today: day(row.today)))
  #expect(span.beforeStart.first?.days == row.daysBeforeStart, "\(row.rule)")
  #expect(span.entriesAfterToday == row.entriesAfterToday, "\(row.rule)")
  if row.daysBeforeStart != nil { #expect(span.beforeStart.first?.start == row.habit.startDate) }
}
