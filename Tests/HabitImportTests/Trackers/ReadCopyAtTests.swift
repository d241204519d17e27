import Foundation
import HabitCore
import Testing

@testable import HabitImport

/// The one way in, `HistoryLoader.load(InputFile)`, finds each SQLite
/// reader from the file's tables and gives its result exactly as the
/// reader's `read(copyAt:)` on the file in place; the reader's failures are
/// its own.
@Suite struct ReadCopyAtTests {
  typealias F = TrackerFixture
  typealias Read = @Sendable (String, String, ImportOptions) throws(ImportFailure) -> ImportResult

  /// The loader and each reader's own entry point, and a small file it reads.
  static let readers: [(name: String, sql: String, user: Read, copy: Read)] = [
    (
      "Loop",
      LoopScratch.tablesV25 + LoopScratch.habit(1, "Read")
        + "INSERT INTO Repetitions (habit, timestamp, value) VALUES (1, \(LoopFixture.ms("2024-01-02")), 2);"
        + "PRAGMA user_version = 25;",
      { (path, file, options) throws(ImportFailure) in
        try HistoryLoader.load(InputFile(readingAt: path), options: options)
      },
      { (path, file, options) throws(ImportFailure) in
        try LoopBackupReader.read(copyAt: path, file: file, options: options)
      }
    ),
    (
      "Rewire",
      TrackerScratch.rewireTables
        + "INSERT INTO Habits (_id, Name, schedule, active_days) VALUES (1, 'Read', 0, '1');"
        + "INSERT INTO CHECKINS (_id, Habit_id, date, type) VALUES (1, 1, '20240102', 2), (2, 9, '20240102', 2);",
      { (path, file, options) throws(ImportFailure) in
        try HistoryLoader.load(InputFile(readingAt: path), options: options)
      },
      { (path, file, options) throws(ImportFailure) in
        try RewireReader.read(copyAt: path, file: file, options: options)
      }
    ),
    (
      "Tickmate",
      TrackerScratch.tickmateTables
        + "INSERT INTO tracks (_id, name, description, icon, enabled) VALUES (1, '', '', '', 1);"
        + "INSERT INTO ticks (_id, _track_id, year, month, day) VALUES (1, 1, 2024, 0, 2);",
      { (path, file, options) throws(ImportFailure) in
        try HistoryLoader.load(InputFile(readingAt: path), options: options)
      },
      { (path, file, options) throws(ImportFailure) in
        try TickmateReader.read(copyAt: path, file: file, options: options)
      }
    ),
  ]

  @Test(arguments: 0..<readers.count)
  func theLoaderReadsAsTheReaderDoes(index: Int) throws {
    let reader = Self.readers[index]
    let scratch = try TrackerScratch(reader.sql)
    let options = F.options(today: "2024-02-01")
    let user = try reader.user(scratch.path, scratch.path, options)
    let copy = try reader.copy(scratch.path, scratch.path, options)
    #expect(copy.history == user.history, "\(reader.name)")
    #expect(copy.history.habits.count == 1, "\(reader.name)")
    #expect(copy.counts.map(\.label) == user.counts.map(\.label), "\(reader.name)")
    #expect(copy.counts.map(\.value) == user.counts.map(\.value), "\(reader.name)")
    #expect(F.warnings(copy) == F.warnings(user), "\(reader.name)")
  }

  @Test(arguments: 0..<readers.count)
  func copyAtFailsWithTheReadersOwnMessages(index: Int) throws {
    let reader = Self.readers[index]
    let scratch = try TrackerScratch("")
    let garbage = scratch.folder.appendingPathComponent("garbage.db")
    try Data(repeating: 0x41, count: 4096).write(to: garbage)
    let options = F.options()
    let copy = F.failure { () throws(ImportFailure) in
      try reader.copy(garbage.path, "g.db", options)
    }
    #expect(F.errors(copy).first?.contains("not a SQLite database, or it is damaged") == true)
    let badZone = F.options(zone: "Mars/Olympus")
    #expect(
      F.errors(
        F.failure { () throws(ImportFailure) in try reader.copy(scratch.path, "s.db", badZone) })
        == [": expected a known IANA time zone, found \"Mars/Olympus\""], "\(reader.name)")
  }
}
