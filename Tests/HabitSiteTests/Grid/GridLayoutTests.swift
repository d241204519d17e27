import HabitCore
import Testing

@testable import HabitSite

@Test(arguments: [1, 2, 3, 4, 5, 6, 7])
func trailingGridEndsWithTodayInTheLastColumn(firstWeekday: Int) throws {
  let layout = GridLayout.trailingWeeks(
    everyStateDays(), today: fixtureToday, firstWeekday: firstWeekday)
  let first = try #require(layout.cells.first)
  let last = try #require(layout.cells.last)
  let todayRow = (fixtureToday.isoWeekday - firstWeekday + 7) % 7
  #expect(layout.columns == 53)
  #expect(layout.rows == 7)
  #expect(first.column == 0 && first.row == 0)
  #expect(first.date.isoWeekday == firstWeekday)
  #expect(last.date == fixtureToday && last.isToday)
  #expect(last.column == 52 && last.row == todayRow)
  #expect(layout.cells.count == 52 * 7 + todayRow + 1)
  #expect(layout.cells.filter(\.isToday).count == 1)
}

@Test func daysBeforeTheStartAreUnscheduledInTheTrailingGrid() throws {
  let layout = GridLayout.trailingWeeks(everyStateDays(), today: fixtureToday, firstWeekday: 1)
  let first = try #require(layout.cells.first)
  #expect(first.date == date("2025-11-03"))
  #expect(first.state == .unscheduled)
  let start = try #require(layout.cells.first { $0.date == date("2026-10-01") })
  #expect(start.state == .complete && start.day.amount == 3 && start.day.target == 3)
}

@Test(arguments: [
  (1, "2026-09-20", 6),  // Sunday in a Monday-first week: the column's last row
  (7, "2026-09-20", 0),  // Sunday-first: the column's first row
  (1, "2026-09-23", 2),  // Wednesday
  (6, "2026-09-23", 4),  // Saturday-first: Sat Sun Mon Tue Wed
])
func partialFirstWeekStartsMidColumn(firstWeekday: Int, from: String, row: Int) throws {
  let layout = GridLayout(
    everyStateDays(), from: date(from), through: fixtureToday, firstWeekday: firstWeekday,
    today: fixtureToday)
  let first = try #require(layout.cells.first)
  #expect(first.date == date(from))
  #expect(first.column == 0 && first.row == row)
  // No placeholder cells: one cell per day of the range.
  #expect(layout.cells.count == date(from).days(to: fixtureToday) + 1)
  let last = try #require(layout.cells.last)
  #expect(last.column == layout.columns - 1 && last.isToday)
}

@Test func cellsRunDownEachColumnThenAcross() {
  let layout = goldenLayout()
  for (previous, cell) in zip(layout.cells, layout.cells.dropFirst()) {
    #expect(previous.date.adding(days: 1) == cell.date)
    if previous.row == 6 {
      #expect(cell.row == 0 && cell.column == previous.column + 1)
    } else {
      #expect(cell.row == previous.row + 1 && cell.column == previous.column)
    }
  }
}

@Test func monthLabelsSitWhereEachMonthStarts() {
  // 20 Sep is alone in column 0 and 1 Oct is in column 2: no room for "Sep".
  let layout = goldenLayout()
  #expect(
    layout.months == [
      GridMonthLabel(year: 2026, month: 10, column: 2),
      GridMonthLabel(year: 2026, month: 11, column: 6),
    ])
  let trailing = GridLayout.trailingWeeks(everyStateDays(), today: fixtureToday, firstWeekday: 1)
  #expect(trailing.months.first == GridMonthLabel(year: 2025, month: 11, column: 0))
  #expect(trailing.months.count == 13)
  for label in trailing.months.dropFirst() {
    let cell = trailing.cells.first { $0.date.day == 1 && $0.date.month == label.month }
    #expect(cell?.column == label.column)
  }
}

@Test func yearGridIsClippedToTheHabitsDays() throws {
  let start = date("2025-03-15")
  let count = start.days(to: fixtureToday) + 1
  let days = WindowDays(
    windowId: "W", start: start, states: Array(repeating: .complete, count: count),
    amounts: Array(repeating: 1, count: count), targets: Array(repeating: 1, count: count))
  let year = try #require(
    GridLayout.calendarYear(2025, days: days, today: fixtureToday, firstWeekday: 1))
  #expect(year.cells.first?.date == start)
  #expect(year.cells.first?.row == 5)  // a Saturday
  #expect(year.cells.last?.date == date("2025-12-31"))
  #expect(year.cells.count == 292)
  #expect(year.cells.filter(\.isToday).isEmpty)
  #expect(year.months.map(\.month) == Array(3...12))
  let current = try #require(
    GridLayout.calendarYear(2026, days: days, today: fixtureToday, firstWeekday: 1))
  #expect(current.cells.first?.date == date("2026-01-01"))
  #expect(current.cells.last?.isToday == true)
  #expect(GridLayout.calendarYear(2024, days: days, today: fixtureToday, firstWeekday: 1) == nil)
  #expect(GridLayout.calendarYear(10_000, days: days, today: fixtureToday, firstWeekday: 1) == nil)
}

@Test func stripIsOneRowEndingToday() throws {
  let strip = GridLayout.strip(everyStateDays(), today: fixtureToday)
  #expect(strip.shape == .strip && strip.rows == 1 && strip.columns == 22)
  #expect(strip.cells.map(\.column) == Array(0..<22))
  #expect(strip.cells.allSatisfy { $0.row == 0 })
  #expect(strip.cells.first?.date == date("2026-10-13"))
  #expect(strip.cells.last?.date == fixtureToday && strip.cells.last?.isToday == true)
  #expect(strip.months.isEmpty)
}

@Test func aggregateStripComesFromTheEngine() throws {
  let aggregate = (0..<14).reversed().map {
    AggregateDay([everyStateDays()], date: fixtureToday.adding(days: -$0), isToday: $0 == 0)
  }
  let strip = GridLayout.strip(aggregate)
  #expect(strip.cells.count == 14)
  #expect(strip.cells.map(\.state) == aggregate.map(\.state))
  #expect(strip.cells.last?.isToday == true && strip.cells.last?.state == .pending)
  let plain = GridLayout.strip(
    [(fixtureToday, DayState.pending), (fixtureToday.adding(days: -1), .missed)],
    today: fixtureToday)
  #expect(plain.cells.map(\.state) == [.missed, .pending])
}

@Test func aListWithGapsAndDuplicatesBecomesConsecutiveDays() {
  let layout = GridLayout(
    days: [
      GridDay(date: date("2026-11-03"), state: .complete),
      GridDay(date: date("2026-10-30"), state: .missed),
      GridDay(date: date("2026-11-03"), state: .partialLow),
    ], firstWeekday: 1, today: nil)
  #expect(
    layout.cells.map(\.state) == [.missed, .unscheduled, .unscheduled, .unscheduled, .partialLow])
  #expect(GridLayout(days: [], today: nil).columns == 0)
  #expect(GridLayout(days: [], today: nil).rows == 0)
  // An out-of-range first weekday is taken modulo 7 (8 → Monday).
  #expect(GridLayout(days: [], firstWeekday: 8, today: nil).firstWeekday == 1)
}

/// Halves, a month's days in its table row: two rows, as many columns as
/// the later half has days; an odd count starts one column in, so the last
/// day always ends the second row (the trailing edge), and a single day is
/// one cell in one row.
@Test(arguments: [
  // days, columns, rows, first day's column, second row's first day (from 0)
  (31, 16, 2, 1, 15),
  (30, 15, 2, 0, 15),
  (29, 15, 2, 1, 14),
  (28, 14, 2, 0, 14),
  (7, 4, 2, 1, 3),
  (2, 1, 2, 0, 1),
  (1, 1, 1, 0, 1),
])
func halvesEndTheSecondRowWithTheLastDay(
  days: Int, columns: Int, rows: Int, firstColumn: Int, secondRowStart: Int
) throws {
  let start = date("2026-03-01")
  let run = (0..<days).map { GridDay(date: start.adding(days: $0), state: .complete) }
  let layout = GridLayout(days: run, shape: .halves, today: nil)
  #expect(layout.columns == columns)
  #expect(layout.rows == rows)
  #expect(layout.cells.count == days)
  let first = try #require(layout.cells.first)
  #expect(first.row == 0 && first.column == firstColumn)
  let last = try #require(layout.cells.last)
  #expect(last.row == rows - 1 && last.column == columns - 1)
  for (index, cell) in layout.cells.enumerated() {
    #expect(cell.row == (index < secondRowStart ? 0 : 1), "day \(index + 1)")
  }
}
