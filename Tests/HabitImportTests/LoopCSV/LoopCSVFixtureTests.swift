import Foundation
import HabitCore
import Testing

@testable import HabitImport

/// The hand-made Loop CSV exports (`Fixtures/trackers/loop-csv` and
/// `loop-csv-v2.3.0`): each rule their README names.
@Suite struct LoopCSVFixtureTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/trackers")

  static func read(_ name: String) throws -> ImportResult {
    try HistoryLoader.load(
      InputFile(readingAt: folder.appendingPathComponent(name).path),
      options: ImportOptions(today: LocalDate(year: 2026, month: 1, day: 20)))
  }

  static func day(_ day: Int) -> LocalDate { LocalDate(year: 2026, month: 1, day: day)! }

  @Test func theNewerLayout() throws {
    let result = try Self.read("loop-csv")
    let habits = result.history.habits
    #expect(habits.map(\.title) == ["Meditate", "Water", "Sugar", "Run"])
    #expect(habits.map(\.kind) == [.binary, .counted, .avoid, .binary])
    #expect(habits.map(\.isArchived) == [false, false, false, true])
    #expect(habits[3].schedule == .rolling(count: 3, days: 7))
    #expect(habits[1].notes == "How much water?\n\nBig glasses, cold")
    let meditate = habits[0].windows[0].entries
    #expect(meditate.map(\.date) == [1, 2, 4, 5].map(Self.day))
    #expect(meditate.map(\.skipped) == [false, false, true, false])
    #expect(meditate[3].note == "Calm, then \"busy\"")
    // Water: 2.5 L target, 3 / skip / NO with a note / 1.75 / 2.5.
    #expect(habits[1].decimals == 2)
    #expect(habits[1].windows[0].target == 250)
    #expect(habits[1].windows[0].entries.map(\.amount) == [300, 0, 0, 175, 250])
    #expect(habits[1].windows[0].entries[2].note == "Forgot the bottle")
    // Sugar: at most 2 spoons a day, UNKNOWN left out.
    #expect(habits[2].windows[0].target == 2)
    #expect(habits[2].windows[0].entries.map(\.amount) == [2, 0, 3, 1])
    // Run: YES_AUTO is never a completion.
    #expect(habits[3].windows[0].entries.map(\.date) == [1, 2, 5].map(Self.day))
    #expect(result.counts.first { $0.label == LoopCSVReader.automaticLabel }?.value == 2)
  }

  @Test func theOlderLayout() throws {
    let result = try Self.read("loop-csv-v2.3.0")
    let habits = result.history.habits
    #expect(habits.map(\.title) == ["Meditate", "Water", "Run"])
    #expect(habits.map(\.kind) == [.binary, .counted, .binary])
    #expect(habits[0].notes == "Did you meditate?\n\nSit, breathe")
    #expect(habits[1].windows[0].target == 100, "1 (no target in the file) at decimals 2")
    #expect(habits[1].windows[0].entries.map(\.amount) == [300, 0, 0, 175, 250])
    #expect(habits[1].windows[0].entries.map(\.skipped) == [false, true, false, false, false])
    #expect(
      result.warnings.contains {
        $0.said.contains("\"Water\": an export before Loop v2.3.1 holds no target")
      })
  }
}
