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
      (1, 7, .perWeek(1), false),
      (3, 7, .perWeek(3), false),
      (6, 7, .perWeek(6), false),
      (4, 30, .perMonth(4), false),
      (10, 31, .perMonth(10), false),
      (1, 2, .interval(every: 2, unit: .day), false),
      (1, 5, .interval(every: 5, unit: .day), false),
      (1, 14, .interval(every: 14, unit: .day), false),
      (2, 14, .perWeek(1), true),
      (5, 14, .perWeek(3), true),
      (3, 10, .perWeek(2), true),
      (2, 1, .daily, true),
      (9, 7, .daily, true),
      (1, 365, .interval(every: 365, unit: .day), false),
      (2, 365, .perWeek(1), true),
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

  @Test("an approximate frequency is read, with a warning naming the row")
  func warning() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(2, "Bike", num: 5, den: 14)
        + "INSERT INTO Repetitions (habit, timestamp, value) VALUES (2, 0, 2);")
    let result = try LoopFixture.read(scratch.path)
    #expect(result.history.habits.first?.schedule == .perWeek(3))
    #expect(result.history.habits.first?.startDate == LoopFixture.date("1970-01-01"))
    #expect(result.warnings.map(\.location) == ["Habits id=2, column freq_num"])
    #expect(result.warnings.first?.message.contains("3 times a week") == true)
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
