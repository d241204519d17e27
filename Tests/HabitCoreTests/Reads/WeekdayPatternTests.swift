import HabitCore
import Testing

/// One rule of the weekday pattern, with the habit and the (due, complete)
/// counts it gives, Monday first.
struct WeekdayPatternRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var habit: Habit
  var today = "2026-11-30"
  /// (due, complete) per ISO weekday, Monday first; nil for no pattern.
  var counts: [(Int, Int)]?
  var testDescription: String { rule }
}

@Test(
  "the weekday pattern counts due and complete days per ISO weekday over the 371 days before today",
  arguments: [
    WeekdayPatternRow(
      // 2026-11-23 is a Monday; today (Monday 30) is left out.
      rule: "a week of a daily habit: each weekday once, only done days complete",
      habit: habit(
        .binary, start: "2026-11-23",
        entries: [entry("2026-11-23", 1), entry("2026-11-27", 1), entry("2026-11-30", 1)]),
      counts: [(1, 1), (1, 0), (1, 0), (1, 0), (1, 1), (1, 0), (1, 0)]),
    WeekdayPatternRow(
      rule: "partial days are due, not complete",
      habit: habit(
        .counted, start: "2026-11-23", target: 4,
        entries: [entry("2026-11-24", 1, target: 4), entry("2026-11-25", 3, target: 4)]),
      counts: [(1, 0), (1, 0), (1, 0), (1, 0), (1, 0), (1, 0), (1, 0)]),
    WeekdayPatternRow(
      rule: "days off the schedule, extra, skipped and paused days are not due",
      habit: habit(
        .binary, .days(Weekdays([1, 3]), everyWeeks: 1), start: "2026-11-16",
        entries: [entry("2026-11-16", 1, skipped: true), entry("2026-11-17", 1)],
        pauses: [Pause(from: day("2026-11-25"), to: day("2026-11-25"), reason: .travel)]),
      counts: [(1, 0), (0, 0), (1, 0), (0, 0), (0, 0), (0, 0), (0, 0)]),
    WeekdayPatternRow(
      rule: "only the 371 days before today: the 372nd is left out",
      habit: habit(
        .binary, .days(Weekdays([1]), everyWeeks: 1), start: "2025-11-17",
        entries: [entry("2025-11-17", 1), entry("2025-11-24", 1)]),
      counts: [(53, 1), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)]),
    WeekdayPatternRow(
      rule: "avoid: a held day is complete, a day over the allowance missed",
      habit: habit(
        .avoid, start: "2026-11-28", target: 0,
        entries: [entry("2026-11-28", 2, target: 0)]),
      counts: [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (1, 0), (0, 0)]),
    WeekdayPatternRow(
      rule: "a period habit has no pattern",
      habit: habit(.binary, .perWeek(3), start: "2026-11-01", entries: [entry("2026-11-02", 1)]),
      counts: nil),
    WeekdayPatternRow(
      rule: "a habit started today has seven empty weekdays",
      habit: habit(.binary, start: "2026-11-30"),
      counts: [(0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0), (0, 0)]),
  ])
func weekdayPattern(_ row: WeekdayPatternRow) {
  let days = states(row.habit, today: row.today)
  let pattern = WeekdayPattern.of(days, schedule: row.habit.schedule, today: day(row.today))
  guard let expected = row.counts else {
    #expect(pattern == nil, "\(row.rule)")
    return
  }
  let found = pattern?.days ?? []
  #expect(found.map(\.weekday) == [1, 2, 3, 4, 5, 6, 7], "\(row.rule)")
  #expect(found.map(\.due) == expected.map(\.0), "\(row.rule)")
  #expect(found.map(\.complete) == expected.map(\.1), "\(row.rule)")
}

@Test("the engine's read carries the pattern for habits with due days only")
func engineReadCarriesPattern() {
  let daily = states(habit(.binary, start: "2026-11-01"), today: "2026-11-30")
  #expect(daily.count == 30)
  let history = History(
    habits: [
      habit(.binary, start: "2026-11-01"),
      habit(.binary, .perMonth(4), start: "2026-11-01"),
    ])
  let evaluation = DensityEngine(history: history).evaluate(today: day("2026-11-30"))
  #expect(evaluation.habits[0].windows[0].read.weekdays?.days.map(\.due).reduce(0, +) == 29)
  #expect(evaluation.habits[1].windows[0].read.weekdays == nil)
}

/// One case of "clearly below": (due, complete) per weekday, Monday first,
/// and the hardest weekday expected (nil for no read).
struct HardestRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var counts: [(Int, Int)]
  var weekday: Int?
  var testDescription: String { rule }

  var pattern: WeekdayPattern {
    WeekdayPattern(
      days: counts.enumerated().map {
        WeekdayPattern.Day(weekday: $0.offset + 1, due: $0.element.0, complete: $0.element.1)
      })
  }
}

@Test(
  "one weekday is the hardest only when it stands clearly below the others",
  arguments: [
    HardestRow(
      rule: "Friday 12 of 20 against 18 of 20 elsewhere: 60% vs 90%, a read",
      counts: [(20, 18), (20, 18), (20, 18), (20, 18), (20, 12), (20, 18), (20, 18)],
      weekday: 5),
    HardestRow(
      rule: "exactly 20 points below the pooled others is enough",
      counts: [(10, 9), (10, 9), (10, 7), (10, 9), (10, 9), (10, 9), (10, 9)],
      weekday: 3),
    HardestRow(
      rule: "19 points below is not",
      counts: [(100, 90), (100, 90), (100, 71), (100, 90), (100, 90), (100, 90), (100, 90)],
      weekday: nil),
    HardestRow(
      rule: "two weekdays tied lowest: no read",
      counts: [(20, 18), (20, 18), (20, 18), (20, 18), (20, 10), (20, 10), (20, 18)],
      weekday: nil),
    HardestRow(
      rule: "fewer than 4 due days on the lowest weekday: no read",
      counts: [(20, 18), (20, 18), (3, 0), (20, 18), (20, 18), (20, 18), (20, 18)],
      weekday: nil),
    HardestRow(
      rule: "4 due days on the lowest weekday are enough",
      counts: [(20, 18), (20, 18), (4, 0), (20, 18), (20, 18), (20, 18), (20, 18)],
      weekday: 3),
    HardestRow(
      rule: "weekdays with nothing due are left out of the comparison",
      counts: [(8, 8), (0, 0), (8, 2), (0, 0), (8, 8), (0, 0), (0, 0)],
      weekday: 3),
    HardestRow(
      rule: "a single weekday with due days has nothing to stand below",
      counts: [(0, 0), (0, 0), (0, 0), (0, 0), (50, 0), (0, 0), (0, 0)],
      weekday: nil),
    HardestRow(
      rule: "the others pooled need 4 due days too",
      counts: [(3, 3), (0, 0), (0, 0), (0, 0), (20, 0), (0, 0), (0, 0)],
      weekday: nil),
    HardestRow(
      rule: "everything at zero: no read",
      counts: [(20, 0), (20, 0), (20, 0), (20, 0), (20, 0), (20, 0), (20, 0)],
      weekday: nil),
    HardestRow(
      rule: "nothing due at all: no read",
      counts: Array(repeating: (0, 0), count: 7),
      weekday: nil),
  ])
func hardestWeekday(_ row: HardestRow) {
  let hardest = row.pattern.hardest
  #expect(hardest?.weekday == row.weekday, "\(row.rule)")
  if let hardest, let weekday = row.weekday {
    let (due, complete) = row.counts[weekday - 1]
    #expect(hardest.day == Ratio(complete, of: due), "\(row.rule)")
    let othersDue = row.counts.map(\.0).reduce(0, +) - due
    let othersComplete = row.counts.map(\.1).reduce(0, +) - complete
    #expect(hardest.others == Ratio(othersComplete, of: othersDue), "\(row.rule)")
  }
}
