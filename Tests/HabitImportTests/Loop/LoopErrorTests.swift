import Foundation
import HabitCore
import HabitImport
import Testing

private typealias F = LoopFixture

@Suite("Loop Habit Tracker: errors name the table, row id and column")
struct LoopErrorTests {
  @Test("bad values are all reported, each with table, row id and column")
  func badValues() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + """
        INSERT INTO Habits (Id, archived, color, freq_den, freq_num, name, position, type, target_type, target_value)
          VALUES (1, 0, 1, 0, 1, 'Zero den', 0, 0, 0, 0), (2, 0, 1, 1, 1, 'Odd type', 1, 4, 0, 0),
                 (3, 0, 1, 1, 1, 'Odd target', 2, 1, 2, 5), (4, 0, 1, 1, 1, 'Huge', 3, 1, 0, 1e300),
                 (5, 0, 1, 'seven', 1, 'Text freq', 4, 0, 0, 0), (6, 0, 1, 1, 1, 'Ok', 5, 0, 0, 0),
                 (8, 0, 1, 1, 1, 'Numeric', 6, 1, 0, 3);
        INSERT INTO Repetitions (id, habit, timestamp, value) VALUES
          (10, 6, \(F.ms("2024-01-01")), 7), (11, 6, 9000000000000000000, 2), (12, 6, \(F.ms("2024-01-02")), 'yes'),
          (13, 8, \(F.ms("2024-01-02")), -5000);
        """)
    let failure = try #require(F.failure(scratch.path, today: "2024-02-01"))
    // Repetitions are read in (habit, timestamp) order: id 12 comes before id 11.
    let lines = failure.errors.map { "\($0.location): \($0.message)" }
    #expect(
      lines == [
        "Habits id=5, column freq_den: expected an integer, found the text \"seven\"",
        "Habits id=2, column type: expected 0 (yes/no) or 1 (numeric), found 4",
        "Habits id=3, column target_type: expected 0 (at least) or 1 (at most), found 2",
        "Habits id=4, column target_value: expected a target from 0 to 1000000, found 1e+300",
        "Repetitions id=10, column value: expected 2 (done), 3 (skip), 1 (automatic), 0 (no) or -1 (unknown), found 7",
        "Repetitions id=12, column value: expected an integer, found the text \"yes\"",
        "Repetitions id=11, column timestamp: expected milliseconds since 1970 at 00:00 UTC of a day between 1970 and 2100, found 9000000000000000000",
        "Repetitions id=13, column value: expected the number × 1000, from 0 to 1000000000 (a number up to 1,000,000), found -5000",
        "Habits id=1, column freq_num: expected a frequency freq_num/freq_den of positive whole numbers (den at most 3650), found 1/0",
      ])
    #expect(failure.problems.allSatisfy { $0.file == "backup.db" })
  }

  @Test("a missing column is named with its table")
  func missingColumns() throws {
    let scratch = try LoopScratch(
      version: 18,
      """
      CREATE TABLE Habits (Id INTEGER PRIMARY KEY, archived INTEGER, color INTEGER, name TEXT, freq_num INTEGER);
      CREATE TABLE Repetitions (Id INTEGER PRIMARY KEY, habit INTEGER, timestamp INTEGER);
      """)
    let failure = try #require(F.failure(scratch.path))
    #expect(
      failure.errors.map { "\($0.location): \($0.message)" } == [
        "Habits: missing the column freq_den (schema 18)",
        "Habits: missing the column position (schema 18)",
        "Repetitions: missing the column value (schema 18)",
      ])
  }

  @Test("an unsupported schema version is refused", arguments: [0, 11, 26, 1000])
  func version(version: Int) throws {
    let scratch = try LoopScratch(version: version, LoopScratch.tablesV25)
    let failure = try #require(F.failure(scratch.path))
    #expect(failure.errors.map(\.location) == ["PRAGMA user_version"])
    #expect(
      failure.errors.first?.message
        == "expected a Loop schema version from 12 to 25, found \(version)")
  }

  @Test("a SQLite file without Loop's tables lists the tables it has")
  func otherTables() throws {
    let scratch = try LoopScratch(
      version: 25, "CREATE TABLE ZHABIT (Z_PK INTEGER); CREATE TABLE Habits (id INTEGER);")
    #expect(!LoopBackupReader.looksLikeLoop(tables: ["Habits", "ZHABIT"]))
    #expect(LoopBackupReader.looksLikeLoop(tables: ["habits", "repetitions"]))
    let failure = try #require(F.failure(scratch.path))
    #expect(failure.errors.first?.message.hasSuffix("found the tables Habits, ZHABIT") == true)
  }

  @Test("garbage, a truncated backup and a missing file are errors, and the input is untouched")
  func unreadable() throws {
    let scratch = try LoopScratch(version: 25, LoopScratch.tablesV25 + LoopScratch.habit(1, "Read"))
    let garbage = scratch.folder.appendingPathComponent("garbage.db")
    try Data(repeating: 0x41, count: 4096).write(to: garbage)
    let failure = try #require(F.failure(garbage.path))
    #expect(
      failure.errors.first?.message.contains("not a SQLite database, or it is damaged") == true)

    let whole = try Data(contentsOf: URL(fileURLWithPath: scratch.path))
    let truncated = scratch.folder.appendingPathComponent("truncated.db")
    try whole.prefix(whole.count / 2 + 100).write(to: truncated)
    let before = try Data(contentsOf: truncated)
    #expect(F.failure(truncated.path) != nil)
    #expect(try Data(contentsOf: truncated) == before)

    let missing = try #require(F.failure(scratch.folder.appendingPathComponent("none.db").path))
    #expect(missing.errors.first?.message.contains("no such file") == true)
  }

  @Test("an unknown time zone is an error")
  func badZone() throws {
    let scratch = try LoopScratch(version: 25, LoopScratch.tablesV25)
    #expect(throws: ImportFailure.self) { try F.read(scratch.path, zone: "Nowhere/Land") }
  }
}
