import HabitCore
import Testing

/// Targets as they were (DESIGN.md §3; issue 33 item 5): a day without an
/// entry takes the target in force on it, never today's. One named row per
/// rule; the window's own target is 4 throughout.
struct TargetInForceTests {
  struct Row: CustomTestStringConvertible, Sendable {
    let rule: String
    let kind: HabitKind
    /// (date, target snapshot, amount)
    let entries: [(String, Int, Int)]
    let date: String
    let target: Int
    var testDescription: String { rule }
  }

  @Test(arguments: [
    Row(
      rule: "a day with its entry keeps its snapshot", kind: .counted,
      entries: [("2026-02-01", 2, 2)], date: "2026-02-01", target: 2),
    Row(
      rule: "a missed day takes the last entry's snapshot, not today's", kind: .counted,
      entries: [("2026-02-01", 2, 2)], date: "2026-02-03", target: 2),
    Row(
      rule: "before any entry: the window's own target", kind: .counted,
      entries: [("2026-02-01", 2, 2)], date: "2026-01-30", target: 4),
    Row(
      rule: "a later snapshot takes over from its day", kind: .counted,
      entries: [("2026-02-01", 2, 2), ("2026-02-05", 6, 6)], date: "2026-02-07", target: 6),
    Row(
      rule: "an earlier snapshot stays in force until then", kind: .counted,
      entries: [("2026-02-01", 2, 2), ("2026-02-05", 6, 6)], date: "2026-02-04", target: 2),
    Row(
      rule: "a skipped day's entry is a snapshot too", kind: .timed,
      entries: [("2026-02-01", 2, 2), ("2026-02-02", 30, 0)], date: "2026-02-03", target: 30),
    Row(
      rule: "binary: always 1", kind: .binary, entries: [("2026-02-01", 2, 1)],
      date: "2026-02-03", target: 1),
  ])
  func aDayTakesTheTargetInForce(_ row: Row) {
    let habit = habit(
      row.kind, start: "2026-01-29", target: 4,
      entries: row.entries.map { entry($0.0, $0.2, target: $0.1, skipped: $0.2 == 0) })
    let days = states(habit, today: "2026-02-10")
    #expect(days.target(on: day(row.date)) == row.target)
  }

  /// The target in force shapes the state: 30 minutes of work sessions on a
  /// day without an entry, while the last entry asked 20, is complete, not
  /// partly done against today's 60.
  @Test func aSessionDayIsJudgedAgainstTheTargetInForce() {
    let habit = habit(
      .timed, start: "2026-02-01", target: 60, entries: [entry("2026-02-01", 20, target: 20)])
    let days = states(
      habit, today: "2026-02-10",
      sessions: [
        WorkSession(windowId: "W", date: day("2026-02-04"), seconds: 1800, outcome: .finished)
      ])
    #expect(days.state(on: day("2026-02-04")) == .complete)
    #expect(days.target(on: day("2026-02-04")) == 20)
  }
}
