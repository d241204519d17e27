import Foundation
import HabitCore
import Testing

@testable import HabitImport

/// HabitKit's export (`Fixtures/trackers/habitkit_export.json`): rows of
/// one local day add up, the day moved by each row's own offset; a 0-row
/// is a tap taken back; each entry carries the goal in force on its day;
/// `isInverse` is a habit to avoid; a weekly goal is a total over the week.
@Suite struct HabitKitReaderTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/trackers/habitkit_export.json").path

  static func read() throws -> ImportResult {
    try HistoryLoader.load(
      InputFile(readingAt: path),
      options: ImportOptions(today: LocalDate(year: 2026, month: 1, day: 20)))
  }

  static func day(_ day: Int, month: Int = 1, year: Int = 2026) -> LocalDate {
    LocalDate(year: year, month: month, day: day)!
  }

  @Test func theFixtureIsDetectedAndItsHabitsRead() throws {
    let result = try Self.read()
    #expect(result.format == .habitKit)
    let habits = result.history.habits
    #expect(habits.map(\.title) == ["Read", "Water", "Smoking", "Gym"])
    #expect(habits.map(\.kind) == [.binary, .counted, .avoid, .counted])
    #expect(habits.map(\.isArchived) == [false, false, false, true])
  }

  /// A weekly goal of 3 completions is an amount over the week (DESIGN §2:
  /// HabitKit's weekly and monthly goals are totals): the window's target
  /// and each entry's snapshot are the week's 3, not 3 days a week.
  @Test func aWeeklyGoalIsAnAmountOverTheWeek() throws {
    let gym = try Self.read().history.habits[3]
    #expect(gym.schedule == .total(per: .week))
    #expect(gym.windows[0].target == 3)
    #expect(!gym.windows[0].entries.isEmpty)
    #expect(gym.windows[0].entries.allSatisfy { $0.target == 3 })
  }

  @Test func rowsOfOneLocalDayAddUpAndCarryTheGoalInForce() throws {
    let water = try Self.read().history.habits[1].windows[0]
    // 3 at 08:30 and 2 at 23:30 (UTC+1) on 2 January; the 0-row of the 3rd
    // is a tap taken back: no entry.
    #expect(water.entries.map(\.date) == [Self.day(2), Self.day(12)])
    #expect(water.entries.map(\.amount) == [5, 6])
    #expect(water.entries.map(\.target) == [4, 6], "the goal changed on 10 January")
    #expect(water.entries[0].note == "Late glass")
    #expect(water.target == 6)
  }

  @Test func aRowsOwnOffsetPlacesItsDay() throws {
    let read = try Self.read().history.habits[0].windows[0].entries
    // 23:30 UTC on 4 January at UTC+2 is 01:30 on the 5th.
    #expect(read.map(\.date) == [Self.day(2), Self.day(5)])
    #expect(read[0].note == "Chapter 3, \"Dune\"")
  }

  @Test func checkNamesEveryRuleNotHeld() throws {
    let warnings = try Self.read().warnings.map(\.said)
    #expect(warnings.contains { $0.contains("\"Smoking\" is a habit to avoid (isInverse)") })
    #expect(!warnings.contains { $0.contains("\"Gym\"") }, "a weekly goal is held: no warning")
  }

  static func failure(_ text: String) -> String {
    do {
      _ = try HistoryLoader.load(
        InputFile(path: "hk.json", bytes: Data(text.utf8)), options: ImportOptions())
      return ""
    } catch {
      return error.description
    }
  }

  static func document(completion: String) -> String {
    "{\"habits\": [{\"id\": \"a\", \"name\": \"A\", \"createdAt\": \"2026-01-01T00:00:00.000Z\"}], "
      + "\"intervals\": [], \"completions\": [" + completion + "]}"
  }

  @Test func anOverflowingNumberIsRefusedNamingItsPath() {
    let message = Self.failure(
      Self.document(
        completion: "{\"habitId\": \"a\", \"date\": \"2026-01-02T00:00:00.000Z\", "
          + "\"amountOfCompletions\": 99999999999999999999999}"))
    #expect(
      message.hasPrefix(
        "hk.json: completions[0].amountOfCompletions: expected an integer from 0 to 1,000,000"),
      "\(message)")
    let parsed = Self.failure(
      Self.document(
        completion: "{\"habitId\": \"a\", \"date\": \"2026-01-02T00:00:00.000Z\", "
          + "\"amountOfCompletions\": 1e400}"))
    #expect(parsed.contains("not valid JSON: number out of range"), "\(parsed)")
  }

  @Test func aDateInTheYear10000IsRefused() {
    let message = Self.failure(
      Self.document(
        completion: "{\"habitId\": \"a\", \"date\": \"10000-01-02T00:00:00.000Z\", "
          + "\"amountOfCompletions\": 1}"))
    #expect(
      message
        == "hk.json: completions[0].date: expected an ISO 8601 time stamp such as "
        + "\"2026-01-05T09:12:00.000Z\", found \"10000-01-02T00:00:00.000Z\"")
  }
}
