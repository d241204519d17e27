import HabitCore
import Testing

/// `DueCalendar.dueDays(count:)`, the engine's one-pass bitmap, must answer
/// exactly as `isDue(offset:)` asked day by day, for every fixed schedule,
/// start weekday and first weekday.
struct DueCalendarTests {
  static let schedules: [Schedule] = [
    .daily,
    .days(.mondayToFriday, everyWeeks: 1),
    .days(.weekend, everyWeeks: 1),
    .days(Weekdays([1, 3, 5]), everyWeeks: 2),
    .days(Weekdays([2, 7]), everyWeeks: 3),
    .days(Weekdays([4]), everyWeeks: 52),
    .days(Weekdays([]), everyWeeks: 1),
    .perWeek(3),
    .perMonth(10),
    .interval(every: 1, unit: .day),
    .interval(every: 3, unit: .day),
    .interval(every: 2, unit: .week),
    .interval(every: 1, unit: .month),
    .interval(every: 5, unit: .month),
    .interval(every: 0, unit: .day),
    .interval(every: 400, unit: .week),
    .interval(every: .max, unit: .week),
    .interval(every: .max, unit: .day),
    .interval(every: .max, unit: .month),
  ]

  @Test(arguments: schedules)
  func bitmapMatchesDayByDay(_ schedule: Schedule) throws {
    // 2026-01-31: a month end, so month steps clamp.
    let first = try #require(LocalDate(iso: "2026-01-31"))
    for startShift in 0..<7 {
      let start = first.adding(days: startShift)
      let end = start.adding(days: 800)
      for firstWeekday in [1, 7] {
        let calendar = DueCalendar(
          schedule: schedule, start: start, end: end, firstWeekday: firstWeekday)
        let count = start.days(to: end) + 1
        let bitmap = try #require(calendar.dueDays(count: count))
        #expect(bitmap == (0..<count).map { calendar.isDue(offset: $0) })
      }
    }
  }

  @Test func afterLastHasNoBitmap() throws {
    let start = try #require(LocalDate(iso: "2026-01-01"))
    let calendar = DueCalendar(
      schedule: .afterLast(days: 3), start: start, end: start.adding(days: 30), firstWeekday: 1)
    #expect(calendar.dueDays(count: 31) == nil)
  }
}
