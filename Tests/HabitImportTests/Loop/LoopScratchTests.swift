import HabitCore
import HabitImport
import Testing

private typealias F = LoopFixture

@Suite("Loop Habit Tracker: small backups built by the tests")
struct LoopScratchTests {
  @Test(
    "schema 12: no value column, every Repetitions row is a completion; Checkmarks are not read")
  func v12() throws {
    let scratch = try LoopScratch(
      version: 12,
      LoopScratch.habitsV12 + """
        CREATE TABLE Repetitions (Id INTEGER PRIMARY KEY AUTOINCREMENT, habit INTEGER, timestamp INTEGER);
        CREATE TABLE Checkmarks (Id INTEGER PRIMARY KEY AUTOINCREMENT, habit INTEGER, timestamp INTEGER, value INTEGER);
        INSERT INTO Habits VALUES (4, 1, -16742021, 'Stretch daily', 1, 1, 0, 'Stretch', 0, 127, NULL, NULL);
        INSERT INTO Repetitions VALUES (1, 4, \(F.ms("2016-02-01"))), (2, 4, \(F.ms("2016-02-03")));
        INSERT INTO Checkmarks VALUES (1, 4, \(F.ms("2016-02-02")), 1), (2, 4, \(F.ms("2016-02-01")), 2);
        """)
    let result = try F.read(scratch.path)
    let habit = try #require(F.habit(result, "4"))
    #expect(F.days(habit) == ["2016-02-01", "2016-02-03"])
    #expect(habit.isArchived && habit.archivedAt == nil)
    #expect(habit.notes == "Stretch daily")
    #expect(F.count(result, LoopBackupReader.automaticLabel) == 0)
  }

  @Test("schema 12 without Repetitions: Checkmarks, 2 done and 1 (automatic) left out")
  func checkmarksOnly() throws {
    let scratch = try LoopScratch(
      version: 12,
      LoopScratch.habitsV12 + """
        CREATE TABLE Checkmarks (Id INTEGER PRIMARY KEY AUTOINCREMENT, habit INTEGER, timestamp INTEGER, value INTEGER);
        INSERT INTO Habits VALUES (1, 0, NULL, NULL, 7, 3, 0, 'Swim', 0, 127, NULL, NULL);
        INSERT INTO Checkmarks VALUES (1, 1, \(F.ms("2016-02-01")), 2), (2, 1, \(F.ms("2016-02-02")), 1),
          (3, 1, \(F.ms("2016-02-03")), 0), (4, 1, \(F.ms("2016-02-04")), 2);
        """)
    let result = try F.read(scratch.path)
    #expect(F.days(F.habit(result, "1")) == ["2016-02-01", "2016-02-04"])
    #expect(F.count(result, LoopBackupReader.automaticLabel) == 1)
    #expect(F.habit(result, "1")?.colour == nil)
  }

  @Test(
    "schema 25 yes/no values: 2 done, 3 skipped, 1 automatic, 0 no and -1 unknown make no entry")
  func values() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(7, "Read") + """
        INSERT INTO Repetitions (habit, timestamp, value) VALUES
          (7, \(F.ms("2024-03-01")), 2), (7, \(F.ms("2024-03-02")), 3), (7, \(F.ms("2024-03-03")), 1),
          (7, \(F.ms("2024-03-04")), 0), (7, \(F.ms("2024-03-05")), -1), (7, \(F.ms("2024-03-06")), 2);
        """)
    let result = try F.read(scratch.path, zone: "Pacific/Auckland")
    let read = try #require(F.habit(result, "7"))
    #expect(F.days(read) == ["2024-03-01", "2024-03-02 skipped", "2024-03-06"])
    #expect(read.windows[0].entries[1].amount == 0)
    #expect(read.startDate == F.date("2024-03-01"))
    #expect(read.colour == "loop-palette-3")
    #expect(read.notes == nil)
    #expect(
      result.counts.map(\.label).prefix(4) == [
        "habits", "entries", "skipped entries", LoopBackupReader.automaticLabel,
      ])
    #expect(result.counts.map(\.value) == [1, 3, 1, 1, 25])
    // Days come from UTC, whatever the zone.
    #expect(result.history.settings.timeZone == "Pacific/Auckland")
  }

  @Test("the start is the first day the user recorded anything, even a 'no'")
  func startFromNo() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(1, "Walk") + """
        INSERT INTO Repetitions (habit, timestamp, value) VALUES
          (1, \(F.ms("2024-01-01")), 1), (1, \(F.ms("2024-01-02")), 0), (1, \(F.ms("2024-01-05")), 2);
        """)
    #expect(F.habit(try F.read(scratch.path), "1")?.startDate == F.date("2024-01-02"))
  }

  @Test("numeric at least: counted, fixed point with the decimals its values use, SKIP skipped")
  func numericAtLeast() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + """
        INSERT INTO Habits (Id, archived, color, freq_den, freq_num, name, position, type,
          target_type, target_value, unit, question, description)
          VALUES (3, 0, 5, 1, 1, 'Pages', 0, 1, 0, 19.6, 'pages', 'How many pages?', 'Fiction only'),
                 (4, 0, 5, 1, 1, 'Tiny', 1, 1, 0, 0.2, '', NULL, NULL),
                 (5, 0, 5, 1, 1, 'Steps', 2, 1, 0, 10000, 'steps', NULL, NULL);
        INSERT INTO Repetitions (habit, timestamp, value) VALUES
          (3, \(F.ms("2024-03-01")), 12000), (3, \(F.ms("2024-03-02")), 20499), (3, \(F.ms("2024-03-03")), 0),
          (3, \(F.ms("2024-03-04")), -1), (4, \(F.ms("2024-03-01")), 1500),
          (5, \(F.ms("2024-03-01")), 9999000), (5, \(F.ms("2024-03-02")), 3);
        """)
    let result = try F.read(scratch.path)
    let pages = try #require(F.habit(result, "3"))
    #expect(pages.kind == .counted && pages.unit == "pages")
    // 20.499 needs three decimals: 19.6 is 19600, never rounded to 20.
    #expect(pages.decimals == 3)
    #expect(pages.windows[0].target == 19_600)
    #expect(F.days(pages) == ["2024-03-01 ×12000", "2024-03-02 ×20499", "2024-03-03 ×0"])
    #expect(pages.windows[0].entries.allSatisfy { $0.target == 19_600 && $0.completedAt == nil })
    #expect(pages.notes == "How many pages?\n\nFiction only")
    let tiny = try #require(F.habit(result, "4"))
    #expect(tiny.decimals == 1 && tiny.windows[0].target == 2 && tiny.unit == nil)
    #expect(F.days(tiny) == ["2024-03-01 ×15"])
    // Whole values keep no decimals; Loop's SKIP (3) is a skip on a numeric habit.
    let steps = try #require(F.habit(result, "5"))
    #expect(steps.decimals == 0 && steps.windows[0].target == 10_000)
    #expect(F.days(steps) == ["2024-03-01 ×9999", "2024-03-02 skipped"])
    #expect(result.warnings.isEmpty)
  }

  @Test("numeric at most: avoid, allowance = target, amount = slips; a logged value is a check-in")
  func numericAtMost() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + """
        INSERT INTO Habits (Id, archived, color, freq_den, freq_num, name, position, type,
          target_type, target_value, unit)
          VALUES (9, 0, 1, 1, 1, 'Coffee', 0, 1, 1, 2, 'cups'), (10, 0, 1, 1, 1, 'Sugar', 1, 1, 1, 0, '');
        INSERT INTO Repetitions (habit, timestamp, value) VALUES
          (9, \(F.ms("2024-03-01")), 3000), (9, \(F.ms("2024-03-02")), 0), (10, \(F.ms("2024-03-02")), 1000);
        """)
    let result = try F.read(scratch.path)
    let coffee = try #require(F.habit(result, "9"))
    #expect(coffee.kind == .avoid && coffee.windows[0].target == 2 && coffee.unit == "cups")
    // Loop logs an "at most" habit's amount every day: only its own entries engage a day.
    #expect(coffee.isEngagedByOwnEntries && coffee.decimals == 0)
    #expect(F.days(coffee) == ["2024-03-01 ×3", "2024-03-02 ×0"])
    #expect(coffee.windows[0].entries[1].completedAt?.date == F.date("2024-03-02"))
    #expect(F.habit(result, "10")?.windows[0].target == 0)
  }

  @Test("two rows on one day (no unique index before schema 22): one kept, with a warning")
  func duplicates() throws {
    let scratch = try LoopScratch(
      version: 21,
      """
      CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
        description text, freq_den integer, freq_num integer, highlight integer, name text,
        position integer, reminder_hour integer, reminder_min integer,
        reminder_days integer not null default 127, type integer not null default 0,
        target_type integer not null default 0, target_value real not null default 0,
        unit text not null default "");
      CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer references habits(id),
        timestamp integer, value integer not null default 2);
      INSERT INTO Habits (id, archived, color, description, freq_den, freq_num, name, position)
        VALUES (1, 0, 2, '', 1, 1, 'Tea', 0);
      INSERT INTO Repetitions (id, habit, timestamp, value) VALUES
        (5, 1, \(F.ms("2019-05-01")), 3), (6, 1, \(F.ms("2019-05-01")), 2), (7, 1, \(F.ms("2019-05-02")), 2),
        (8, 1, \(F.ms("2019-05-02")), 3), (9, 99, \(F.ms("2019-05-02")), 2);
      """)
    let result = try F.read(scratch.path)
    #expect(F.days(F.habit(result, "1")) == ["2019-05-01", "2019-05-02"])
    #expect(
      result.warnings.map(\.location) == [
        "Repetitions id=6, column timestamp", "Repetitions id=8, column timestamp", "Repetitions",
      ])
    #expect(result.warnings.last?.said.contains("habit 99") == true)
  }

  @Test("habits come in Loop's list order (position), then by id")
  func order() throws {
    let scratch = try LoopScratch(
      version: 25,
      LoopScratch.tablesV25 + LoopScratch.habit(1, "C", position: 2)
        + LoopScratch.habit(2, "A", position: 0)
        + LoopScratch.habit(3, "B", position: 1))
    let result = try F.read(scratch.path, today: "2024-01-01")
    #expect(result.history.habits.map(\.title) == ["A", "B", "C"])
    #expect(result.history.habits.map(\.sortOrder) == [0, 1, 2])
  }
}
