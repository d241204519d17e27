import HabitCore
import Testing

/// A year row's month: the share of its due times done shades it by the
/// aggregate strips' rule, partial days counting the part of their target
/// reached; today, still pending, counts nowhere.
@Suite("A year row's months")
struct WindowMonthTests {
  static func months(_ habit: Habit, today: String) -> [WindowMonth] {
    let days = DensityEngine(history: History(habits: [habit])).evaluate(today: day(today))
      .habits[0].windows[0].days
    return WindowMonth.months(
      of: ReportPeriod.year(2026)!, days: days, habit: habit, today: day(today), firstWeekday: 1)
  }

  @Test("three of four glasses a day: half or more done, though no day was complete")
  func partialDays() {
    let entries = (0..<30).map {
      Entry(date: day("2026-04-01").adding(days: $0), target: 4, amount: 3)
    }
    let habit = Habit(
      id: "H", title: "Water", kind: .counted, startDate: day("2026-04-01"),
      windows: [Window(id: "W", target: 4, entries: entries)])
    let april = Self.months(habit, today: "2026-05-10")[3]
    #expect(april.month == ReportPeriod.month(year: 2026, month: 4))
    #expect(april.numbers.days.due == 30)
    #expect(april.numbers.days.complete == 0)
    #expect(april.state == .partialHigh)
  }

  @Test("a month whose only due day is today, not yet done, has nothing due yet")
  func pendingToday() {
    let habit = Habit(
      id: "H", title: "Walk", kind: .binary, startDate: day("2026-05-10"),
      windows: [Window(id: "W", target: 1)])
    let months = Self.months(habit, today: "2026-05-10")
    #expect(months.count == 5)
    #expect(months.prefix(4).allSatisfy { !$0.hasStarted && $0.state == .unscheduled })
    #expect(months[4].hasStarted)
    #expect(months[4].numbers.days.due == 0)
    #expect(months[4].state == .unscheduled)
  }
}
