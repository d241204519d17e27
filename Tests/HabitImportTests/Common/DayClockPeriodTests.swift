import HabitCore
import HabitImport
import Testing

/// The time-zone edge of a month's numbers: an instant just after local
/// midnight, before the day-start minute, belongs to the day before, so it
/// counts in the month that day is in (DESIGN.md §2).
@Suite("Month boundaries follow the history's zone and day start")
struct DayClockPeriodTests {
  @Test(
    "a log at 00:30 on 1 February counts in January when the day starts at 04:00, else in February",
    arguments: [(240, "2026-01-31", 1, 0), (0, "2026-02-01", 0, 1)])
  func monthOfALog(dayStart: Int, day expected: String, january: Int, february: Int) throws {
    let clock = try #require(DayClock(timeZone: "Asia/Tokyo", dayStartMinute: dayStart))
    // 2026-01-31T15:30:00Z is 00:30 on 1 February in Tokyo (UTC+9).
    let logged = clock.date(secondsSince1970: 1_769_873_400)
    #expect(logged.isoString == expected)
    let start = try #require(LocalDate(iso: "2026-01-01"))
    let habit = Habit(
      id: "H", title: "Read", kind: .binary, startDate: start,
      windows: [Window(id: "W", target: 1, entries: [Entry(date: logged, target: 1, amount: 1)])])
    let today = try #require(LocalDate(iso: "2026-03-01"))
    let days = DensityEngine(history: History(habits: [habit])).evaluate(today: today)
      .habits[0].windows[0].days
    func complete(_ month: String) throws -> Int {
      let period = try #require(ReportPeriod(month: month))
      return PeriodNumbers(days, habit: habit, period: period, today: today, firstWeekday: 1)
        .days.complete
    }
    #expect(try complete("2026-01") == january)
    #expect(try complete("2026-02") == february)
  }
}
