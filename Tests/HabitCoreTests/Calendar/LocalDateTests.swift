import HabitCore
import Testing

@Test(arguments: [
  ("1970-01-01", 0, 4), ("2026-11-29", 20_786, 7), ("2000-02-29", 11_016, 2),
  ("1969-12-31", -1, 3), ("2100-12-31", 47_846, 5),
])
func localDateRoundTrips(text: String, dayNumber: Int, weekday: Int) throws {
  let date = try #require(LocalDate(iso: text))
  #expect(date.dayNumber == dayNumber)
  #expect(date.isoWeekday == weekday)
  #expect(date.isoString == text)
  #expect(LocalDate(dayNumber: dayNumber) == date)
}

@Test(arguments: [
  "2026-02-30", "2026-13-01", "2026-00-10", "2026-1-01", "26-01-01", "2026/01/01", "",
])
func impossibleDatesAreRejected(text: String) {
  #expect(LocalDate(iso: text) == nil)
}

@Test(arguments: [
  ("2026-01-31", 1, "2026-02-28"), ("2024-01-31", 1, "2024-02-29"),
  ("2026-03-31", -1, "2026-02-28"),
  ("2026-01-31", 3, "2026-04-30"), ("2026-11-15", 14, "2028-01-15"),
  ("2026-01-15", -13, "2024-12-15"),
])
func monthArithmeticClampsToTheMonthEnd(start: String, months: Int, expected: String) {
  #expect(LocalDate(iso: start)!.adding(months: months).isoString == expected)
}

@Test(arguments: [
  ("2026-11-29", "2026-W48"), ("2026-11-23", "2026-W48"), ("2021-01-03", "2020-W53"),
  ("2024-12-30", "2025-W01"), ("2026-01-01", "2026-W01"), ("2027-01-01", "2026-W53"),
])
func isoWeeks(date: String, week: String) throws {
  let localDate = try #require(LocalDate(iso: date))
  #expect(localDate.isoWeek.description == week)
  let parsed = try #require(ISOWeek(week))
  #expect(parsed == localDate.isoWeek)
  #expect(parsed.monday <= localDate && localDate <= parsed.sunday)
}

@Test func isoWeekRejectsWeeksAYearDoesNotHave() {
  #expect(ISOWeek("2025-W53") == nil)
  #expect(ISOWeek("2026-W53") != nil)
  #expect(ISOWeek("2026-W00") == nil)
  #expect(ISOWeek("2026-48") == nil)
}

@Test func startOfWeekFollowsTheFirstWeekday() {
  let sunday = LocalDate(iso: "2026-11-29")!
  #expect(sunday.startOfWeek(firstWeekday: 1).isoString == "2026-11-23")
  #expect(sunday.startOfWeek(firstWeekday: 7).isoString == "2026-11-29")
  #expect(sunday.startOfWeek(firstWeekday: 6).isoString == "2026-11-28")
}

/// `isoString` writes a four-digit year's ten bytes directly; other years
/// are padded to four digits as before.
@Test(arguments: [
  (1, 1, 1, 0, "0001-01-01"), (5, 3, 7, 0, "0005-03-07"), (999, 12, 31, 0, "0999-12-31"),
  (1, 1, 1, -1, "0000-12-31"), (9999, 12, 31, 0, "9999-12-31"), (9999, 12, 31, 2, "10000-01-02"),
])
func isoStringPadsEveryYear(year: Int, month: Int, day: Int, later: Int, text: String) throws {
  let date = try #require(LocalDate(year: year, month: month, day: day)).adding(days: later)
  #expect(date.isoString == text)
}
