import Foundation
import HabitCore
import Testing

@testable import HabitImport

/// Habitica's user data export (`Fixtures/trackers/habitica-user-data.json`):
/// dailies by `frequency`/`everyX`/`repeat`, check-offs on the user-day
/// (`dayStart` 4, UTC+1), the day change's `completed: false` not a day,
/// habits' + taps and − slips, thinned entries left out and counted.
@Suite struct HabiticaReaderTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/trackers/habitica-user-data.json").path

  static func read() throws -> ImportResult {
    try HistoryLoader.load(
      InputFile(readingAt: path),
      options: ImportOptions(today: LocalDate(year: 2026, month: 1, day: 20)))
  }

  static func day(_ day: Int, month: Int = 1, year: Int = 2026) -> LocalDate {
    LocalDate(year: year, month: month, day: day)!
  }

  @Test func dailiesAndHabits() throws {
    let result = try Self.read()
    #expect(result.format == .habitica)
    let habits = result.history.habits
    #expect(habits.map(\.title) == ["Meditate", "Water plants", "Walk", "Snack (+)", "Snack (−)"])
    #expect(habits.map(\.kind) == [.binary, .binary, .counted, .counted, .avoid])
    #expect(habits[0].schedule == .days(.mondayToFriday, everyWeeks: 1))
    #expect(habits[1].schedule == .interval(every: 3, unit: .day))
    #expect(result.counts.first { $0.label == HabiticaReader.thinnedLabel }?.value == 2)
  }

  @Test func checkOffsFallOnTheUserDay() throws {
    let meditate = try Self.read().history.habits[0].windows[0].entries
    // 02:30 UTC on the 7th is 03:30 at UTC+1, before the day starts at 04:00.
    #expect(meditate.map(\.date) == [Self.day(5), Self.day(6)])
    #expect(meditate.allSatisfy { $0.amount == 1 })
  }

  @Test func tapsAndSlips() throws {
    let habits = try Self.read().history.habits
    #expect(habits[2].windows[0].entries.map(\.amount) == [2])
    #expect(habits[3].windows[0].entries.map(\.amount) == [1])
    #expect(habits[4].windows[0].entries.map(\.amount) == [2])
    #expect(habits[4].windows[0].target == 0)
  }
}
