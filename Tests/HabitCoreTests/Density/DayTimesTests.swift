import HabitCore
import Testing

/// The minute each day was done, as a week page's day sections read it:
/// by date, and a week at a time (`minutes(from:count:)`), only for the
/// window's evaluated days, a day's earliest time when entries repeat it,
/// whatever order the entries come in.
struct DayTimesTests {
  private func date(_ text: String) throws -> LocalDate {
    try #require(LocalDate(iso: text))
  }

  private func entry(_ text: String, minute: Int?) throws -> Entry {
    let day = try date(text)
    return Entry(
      date: day, target: 1, amount: 1,
      completedAt: minute.map { Moment(secondsSince1970: 0, date: day, localMinute: $0) })
  }

  /// Seven days from 2026-11-16 (a Monday).
  private func days() throws -> WindowDays {
    WindowDays(
      windowId: "w", start: try date("2026-11-16"), states: Array(repeating: .complete, count: 7),
      amounts: Array(repeating: 1, count: 7), targets: Array(repeating: 1, count: 7))
  }

  @Test func datesOutsideTheDaysAndEntriesWithoutATimeHaveNone() throws {
    let times = DayTimes(
      entries: [
        try entry("2026-11-15", minute: 400), try entry("2026-11-16", minute: 420),
        try entry("2026-11-17", minute: nil), try entry("2026-11-23", minute: 500),
      ], days: try days())
    #expect(times[try date("2026-11-16")] == 420)
    #expect(times[try date("2026-11-15")] == nil)
    #expect(times[try date("2026-11-17")] == nil)
    #expect(times[try date("2026-11-23")] == nil)
  }

  @Test func entriesOutOfOrderAndARepeatedDayKeepTheEarliestTime() throws {
    let times = DayTimes(
      entries: [
        try entry("2026-11-20", minute: 900), try entry("2026-11-18", minute: 610),
        try entry("2026-11-20", minute: 480), try entry("2026-11-16", minute: 5),
      ], days: try days())
    #expect(times[try date("2026-11-20")] == 480)
    #expect(times[try date("2026-11-18")] == 610)
    #expect(times[try date("2026-11-16")] == 5)
    #expect(
      times.minutes(from: try date("2026-11-16"), count: 7) == [5, nil, 610, nil, 480, nil, nil])
  }

  @Test func aSpanReadsItsDaysInOrderAndNothingBeyondIt() throws {
    let times = DayTimes(
      entries: [
        try entry("2026-11-16", minute: 60), try entry("2026-11-19", minute: 1_439),
        try entry("2026-11-22", minute: 0),
      ], days: try days())
    #expect(times.minutes(from: try date("2026-11-17"), count: 3) == [nil, nil, 1_439])
    #expect(times.minutes(from: try date("2026-11-21"), count: 3) == [nil, 0, nil])
    #expect(
      times.minutes(from: try date("2026-11-09"), count: 7) == Array(repeating: nil, count: 7))
    #expect(DayTimes().minutes(from: try date("2026-11-16"), count: 2) == [nil, nil])
  }
}
