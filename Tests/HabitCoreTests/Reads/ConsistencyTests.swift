import HabitCore
import Testing

/// Most and least consistent compare like with like (DESIGN.md §3; issue
/// 33 item 6): habits with due days by their share over the 90 days before
/// today; period habits named apart, never ranked by a share of due days.
struct ConsistencyTests {
  @Test func periodHabitsAreNamedApartNotRanked() {
    let done = (1...89).map {
      entry(LocalDate(year: 2026, month: 1, day: 1)!.adding(days: $0).isoString, 1)
    }
    func withId(_ habit: Habit, _ id: String) -> Habit {
      var habit = habit
      habit.id = id
      return habit
    }
    let habits = [
      withId(habit(.binary, start: "2025-12-01", entries: done), "daily"),
      withId(habit(.binary, .perMonth(4), start: "2025-12-01", entries: []), "monthly"),
      withId(habit(.binary, .perWeek(3), start: "2025-12-01", entries: done), "weekly"),
      withId(habit(.binary, .perWeek(3), start: "2025-12-01", archived: true), "archived"),
    ]
    let evaluation = DensityEngine(history: History(habits: habits))
      .evaluate(today: day("2026-04-01"))
    #expect(evaluation.consistency.ranking.map(\.habitId) == ["daily"])
    #expect(evaluation.consistency.apart == ["monthly", "weekly"])
  }
}
