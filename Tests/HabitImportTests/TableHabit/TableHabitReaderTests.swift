import Foundation
import HabitCore
import Testing

@testable import HabitImport

/// Table Habit's export (`Fixtures/trackers/table_habit_export.json`):
/// epoch days, the frequency as JSON inside a string, skips with their
/// reasons, decimals kept exactly, a habit to avoid allowed up to its upper
/// limit, an archived habit kept and a deleted one left out.
@Suite struct TableHabitReaderTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/trackers/table_habit_export.json").path

  static func read() throws -> ImportResult {
    try HistoryLoader.load(
      InputFile(readingAt: path),
      options: ImportOptions(today: LocalDate(year: 2026, month: 1, day: 20)))
  }

  static func day(_ day: Int, month: Int = 1, year: Int = 2026) -> LocalDate {
    LocalDate(year: year, month: month, day: day)!
  }

  @Test func habitsAndTheirRules() throws {
    let result = try Self.read()
    #expect(result.format == .tableHabit)
    let habits = result.history.habits
    #expect(habits.map(\.title) == ["Read", "Water", "Coffee", "Run"])
    #expect(habits.map(\.kind) == [.binary, .counted, .avoid, .binary])
    #expect(habits.map(\.schedule) == [.daily, .perWeek(5), .daily, .rolling(count: 3, days: 7)])
    #expect(habits.map(\.isArchived) == [false, false, false, true])
    #expect(habits[0].startDate == Self.day(1))
    #expect(result.counts.first { $0.label == TableHabitReader.deletedLabel }?.value == 1)
  }

  @Test func recordsKeepSkipsReasonsAndExplicitNos() throws {
    let read = try Self.read().history.habits[0].windows[0].entries
    #expect(read.map(\.date) == (1...4).map { Self.day($0) })
    #expect(read.map(\.amount) == [1, 0, 0, 1])
    #expect(read.map(\.skipped) == [false, true, false, false])
    #expect(read[1].note == "Ill, \"flu\"")
    #expect(read[3].note == "Chapter 3, \"Dune\"")
  }

  @Test func decimalsAndTheUpperLimit() throws {
    let habits = try Self.read().history.habits
    #expect(habits[1].decimals == 2)
    #expect(habits[1].windows[0].target == 250)
    #expect(habits[1].windows[0].entries.map(\.amount) == [250, 175])
    #expect(habits[1].unit == "L")
    #expect(habits[2].windows[0].target == 2, "the upper limit, not the goal of 1")
    #expect(habits[2].windows[0].entries.map(\.amount) == [3, 1])
  }

  @Test func checkSaysTheGoalOfAnAvoidHabitIsNotHeld() throws {
    let warnings = try Self.read().warnings.map(\.said)
    #expect(warnings.contains { $0.contains("\"Coffee\": Table Habit's goal to stay under 1") })
  }

  static func failure(_ text: String) -> String {
    do {
      _ = try HistoryLoader.load(
        InputFile(path: "th.json", bytes: Data(text.utf8)), options: ImportOptions())
      return ""
    } catch {
      return error.description
    }
  }

  @Test func badValuesNameTheirRecord() {
    let habit =
      "{\"habits\": [{\"name\": \"A\", \"daily_goal\": 1, \"freq_type\": 1, \"freq_custom\": "
    #expect(
      Self.failure(habit + "\"[9]\", \"start_date\": 20000}]}")
        == "th.json: habits[0].freq_custom: expected 1 to 7 times a week, found 9")
    #expect(
      Self.failure(habit + "\"[3]\", \"start_date\": 2932897}]}")
        == "th.json: habits[0].start_date: expected an integer from 0 to 47,846, found 2932897")
    let overflow = Self.failure(
      habit + "\"[3]\", \"start_date\": 20000, \"records\": [{\"record_date\": 20000, "
        + "\"record_type\": 1, \"record_value\": 1e300}]}]}")
    #expect(
      overflow.hasPrefix(
        "th.json: habits[0].records[0].record_value: expected a number from 0 to 1,000,000, "
          + "found "), "\(overflow)")
  }
}
