import HabitCore
import Testing

/// `count` times the wall-clock minute `hour`:`minute`.
func times(_ count: Int, at hour: Int, _ minute: Int = 0) -> [Int] {
  Array(repeating: hour * 60 + minute, count: count)
}

/// One rule of the hour-of-day read: the minutes of the days' completions,
/// the window's times and the day-start minute, and what is expected.
struct HoursRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var minutes: [Int]
  var window = Window(id: "W", target: 1)
  var dayStartMinute = 0
  /// (hour, days) for the hours with days; nil for no chart at all.
  var counts: [(Int, Int)]?
  /// from, to, days, of; nil for no usual run.
  var usual: [Int]?
  /// days, of; nil for no in-window count.
  var inWindow: [Int]?
  var testDescription: String { rule }
}

@Test(
  "hours, the usual run and the days within the window follow DESIGN.md §5",
  arguments: [
    HoursRow(
      rule: "no completion time: no counts at all", minutes: [], counts: nil, usual: nil,
      inWindow: nil),
    HoursRow(
      rule: "fewer than 10 days: counted, but no usual run and no in-window count",
      minutes: times(9, at: 6),
      window: Window(id: "W", startMinute: 300, endMinute: 540, target: 1),
      counts: [(6, 9)], usual: nil, inWindow: nil),
    HoursRow(
      rule: "10 days in one hour: the run is that hour",
      minutes: times(10, at: 6, 59), counts: [(6, 10)], usual: [6, 6, 10, 10], inWindow: nil),
    HoursRow(
      rule: "the shortest run holding at least half: 05–07 holds 8 of 14",
      minutes: times(3, at: 5) + times(2, at: 6) + times(3, at: 7) + times(6, at: 20),
      counts: [(5, 3), (6, 2), (7, 3), (20, 6)], usual: [5, 7, 8, 14], inWindow: nil),
    HoursRow(
      rule: "exactly half is enough: 5 of 10 in one hour",
      minutes: times(5, at: 9) + times(1, at: 1) + times(1, at: 3) + times(1, at: 12)
        + times(1, at: 15) + times(1, at: 18),
      counts: [(1, 1), (3, 1), (9, 5), (12, 1), (15, 1), (18, 1)], usual: [9, 9, 5, 10],
      inWindow: nil),
    HoursRow(
      rule: "a run of hours wraps past midnight: 23:00–00:59",
      minutes: times(5, at: 23, 30) + times(5, at: 0, 15) + times(2, at: 12),
      dayStartMinute: 240,
      counts: [(0, 5), (12, 2), (23, 5)], usual: [23, 0, 10, 12], inWindow: nil),
    HoursRow(
      rule: "a tie goes to the run met first from the day's start (midnight): 02:00",
      minutes: times(5, at: 2) + times(5, at: 14),
      counts: [(2, 5), (14, 5)], usual: [2, 2, 5, 10], inWindow: nil),
    HoursRow(
      rule: "a tie goes to the run met first from the day's start (04:00): 14:00",
      minutes: times(5, at: 2) + times(5, at: 14), dayStartMinute: 240,
      counts: [(2, 5), (14, 5)], usual: [14, 14, 5, 10], inWindow: nil),
    HoursRow(
      rule: "of runs as short, the one holding most days",
      minutes: times(4, at: 8) + times(5, at: 9) + times(6, at: 10) + times(4, at: 11),
      counts: [(8, 4), (9, 5), (10, 6), (11, 4)], usual: [9, 10, 11, 19], inWindow: nil),
    HoursRow(
      rule: "within the window 05:00–09:00, both ends inclusive",
      minutes: times(2, at: 4, 59) + times(3, at: 5) + times(4, at: 9) + times(1, at: 9, 1),
      window: Window(id: "W", startMinute: 300, endMinute: 540, target: 1),
      counts: [(4, 2), (5, 3), (9, 5)], usual: [9, 9, 5, 10], inWindow: [7, 10]),
    HoursRow(
      rule: "a window wrapping past midnight (22:00–01:00)",
      minutes: times(4, at: 22, 30) + times(3, at: 0, 30) + times(3, at: 12),
      window: Window(id: "W", startMinute: 1320, endMinute: 60, target: 1),
      counts: [(0, 3), (12, 3), (22, 4)], usual: [22, 0, 7, 10], inWindow: [7, 10]),
    HoursRow(
      rule: "an all-day window has no in-window count",
      minutes: times(10, at: 7),
      window: Window(id: "W", startMinute: 0, endMinute: 1439, target: 1),
      counts: [(7, 10)], usual: [7, 7, 10, 10], inWindow: nil),
  ])
func completionHours(_ row: HoursRow) {
  let hours = CompletionHours(
    minutes: row.minutes, window: row.window, dayStartMinute: row.dayStartMinute)
  let counts = hours.counts.map { counts in
    counts.enumerated().filter { $0.element > 0 }.map { "\($0.offset):\($0.element)" }
  }
  #expect(counts == row.counts.map { $0.map { "\($0.0):\($0.1)" } }, "\(row.rule)")
  #expect(hours.usual.map { [$0.from, $0.to, $0.days, $0.of] } == row.usual, "\(row.rule)")
  #expect(hours.inWindow.map { [$0.part, $0.whole] } == row.inWindow, "\(row.rule)")
}

/// An entry done at `hour`:`minute` local time on `date`.
func timedEntry(_ date: String, at hour: Int, _ minute: Int = 0, skipped: Bool = false) -> Entry {
  Entry(
    date: day(date), target: 1, amount: skipped ? 0 : 1,
    completedAt: Moment(
      secondsSince1970: Double(day(date).dayNumber * 86_400 + hour * 3600 + minute * 60),
      date: day(date), localMinute: hour * 60 + minute),
    skipped: skipped)
}

@Test("the engine reads each day's merged completion: the earliest, unskipped, up to today")
func engineCompletionHours() {
  var entries = (1...10).map { timedEntry(day("2026-03-01").adding(days: $0 - 1).isoString, at: 7) }
  // A duplicate of 3 March done earlier: the day counts once, at 06:00.
  entries.append(timedEntry("2026-03-03", at: 6))
  // A skip, a time on a day after today and a dated but untimed moment.
  entries.append(timedEntry("2026-03-11", at: 5, skipped: true))
  entries.append(timedEntry("2026-03-20", at: 5))
  entries.append(
    Entry(
      date: day("2026-03-12"), target: 1, amount: 1,
      completedAt: Moment(secondsSince1970: 0, date: day("2026-03-12"))))
  let history = History(habits: [habit(.binary, start: "2026-03-01", entries: entries)])
  let window = DensityEngine(history: history).evaluate(today: day("2026-03-15"))
    .habits[0].windows[0]
  #expect(window.hours.counts?[7] == 9)
  #expect(window.hours.counts?[6] == 1)
  #expect(window.hours.days == 10)
  #expect(window.hours.usual == UsualHours(from: 7, to: 7, days: 9, of: 10))
}
