import HabitCore
import Testing

@testable import HabitSample

/// The generator behind `habit-report sample` and the benchmark.
@Suite struct SampleHistoryGenerateTests {
  let today = LocalDate(year: 2026, month: 11, day: 29)!

  @Test func theSameSeedGivesTheSameHistory() {
    let first = SampleHistory.generate(habits: 30, years: 2, seed: 7, endingOn: today)
    let second = SampleHistory.generate(habits: 30, years: 2, seed: 7, endingOn: today)
    #expect(first == second)
  }

  @Test func anotherSeedGivesAnotherHistory() {
    let first = SampleHistory.generate(habits: 30, years: 2, seed: 7, endingOn: today)
    let second = SampleHistory.generate(habits: 30, years: 2, seed: 8, endingOn: today)
    #expect(first != second)
    #expect(first.habits.map(\.id) != second.habits.map(\.id))
    let firstEntries = first.habits.map { $0.windows[0].entries.count }
    let secondEntries = second.habits.map { $0.windows[0].entries.count }
    #expect(firstEntries != secondEntries)
  }

  @Test(arguments: [12, 13, 40])
  func twelveOrMoreHabitsHaveEveryKindAndSchedule(habits: Int) {
    let history = SampleHistory.generate(habits: habits, years: 1, seed: 1, endingOn: today)
    #expect(history.habits.count == habits)
    #expect(Set(history.habits.map(\.kind)) == Set(HabitKind.allCases))
    let families = Set(history.habits.map { SampleHistoryChecks.family($0.schedule) })
    let expected = SampleHistoryChecks.allFamilies.union(
      habits >= 29 ? SampleHistoryChecks.totalFamilies : [])
    #expect(families == expected)
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func keepsEveryInvariant(seed: UInt64) {
    let history = SampleHistory.generate(habits: 40, years: 3, seed: seed, endingOn: today)
    #expect(SampleHistoryChecks.problems(history, today: today) == [])
  }

  @Test func numbersTitlesOnceThePoolIsUsedUp() {
    let count = SamplePreset.pool.count
    let history = SampleHistory.generate(habits: count + 2, years: 1, seed: 3, endingOn: today)
    #expect(history.habits[count].title == SamplePreset.pool[0].title + " 2")
    #expect(history.habits[count + 1].title == SamplePreset.pool[1].title + " 2")
    #expect(Set(history.habits.map(\.title)).count == history.habits.count)
  }

  @Test func bringsNoSyncConflictsIntoGeneratedHistories() {
    let history = SampleHistory.generate(habits: 30, years: 2, seed: 11, endingOn: today)
    for window in history.habits.flatMap(\.windows) {
      #expect(Set(window.entries.map(\.date)).count == window.entries.count)
    }
  }

  @Test func twoHundredHabitsSpanTenYears() throws {
    let history = SampleHistory.generate(habits: 200, years: 10, seed: 42, endingOn: today)
    #expect(history.habits.count == 200)
    let first = try #require(history.habits.map(\.startDate).min())
    #expect(first == today.adding(months: -120))
    let entries = history.habits.flatMap { $0.windows.flatMap(\.entries) }
    #expect(entries.map(\.date).max() == today)
    #expect(entries.allSatisfy { $0.date >= first && $0.date <= today })
    #expect(history.engagementDays.allSatisfy { $0 >= first && $0 <= today })
    #expect(history.habits.contains { $0.isArchived })
    #expect(history.habits.contains { $0.pauses.contains { $0.to == nil } })
    let ids = SampleHistoryChecks.ids(history)
    #expect(Set(ids).count == ids.count)
  }

  @Test func takesNoHabitsAndShortSpansCalmly() {
    #expect(SampleHistory.generate(habits: 0, years: 1, seed: 1, endingOn: today).habits.isEmpty)
    #expect(SampleHistory.generate(habits: -5, years: 1, seed: 1, endingOn: today).habits.isEmpty)
    let short = SampleHistory.generate(habits: 3, years: 0, seed: 1, endingOn: today)
    #expect(short.habits.count == 3)
    #expect(short.habits.allSatisfy { $0.startDate >= today.adding(months: -12) })
  }

  @Test func readsAnUnknownTimeZoneAsUTC() {
    let settings = HistorySettings(timeZone: "Mars/Olympus", dayStartMinute: 0)
    let history = SampleHistory.generate(
      habits: 12, years: 1, seed: 5, endingOn: today, settings: settings)
    #expect(history.settings == settings)
    #expect(SampleHistoryChecks.problems(history, today: today) == [])
  }
}
