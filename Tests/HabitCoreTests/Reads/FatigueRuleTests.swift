import HabitCore
import Testing

/// The density read's fatigue rule (DESIGN.md §3; issue 34 item 7), one
/// named row per rule.
struct FatigueRuleTests {
  struct Verdict: CustomTestStringConvertible, Sendable {
    let rule: String
    let due: Int
    let missed: Int
    let fatigue: Bool
    var testDescription: String { rule }
  }

  @Test(arguments: [
    Verdict(rule: "no due day, no verdict", due: 0, missed: 0, fatigue: false),
    Verdict(rule: "3 due days say too little, all missed", due: 3, missed: 3, fatigue: false),
    Verdict(rule: "6 due days say too little", due: 6, missed: 6, fatigue: false),
    Verdict(rule: "7 due days, more than half missed", due: 7, missed: 4, fatigue: true),
    Verdict(rule: "7 due days, fewer than half missed", due: 7, missed: 3, fatigue: false),
    Verdict(rule: "half missed is not more than half", due: 20, missed: 10, fatigue: false),
    Verdict(rule: "21 due days, 11 missed", due: 21, missed: 11, fatigue: true),
  ])
  func fatigueNeedsSevenDueDaysMoreThanHalfMissed(_ row: Verdict) {
    var counts = DayCounts()
    counts.due = row.due
    counts.missed = row.missed
    counts.complete = row.due - row.missed
    #expect(WindowRead.isFatigue(counts) == row.fatigue)
  }

  struct Suggestion: CustomTestStringConvertible, Sendable {
    let rule: String
    let cadence: Double
    let current: Int
    let done: Int
    let unpausedDays: Int
    let suggested: Int?
    var testDescription: String { rule }
  }

  @Test(arguments: [
    Suggestion(
      rule: "5 a week, 1 done: half of 5 rounded up, never 5 → 1", cadence: 5, current: 5,
      done: 1, unpausedDays: 21, suggested: 3),
    Suggestion(
      rule: "5 a week, back from a pause: still 3", cadence: 5, current: 5, done: 1,
      unpausedDays: 4, suggested: 3),
    Suggestion(
      rule: "daily, 7 done in 3 weeks: half of 7 rounded up", cadence: 7, current: 7, done: 7,
      unpausedDays: 21, suggested: 4),
    Suggestion(
      rule: "daily, 15 done in 3 weeks: the pace achieved", cadence: 7, current: 7, done: 15,
      unpausedDays: 21, suggested: 5),
    Suggestion(
      rule: "the pace is over the unpaused days (10 in 2 weeks, not 3)", cadence: 7,
      current: 7, done: 10, unpausedDays: 14, suggested: 5),
    Suggestion(
      rule: "a pace at the cadence suggests one lighter", cadence: 7, current: 7, done: 21,
      unpausedDays: 21, suggested: 6),
    Suggestion(
      rule: "3 a week: 2", cadence: 3, current: 3, done: 0, unpausedDays: 21, suggested: 2),
    Suggestion(
      rule: "2 a week: 1", cadence: 2, current: 2, done: 0, unpausedDays: 21, suggested: 1),
    Suggestion(
      rule: "once a week: nothing lighter", cadence: 1, current: 1, done: 0, unpausedDays: 21,
      suggested: nil),
    Suggestion(
      rule: "every 3 days (2 a week as said): 1", cadence: 7.0 / 3, current: 2, done: 0,
      unpausedDays: 21, suggested: 1),
    Suggestion(
      rule: "every 2 days (3.5 a week, said 4): the pace, 3", cadence: 3.5, current: 4, done: 9,
      unpausedDays: 21, suggested: 3),
  ])
  func aSuggestionIsLighterAndNeverBelowHalf(_ row: Suggestion) {
    let suggested = WindowRead.suggestion(
      cadence: row.cadence, current: row.current, done: row.done,
      unpausedDays: row.unpausedDays)
    #expect(suggested == row.suggested)
    if let suggested {
      #expect(suggested < row.current && Double(suggested) < row.cadence)
      #expect(suggested >= (row.current + 1) / 2)
    }
  }

  /// Issue 34's Stretching: weekdays, back from a 17-day pause, 1 of 3 due
  /// days done. No verdict on 3 due days.
  @Test func aFewDueDaysAfterAPauseSayNoFatigue() {
    let weekdays = Schedule.days(.mondayToFriday, everyWeeks: 1)
    let stretching = habit(
      .binary, weekdays, start: "2026-09-01", entries: [entry("2026-12-01", 1)],
      pauses: [Pause(from: day("2026-11-12"), to: day("2026-11-28"), reason: .other)])
    let evaluation = DensityEngine(history: History(habits: [stretching]))
      .evaluate(today: day("2026-12-03"))
    let read = evaluation.habits[0].windows[0].read
    #expect(read.due == 3 && read.missed == 2 && read.complete == 1)
    #expect(!read.fatigue)
    #expect(read.suggestedPerWeek == nil)
  }
}
