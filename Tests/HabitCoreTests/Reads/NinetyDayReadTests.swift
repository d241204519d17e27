import HabitCore
import Testing

/// A daily binary habit started `days` days before `today`, done on the
/// days given as offsets back from today (1 = yesterday).
func dailyHabit(id: String = "H", today: String, days: Int, doneDaysBack: [Int]) -> Habit {
  let now = day(today)
  var habit = habit(
    .binary, start: now.adding(days: -days).isoString,
    entries: doneDaysBack.sorted(by: >).map { entry(now.adding(days: -$0).isoString, 1) })
  habit.id = id
  habit.title = id
  return habit
}

struct NinetyRow: CustomTestStringConvertible, Sendable {
  var rule: String
  var habit: Habit
  var today = "2026-12-01"
  /// due, complete, previousDue, previousComplete.
  var expected: [Int]
  var testDescription: String { rule }
}

@Test(
  "read.ninety counts the 90 days before today and the 90 before those",
  arguments: [
    NinetyRow(
      rule: "both spans whole: 90 due in each; yesterday and day 90 are recent, day 91 previous",
      habit: dailyHabit(today: "2026-12-01", days: 200, doneDaysBack: [0, 1, 90, 91, 180, 181]),
      expected: [90, 2, 90, 2]),
    NinetyRow(
      rule: "today is left out even when done",
      habit: dailyHabit(today: "2026-12-01", days: 10, doneDaysBack: [0]),
      expected: [10, 0, 0, 0]),
    NinetyRow(
      rule: "a young habit has no previous span",
      habit: dailyHabit(today: "2026-12-01", days: 100, doneDaysBack: [95]),
      expected: [90, 0, 10, 1]),
    NinetyRow(
      rule: "paused days are in neither span",
      habit: {
        var habit = dailyHabit(today: "2026-12-01", days: 180, doneDaysBack: [])
        habit.pauses = [Pause(from: day("2026-11-01"), to: day("2026-11-30"), reason: .travel)]
        return habit
      }(),
      expected: [60, 0, 90, 0]),
  ])
func ninetyDayRead(_ row: NinetyRow) {
  let evaluation = DensityEngine(history: History(habits: [row.habit]))
    .evaluate(today: day(row.today))
  let ninety = evaluation.habits[0].windows[0].read.ninety
  #expect(
    ninety.map { [$0.due, $0.complete, $0.previousDue, $0.previousComplete] } == row.expected,
    "\(row.rule)")
}
