import HabitCore
import Testing

struct TrendPointsRow: CustomTestStringConvertible, Sendable {
  var rule: String
  /// due, complete, previousDue, previousComplete.
  var read: [Int]
  /// The change in whole points when it qualifies.
  var points: Int?
  var testDescription: String { rule }
}

@Test(
  "a window is rising or falling with 10 due days in each span and 10 points of change",
  arguments: [
    TrendPointsRow(rule: "81 % from 62 %: up 19", read: [100, 81, 100, 62], points: 19),
    TrendPointsRow(rule: "62 % from 81 %: down 19", read: [100, 62, 100, 81], points: -19),
    TrendPointsRow(rule: "exactly 10 points is enough", read: [10, 6, 10, 5], points: 10),
    TrendPointsRow(
      rule: "9.8 points is not (63 of 90, 70 %, against 50 of 83, 60.2 %), shown as 10",
      read: [90, 63, 83, 50], points: nil),
    TrendPointsRow(
      rule: "9 due days in the recent span is too few", read: [9, 9, 90, 0], points: nil),
    TrendPointsRow(
      rule: "9 due days in the previous span is too few", read: [90, 90, 9, 0], points: nil),
    TrendPointsRow(rule: "no change", read: [50, 25, 60, 30], points: nil),
  ])
func trendPoints(_ row: TrendPointsRow) {
  let read = NinetyDayRead(
    due: row.read[0], complete: row.read[1], previousDue: row.read[2],
    previousComplete: row.read[3])
  #expect(Trends.points(read).map { Int($0.rounded()) } == row.points, "\(row.rule)")
}

@Test("the dashboard's trends: up to three each way, largest first, period and archived aside")
func trendsChooseWindows() {
  let today = "2026-12-01"
  // Each habit is daily since 180 days ago: `recent` of the last 90 days
  // done and `previous` of the 90 before.
  func history(_ id: String, recent: Int, previous: Int) -> Habit {
    dailyHabit(
      id: id, today: today, days: 180,
      doneDaysBack: Array(Array(1...90).prefix(recent)) + Array(91...180).prefix(previous))
  }
  var period = history("period", recent: 90, previous: 0)
  period.schedule = .perWeek(3)
  var archived = history("archived", recent: 90, previous: 0)
  archived.isArchived = true
  archived.archivedAt = day(today)
  let habits = [
    history("up20", recent: 63, previous: 45),
    history("up30", recent: 72, previous: 45),
    history("up9", recent: 53, previous: 45),
    history("up40", recent: 81, previous: 45),
    history("up50", recent: 90, previous: 45),
    history("down10", recent: 36, previous: 45),
    history("down50", recent: 0, previous: 45),
    period, archived,
  ]
  let evaluation = DensityEngine(history: History(habits: habits)).evaluate(today: day(today))
  #expect(evaluation.trends.rising.map(\.habitId) == ["up50", "up40", "up30"])
  #expect(evaluation.trends.falling.map(\.habitId) == ["down50", "down10"])
  let none = DensityEngine(history: History(habits: [history("flat", recent: 45, previous: 45)]))
    .evaluate(today: day(today))
  #expect(none.trends.rising.isEmpty && none.trends.falling.isEmpty)
}
