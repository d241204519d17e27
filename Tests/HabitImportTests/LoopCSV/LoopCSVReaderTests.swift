import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitImport

/// Loop's own CSV test exports (`../shared/fixtures/loop-habit-tracker`),
/// read as they are: the newer layout (`csv_export`, Loop's words, notes)
/// and the older one (`csv_export_v2.3.0`, stored numbers), as the
/// unpacked folder and zipped.
@Suite struct LoopCSVReaderTests {
  static let today = LocalDate(year: 2015, month: 1, day: 26)!

  static func read(_ fixture: String) throws -> ImportResult {
    let path = Prerequisite.fixtureURL("loop-habit-tracker/" + fixture).path
    return try HistoryLoader.load(
      InputFile(readingAt: path), options: ImportOptions(today: today))
  }

  static func readZipped(_ fixture: String) throws -> ImportResult {
    let folder = Prerequisite.fixtureURL("loop-habit-tracker/" + fixture)
    let zip = TestZip.bytes(try TestZip.members(ofFolder: folder))
    return try HistoryLoader.load(
      InputFile(path: fixture + ".zip", bytes: zip), options: ImportOptions(today: today))
  }

  static let days = (16...25).map { LocalDate(year: 2015, month: 1, day: $0)! }
  /// The days "Wake up early" was done (YES_MANUAL, 2); YES_AUTO (1) is
  /// Loop's fill-in, never a completion.
  static let done = [16, 17, 20, 21, 22, 25].map { LocalDate(year: 2015, month: 1, day: $0)! }

  @Test(
    .enabled(
      if: Prerequisite.fixture("loop-habit-tracker/csv_export"),
      "../shared/fixtures/loop-habit-tracker is absent"),
    arguments: ["csv_export", "csv_export_v2.3.0"])
  func bothLayoutsReadTheSameHabits(_ fixture: String) throws {
    for result in [try Self.read(fixture), try Self.readZipped(fixture)] {
      #expect(result.format == .loopCSV)
      let habits = result.history.habits
      #expect(habits.map(\.title) == ["Meditate", "Wake up early"])
      #expect(habits.map(\.kind) == [.binary, .binary])
      #expect(habits[0].schedule == .daily)
      #expect(habits[1].schedule == .rolling(count: 2, days: 3))
      #expect(habits[0].windows[0].entries.isEmpty)
      #expect(habits[0].startDate == Self.today, "nothing logged: starts on today")
      let entries = habits[1].windows[0].entries
      #expect(entries.filter { $0.amount > 0 }.map(\.date) == Self.done)
      #expect(habits[1].startDate == LocalDate(year: 2015, month: 1, day: 16))
      #expect(habits.map(\.colour) == ["#ff8f00", "#00897b"])
      #expect(result.counts.first { $0.label == LoopCSVReader.automaticLabel }?.value == 3)
    }
  }

  @Test(
    .enabled(
      if: Prerequisite.fixture("loop-habit-tracker/csv_export"),
      "../shared/fixtures/loop-habit-tracker is absent"))
  func theNewerLayoutKeepsEachDaysNote() throws {
    let entries = try Self.read("csv_export").history.habits[1].windows[0].entries
    let notes = entries.compactMap { entry in entry.note.map { (entry.date, $0, entry.amount) } }
    #expect(notes.map(\.1) == ["\"Vacation\"", "Forgot to do it, really", "Sick"])
    #expect(notes.allSatisfy { $0.2 == 0 }, "a note on a NO or YES_AUTO day completes nothing")
  }

  static func loopFiles(habits: String, checkmarks: String) -> Data {
    TestZip.bytes([
      .init("Habits.csv", Data(habits.utf8)),
      .init("001 Water/Checkmarks.csv", Data(checkmarks.utf8)),
    ])
  }

  static let newerHeader =
    "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,"
    + "Unit,Target Type,Target Value,Archived?\n"

  @Test func aNumericHabitKeepsItsDecimalsAndSkips() throws {
    let zip = Self.loopFiles(
      habits: Self.newerHeader + "001,Water,NUMERICAL,,,1,1,#112233,L,AT_LEAST,2.5,true\n",
      checkmarks: "Date,Value,Notes\n2026-01-03,1750,\"a, \"\"b\"\"\"\n2026-01-02,SKIP,\n"
        + "2026-01-01,2500,\n")
    let result = try HistoryLoader.load(
      InputFile(path: "water.zip", bytes: zip), options: ImportOptions())
    let habit = try #require(result.history.habits.first)
    #expect(habit.kind == .counted)
    #expect(habit.isArchived)
    #expect(habit.unit == "L")
    #expect(habit.decimals == 2)
    #expect(habit.windows[0].target == 250)
    let entries = habit.windows[0].entries
    #expect(entries.map(\.amount) == [250, 0, 175])
    #expect(entries.map(\.skipped) == [false, true, false])
    #expect(entries[2].note == "a, \"b\"")
  }

  static func failure(_ zip: Data, file: String = "bad.zip") -> String {
    do {
      _ = try HistoryLoader.load(
        InputFile(path: file, bytes: zip), options: ImportOptions(today: today))
      return ""
    } catch {
      return error.description
    }
  }

  @Test func aRaggedRowNamesTheFileAndLine() {
    let message = Self.failure(
      Self.loopFiles(
        habits: Self.newerHeader + "001,Water,YES_NO,,,1,1,#112233,,,\n",
        checkmarks: "Date,Value,Notes\n"))
    #expect(
      message
        == "bad.zip: Habits.csv line 2: 11 fields; expected 12, one per column of the header")
  }

  @Test func aDateInTheYear10000IsRefused() {
    let message = Self.failure(
      Self.loopFiles(
        habits: Self.newerHeader + "001,Water,YES_NO,,,1,1,#112233,,,,false\n",
        checkmarks: "Date,Value,Notes\n10000-01-01,YES_MANUAL,\n"))
    #expect(
      message
        == "bad.zip: 001 Water/Checkmarks.csv line 2, column Date: expected a date as "
        + "YYYY-MM-DD between 1970 and 2100, found \"10000-01-01\"")
  }

  @Test func anOverflowingValueIsRefused() {
    let message = Self.failure(
      Self.loopFiles(
        habits: Self.newerHeader + "001,Water,NUMERICAL,,,1,1,#112233,L,AT_LEAST,2,false\n",
        checkmarks: "Date,Value,Notes\n2026-01-01,99999999999999999999999,\n"))
    #expect(message.contains("001 Water/Checkmarks.csv line 2, column Value: expected"))
  }
}
