import HabitCore
import HabitImport
import Testing

private typealias F = TrackerFixture

/// The real Tickmate database from Loop's test suite (GPLv3, read in place
/// from `../shared/fixtures/loop-habit-tracker`, never copied into the
/// repository).
@Suite(
  "Tickmate: the real database",
  .enabled(
    if: F.exists("tickmate.db"), "../shared/fixtures/loop-habit-tracker/tickmate.db is absent"))
struct TickmateFixtureTests {
  @Test("tracks, ids and counts")
  func tracks() throws {
    let result = try F.tickmate(F.path("tickmate.db"))
    #expect(result.format == .tickmate)
    // tracks "order": Sport 0, I love you 10, Vegan 20.
    #expect(result.history.habits.map(\.title) == ["Sport", "I love you", "Vegan"])
    #expect(result.history.habits.map(\.id) == ["tickmate-2", "tickmate-3", "tickmate-1"])
    #expect(result.history.habits.map(\.sortOrder) == [0, 10, 20])
    // 82 ticks: Vegan (several a day) 57 on 43 days, Sport 12, I love you 13.
    #expect(F.count(result, "habits") == 3)
    #expect(F.count(result, "entries") == 68)
    #expect(F.count(result, TickmateReader.mergedLabel) == 14)
    #expect(result.history.habits.map { $0.windows[0].entries.count } == [12, 13, 43])
    #expect(
      result.history.habits.allSatisfy {
        $0.kind == .binary && $0.schedule == .daily && !$0.isArchived && $0.windows.count == 1
      })
    #expect(F.habit(result, "tickmate-1")?.notes == "Ate no animal products")
    #expect(result.warnings.isEmpty)
  }

  @Test("exact days: month is 0-based")
  func days() throws {
    let result = try F.tickmate(F.path("tickmate.db"))
    let vegan = F.days(F.habit(result, "tickmate-1"))
    // ticks _id 83: 2016, month 0, day 24 → 2016-01-24 (the first); _id 75: 2016, 1, 1 → 2016-02-01.
    #expect(vegan.first == "2016-01-24")
    #expect(vegan.last == "2016-03-21")
    #expect(vegan.contains("2016-02-01") && vegan.contains("2016-02-05"))
    #expect(vegan.contains("2016-03-18"))
    #expect(!vegan.contains("2016-03-14"))
    #expect(F.habit(result, "tickmate-1")?.startDate == F.date("2016-01-24"))
    // _id 2 and 3: track 2, 2016, month 2, days 20 and 19.
    #expect(F.days(F.habit(result, "tickmate-2")).suffix(2) == ["2016-03-19", "2016-03-20"])
    #expect(F.habit(result, "tickmate-2")?.startDate == F.date("2016-02-23"))
    #expect(F.habit(result, "tickmate-3")?.startDate == F.date("2016-02-22"))
  }
}
