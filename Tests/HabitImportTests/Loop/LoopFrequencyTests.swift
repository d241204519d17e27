import HabitCore
import Testing

@testable import HabitImport

@Suite("Loop Habit Tracker: frequency → schedule")
struct LoopFrequencyTests {
  @Test(
    "freq_num / freq_den",
    arguments: [
      (1, 1, Schedule.daily, false),
      (7, 7, .daily, false),
      // 1 in d: "d days after the last time".
      (1, 7, .afterLast(days: 7), false),
      (1, 2, .afterLast(days: 2), false),
      (1, 30, .afterLast(days: 30), false),
      (1, 365, .afterLast(days: 365), false),
      // x in d: x times in any d days.
      (2, 3, .rolling(count: 2, days: 3), false),
      (3, 7, .rolling(count: 3, days: 7), false),
      (6, 7, .rolling(count: 6, days: 7), false),
      (4, 30, .rolling(count: 4, days: 30), false),
      (5, 14, .rolling(count: 5, days: 14), false),
      (2, 365, .rolling(count: 2, days: 365), false),
      // More times than days: no schedule holds it.
      (2, 1, .daily, true),
      (9, 7, .daily, true),
    ])
  func mapping(numerator: Int, denominator: Int, schedule: Schedule, approximate: Bool) {
    let mapping = LoopFrequency.schedule(numerator: numerator, denominator: denominator)
    #expect(mapping == LoopFrequency.Mapping(schedule: schedule, isApproximate: approximate))
  }

  @Test(
    "numbers that are not a frequency",
    arguments: [(0, 7), (-1, 7), (3, 0), (1, -5), (Int.max, 7), (1, Int.max), (Int.min, Int.min)])
  func invalid(numerator: Int, denominator: Int) {
    #expect(LoopFrequency.schedule(numerator: numerator, denominator: denominator) == nil)
  }

  @Test("an approximate frequency is read, with a warning naming the habit")
  func warning() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(2, "Bike", num: 9, den: 7)
        + "INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, 0, 2);")
    let result = try LoopFixture.read(scratch.path)
    #expect(result.history.habits.first?.schedule == .daily)
    #expect(result.history.habits.first?.startDate == LoopFixture.date("1970-01-01"))
    #expect(result.warnings.map(\.location) == ["Habits id=2, column freq_num"])
    #expect(result.warnings.first?.said.hasPrefix("\"Bike\": 9 times in 7 days") == true)
  }

  @Test("an exact frequency is no warning")
  func exact() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(2, "Bike", num: 5, den: 14)
        + "INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, 0, 2);")
    let result = try LoopFixture.read(scratch.path)
    #expect(result.history.habits.first?.schedule == .rolling(count: 5, days: 14))
    #expect(result.warnings.isEmpty)
  }

  @Test(
    "timestamps become days by floor division in UTC",
    arguments: [
      (0, "1970-01-01"), (86_399_999, "1970-01-01"), (86_400_000, "1970-01-02"),
      (-1, "1969-12-31"), (-86_400_000, "1969-12-31"), (1_451_606_400_000, "2016-01-01"),
    ])
  func days(milliseconds: Int, day: String) {
    #expect(LoopRepetitions.day(milliseconds: milliseconds).isoString == day)
  }

  @Test(
    "colours: ARGB before schema 14, a palette token after",
    arguments: [
      (-16_742_021, 12, "#00897b"), (0, 13, "#000000"), (-1, 12, "#ffffff"),
      (8, 21, "loop-palette-8"),
      (0, 14, "loop-palette-0"),
    ])
  func colours(value: Int, version: Int, colour: String) {
    #expect(LoopColour.colour(value, version: version) == colour)
  }
}
