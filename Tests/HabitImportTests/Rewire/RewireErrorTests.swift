import Foundation
import HabitCore
import HabitImport
import Testing

private typealias F = TrackerFixture

@Suite("Rewire: synthetic databases, errors name the table, row key and column")
struct RewireErrorTests {
  @Test("bad values are all reported, each with table, row key and column")
  func badValues() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.rewireTables + """
        INSERT INTO Habits (_id, Order_num, Name, schedule, active_days, days, period, repeating_count, start_date) VALUES
          (1, 1, 'Ok', 0, '1,3,5', 0, 0, 0, '20240101'),
          (2, 2, 'Odd schedule', 7, '', 0, 0, 0, ''),
          (3, 3, 'Bad days', 0, '1,9', 0, 0, 0, ''),
          (4, 4, 'Bad period', 1, '', 3, 5, 0, ''),
          (5, 5, 'Too many', 1, '', 8, 0, 0, ''),
          (6, 6, 'Zero interval', 2, '', 0, 0, 0, ''),
          (7, 7, 'Bad start', 0, '0', 0, 0, 0, '20241301'),
          (8, 8, 'Text schedule', 'weekly', '', 0, 0, 0, ''),
          (9, 9, 'Huge interval', 2, '', 0, 0, 9223372036854775807, '');
        INSERT INTO CHECKINS (_id, Habit_id, date, type) VALUES
          (10, 1, '20240230', 2), (11, 1, '19691231', 2), (12, 1, 'yesterday', 2),
          (13, 1, '20240102', 'done'), (14, 1, '21010101', 2), (15, 1, '20240103', 2);
        """)
    let failure = try #require(F.failure { () throws(ImportFailure) in try F.rewire(scratch.path) })
    // Check-ins are read in (habit, date, key) order.
    #expect(
      F.errors(failure) == [
        "Habits _id=8, column schedule: expected an integer, found the text \"weekly\"",
        "CHECKINS _id=11, column date: expected a date YYYYMMDD between 1970 and 2100, found the text \"19691231\"",
        "CHECKINS _id=13, column type: expected an integer, found the text \"done\"",
        "CHECKINS _id=10, column date: expected a date YYYYMMDD between 1970 and 2100, found the text \"20240230\"",
        "CHECKINS _id=14, column date: expected a date YYYYMMDD between 1970 and 2100, found the text \"21010101\"",
        "CHECKINS _id=12, column date: expected a date YYYYMMDD between 1970 and 2100, found the text \"yesterday\"",
        "Habits _id=2, column schedule: expected 0 (weekdays), 1 (days per period) or 2 (every n days), found 7",
        "Habits _id=3, column active_days: expected weekdays from 0 (Sunday) to 6 (Saturday) separated by commas, found \"1,9\"",
        "Habits _id=4, column period: expected 0 (a week), 1 (a month) or 2 (a year), found 5",
        "Habits _id=5, column days: expected 1 to 7 days per week, found 8",
        "Habits _id=6, column repeating_count: expected a number of days from 1 to 3650, found 0",
        "Habits _id=7, column start_date: expected a date YYYYMMDD between 1970 and 2100, found \"20241301\"",
        "Habits _id=9, column repeating_count: expected a number of days from 1 to 3650, found 9223372036854775807",
      ])
    #expect(failure.problems.allSatisfy { $0.file == "tracker.db" })
  }

  @Test("missing tables and columns are named")
  func missing() throws {
    let noCheckins = try TrackerScratch("CREATE TABLE Habits (_id INTEGER PRIMARY KEY, Name TEXT);")
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.rewire(noCheckins.path) }) == [
        "Habits: missing the column schedule", ": missing the table CHECKINS",
      ])
    let columns = try TrackerScratch(
      """
      CREATE TABLE Habits (_id INTEGER PRIMARY KEY, name TEXT, SCHEDULE INTEGER);
      CREATE TABLE checkins (_id INTEGER PRIMARY KEY, habit_id INTEGER, type INTEGER);
      """)
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.rewire(columns.path) }) == [
        "checkins: missing the column date"
      ])
  }

  @Test("a check-in's note is its day's note; on a failed mark, a note alone")
  func notes() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.rewireTables + """
        INSERT INTO Habits (_id, Name, schedule, active_days, start_date)
          VALUES (1, 'H', 0, '0,1,2,3,4,5,6', '20240101');
        INSERT INTO CHECKINS (_id, Habit_id, date, type, note) VALUES
          (1, 1, '20240101', 2, 'Rain <b>&</b>'), (2, 1, '20240102', 3, 'Sick'),
          (3, 1, '20240103', 1, 'في السفر'), (4, 1, '20240104', 1, NULL),
          (5, 1, '20240105', 2, '  ');
        """)
    let entries = try #require(F.habit(try F.rewire(scratch.path), "rewire-1")).windows[0].entries
    #expect(
      entries.map { "\($0.date) \($0.amount) \($0.skipped) \($0.note ?? "-")" } == [
        "2024-01-01 1 false Rain <b>&</b>", "2024-01-02 0 true Sick", "2024-01-03 0 false في السفر",
        "2024-01-05 1 false -",
      ])
    #expect(entries[2].isNoteOnly)
  }

  @Test(
    "schedules as Rewire stores them",
    arguments: [
      // Sunday = 0 (DESIGN.md §4): "0,6" is Sun · Sat, "1,3,5" Mon · Wed · Fri.
      ("0, '0,6', 0, 0, 0", Schedule.days(Weekdays([6, 7]), everyWeeks: 1)),
      ("0, '1,3,5', 0, 0, 0", Schedule.days(Weekdays([1, 3, 5]), everyWeeks: 1)),
      ("0, '0,1,2,3,4', 0, 0, 0", Schedule.days(Weekdays([7, 1, 2, 3, 4]), everyWeeks: 1)),
      ("0, '0,1,2,3,4,5,6', 0, 0, 0", Schedule.daily),
      ("1, '', 3, 0, 0", Schedule.perWeek(3)),
      ("1, '', 7, 0, 0", Schedule.daily),
      ("1, '', 10, 1, 0", Schedule.perMonth(10)),
      ("1, '', 31, 1, 0", Schedule.daily),
      ("1, '', 60, 2, 0", Schedule.perMonth(5)),
      ("2, '', 0, 0, 1", Schedule.daily),
      ("2, '', 0, 0, 14", Schedule.interval(every: 14, unit: .day)),
    ])
  func schedules(values: String, schedule: Schedule) throws {
    let scratch = try TrackerScratch(
      TrackerScratch.rewireTables + """
        INSERT INTO Habits (_id, Name, schedule, active_days, days, period, repeating_count, start_date)
          VALUES (1, 'H', \(values), '20240101');
        """)
    let result = try F.rewire(scratch.path)
    #expect(F.habit(result, "rewire-1")?.schedule == schedule)
  }

  @Test("a year's days are approximated with a warning")
  func yearly() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.rewireTables + """
        INSERT INTO Habits (_id, Name, schedule, days, period, start_date) VALUES (1, 'H', 1, 60, 2, '20240101');
        """)
    #expect(
      F.warnings(try F.rewire(scratch.path)) == [
        "Habits _id=1, column days: \"H\": 60 days a year has no exact schedule; read as 5 times a month"
      ])
  }

  @Test("archived, categories, orphans, unknown types and numeric targets")
  func extras() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.rewireTables + """
        CREATE TABLE category ( _id INTEGER PRIMARY KEY , remote_id INTEGER , category_name TEXT NOT NULL ,
          category_color TEXT , order_no INTEGER );
        INSERT INTO category VALUES (4, -1, 'Health', '#fff', 2), (5, -1, 'Unused', '', 1);
        INSERT INTO Habits (_id, Order_num, Name, schedule, active_days, archived, category, target_count, start_date)
          VALUES (1, 2, 'Run', 0, '1', 1, 4, 0.0, ''), (2, 1, '', 0, '2', 0, 9, 5.0, '');
        INSERT INTO CHECKINS (_id, Habit_id, date, type) VALUES
          (1, 1, '20240101', 2), (2, 1, '20240102', 1), (3, 1, '20240103', 7), (4, 3, '20240101', 2),
          (5, 2, 20240105, 2);
        """)
    let result = try F.rewire(scratch.path, today: "2024-02-01")
    #expect(result.history.habits.map(\.id) == ["rewire-2", "rewire-1"])
    let run = try #require(F.habit(result, "rewire-1"))
    #expect(run.isArchived)
    #expect(run.groupId == "rewire-category-4")
    #expect(
      result.history.groups == [Group(id: "rewire-category-4", title: "Health", sortOrder: 2)])
    #expect(F.days(run) == ["2024-01-01"])
    #expect(F.days(F.habit(result, "rewire-2")) == ["2024-01-05"])
    #expect(F.habit(result, "rewire-2")?.title == "Rewire habit 2")
    #expect(F.count(result, RewireReader.otherTypesLabel) == 2)
    #expect(F.count(result, "check-ins of unknown habits, left out") == 1)
    #expect(
      F.warnings(result) == [
        "CHECKINS: 1 check-in(s) for habit 3, which is not in Habits; left out",
        "Habits _id=2, column Name: the habit has no name; called it \"Rewire habit 2\"",
        "Habits _id=2, column target_count: \"Rewire habit 2\": a numeric target (5.0) is left out; the habit is read as done or not",
        "Habits _id=2, column category: no category 9; the habit has no group",
      ])
  }

  @Test("a habit without start or check-ins starts today, or is an error without today")
  func noStart() throws {
    let scratch = try TrackerScratch(
      TrackerScratch.rewireTables
        + "INSERT INTO Habits (_id, Name, schedule, active_days) VALUES (1, 'New', 0, '1');")
    #expect(
      F.habit(try F.rewire(scratch.path, today: "2024-02-01"), "rewire-1")?.startDate
        == F.date("2024-02-01"))
    #expect(
      F.errors(F.failure { () throws(ImportFailure) in try F.rewire(scratch.path) }) == [
        "Habits _id=1: the habit has no start_date and no check-ins to date its start, and no today's date was given"
      ])
  }

  @Test("detection, garbage, a missing file and an unknown zone")
  func unreadable() throws {
    #expect(RewireReader.looksLikeRewire(tables: ["CHECKINS", "Habits", "UNIT"]))
    #expect(RewireReader.looksLikeRewire(tables: ["checkins", "habits"]))
    #expect(!RewireReader.looksLikeRewire(tables: ["Habits", "Repetitions"]))
    let scratch = try TrackerScratch(TrackerScratch.rewireTables)
    let garbage = scratch.folder.appendingPathComponent("garbage.db")
    try Data(repeating: 0x41, count: 4096).write(to: garbage)
    let failure = F.failure { () throws(ImportFailure) in try F.rewire(garbage.path) }
    #expect(
      failure?.errors.first?.message.contains("not a SQLite database, or it is damaged") == true)
    let missing = F.failure { () throws(ImportFailure) in
      try F.rewire(scratch.folder.appendingPathComponent("none.db").path)
    }
    #expect(missing?.errors.first?.message.contains("no such file") == true)
    #expect(
      F.errors(
        F.failure { () throws(ImportFailure) in try F.rewire(scratch.path, zone: "Nowhere/Land") })
        == [": expected a known IANA time zone, found \"Nowhere/Land\""])
    // An empty Rewire database is an empty history.
    #expect(try F.rewire(scratch.path).history.habits.isEmpty)
  }
}
