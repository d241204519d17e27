import Foundation
import HabitCore
import Testing

@testable import HabitImport

/// Beaver Habit Tracker's export (`Fixtures/trackers/beaver_export.json`):
/// unsorted records, `#skip` (stored done) is a skip, `#_50%` a partial day
/// (the habit then counts percent), other tags stay in the note, periods
/// become schedules, an archived habit is kept and a deleted one left out.
@Suite struct BeaverReaderTests {
  static let path = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/trackers/beaver_export.json").path

  static func read() throws -> ImportResult {
    try HistoryLoader.load(
      InputFile(readingAt: path),
      options: ImportOptions(today: LocalDate(year: 2026, month: 1, day: 20)))
  }

  static func day(_ day: Int, month: Int = 1, year: Int = 2026) -> LocalDate {
    LocalDate(year: year, month: month, day: day)!
  }

  @Test func habitsAndSchedules() throws {
    let result = try Self.read()
    #expect(result.format == .beaver)
    let habits = result.history.habits
    #expect(habits.map(\.title) == ["Read", "Stretch", "Swim"])
    #expect(habits.map(\.kind) == [.binary, .counted, .binary])
    #expect(habits.map(\.schedule) == [.daily, .perWeek(3), .rolling(count: 3, days: 60)])
    #expect(habits.map(\.isArchived) == [false, false, true])
    #expect(result.counts.first { $0.label == BeaverReader.deletedLabel }?.value == 1)
    #expect(result.warnings.contains { $0.said.contains("\"Swim\": 3 times in 2 month(s)") })
  }

  @Test func tagsAreStatesAndTheRestIsTheNote() throws {
    let read = try Self.read().history.habits[0].windows[0].entries
    #expect(read.map(\.date) == (1...4).map { Self.day($0) })
    #expect(read.map(\.amount) == [1, 0, 1, 0])
    #expect(read.map(\.skipped) == [false, true, false, false])
    #expect(read.map(\.note) == [nil, "Away all day", "Chapter 3, \"Dune\"", "Too tired #red"])
  }

  @Test func aPartialDayIsItsShare() throws {
    let stretch = try Self.read().history.habits[1].windows[0]
    #expect(stretch.target == 100)
    #expect(stretch.entries.map(\.amount) == [100, 50])
    #expect(stretch.entries[1].note == "Half the set")
  }

  @Test func aDateInTheYear10000IsRefused() {
    let text =
      "{\"user_email\": \"x\", \"habits\": [{\"name\": \"A\", \"id\": \"a\", \"records\": "
      + "[{\"day\": \"10000-01-01\", \"done\": true}]}]}"
    do {
      _ = try HistoryLoader.load(
        InputFile(path: "b.json", bytes: Data(text.utf8)),
        options: ImportOptions(today: Self.day(20)))
      Issue.record("read")
    } catch {
      #expect(
        error.description
          == "b.json: habits[0].records[0].day: expected a date as YYYY-MM-DD, found "
          + "\"10000-01-01\"")
    }
  }
}
