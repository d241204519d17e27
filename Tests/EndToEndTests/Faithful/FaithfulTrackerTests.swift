import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitImport

/// The reproductions of issue 10 on other apps' histories, through the built
/// executable: small Loop v25 backups and a Rewire database written here,
/// read by each app's own rules (DESIGN.md §4).
@Suite(.serialized) struct FaithfulTrackerTests {
  /// Loop's schema 25 (as in the fixtures' README).
  static let loopTables = """
    CREATE TABLE Habits (Id INTEGER PRIMARY KEY AUTOINCREMENT, archived INTEGER, color INTEGER,
      description TEXT, freq_den INTEGER, freq_num INTEGER, highlight INTEGER, name TEXT,
      position INTEGER, reminder_days INTEGER, reminder_hour INTEGER, reminder_min INTEGER,
      type integer not null default 0, target_type integer not null default 0,
      target_value real not null default 0, unit text not null default "", question text,
      uuid text);
    CREATE TABLE Repetitions (id integer primary key autoincrement,
      habit integer not null references habits(id), timestamp integer not null,
      value integer not null, notes text);
    PRAGMA user_version = 25;
    """

  /// A Loop habit row: `type` 0 yes/no, 1 numeric; `targetType` 0 at least,
  /// 1 at most.
  static func loopHabit(
    _ id: Int, _ name: String, num: Int = 1, den: Int = 1, type: Int = 0, targetType: Int = 0,
    target: Double = 0, unit: String = ""
  ) -> String {
    "INSERT INTO Habits (Id, archived, color, description, freq_den, freq_num, name, position, "
      + "type, target_type, target_value, unit, question) VALUES (\(id), 0, 3, '', \(den), "
      + "\(num), '\(name)', \(id), \(type), \(targetType), \(target), '\(unit)', '');"
  }

  /// Repetition rows: "YYYY-MM-DD=value".
  static func repetitions(_ habit: Int, _ rows: String...) -> String {
    rows.map { row in
      let parts = row.split(separator: "=")
      let day = LocalDate(iso: String(parts[0]))!.dayNumber
      return "INSERT INTO Repetitions (habit, timestamp, value) VALUES (\(habit), "
        + "\(day * 86_400_000), \(parts[1]));"
    }.joined(separator: "\n")
  }

  static func database(_ sql: String, in folder: URL, name: String) throws -> URL {
    let url = folder.appendingPathComponent(name)
    try SQLiteDatabase(path: url.path, mode: .readWriteCreate).execute(sql)
    return url
  }

  @Test func aLoopBackupIsReadAsLoopShowsIt() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try Self.database(
      Self.loopTables
        + Self.loopHabit(1, "Walk", num: 2, den: 3)
        + Self.repetitions(
          1, "2026-11-15=2", "2026-11-16=2", "2026-11-17=1", "2026-11-18=2", "2026-11-19=2",
          "2026-11-20=1", "2026-11-21=2", "2026-11-22=2", "2026-11-24=2", "2026-11-25=2",
          "2026-11-27=2")
        + Self.loopHabit(2, "Read", type: 1, target: 10, unit: "pages")
        + Self.repetitions(
          2, "2026-11-19=4000", "2026-11-20=9999", "2026-11-21=10000", "2026-11-22=3",
          "2026-11-23=12500")
        + Self.loopHabit(3, "Smoke", type: 1, targetType: 1, target: 3, unit: "cigarettes")
        + Self.repetitions(3, "2026-11-19=0", "2026-11-20=2000", "2026-11-21=5000")
        + Self.loopHabit(4, "Run", num: 1, den: 7, type: 1, target: 20, unit: "km")
        + Self.repetitions(4, "2026-11-20=5500"),
      in: folder, name: "loop.db")
    let site = try FaithfulSite(path: backup)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    // "2 times in 3 days" is rolling(2, 3): every run of 3 days was met, as Loop says.
    let period = try #require(try site.read("1")["period"] as? [String: Any])
    #expect(period["unit"] as? String == "days")
    #expect(period["length"] as? Int == 3)
    #expect(period["met"] as? Int == 4)
    #expect(period["of"] as? Int == 4)
    // What Loop computed (YES_AUTO) is never a completion.
    #expect(try site.state("1", "2026-11-17") == "empty")
    #expect(try site.page("habits/walk/index.html").contains("2 times in 3 days"))
    // Numeric values keep their decimals: 9.999 of 10 pages is not complete.
    #expect(try site.state("2", "2026-11-20") == "partialHigh")
    #expect(try site.state("2", "2026-11-21") == "complete")
    #expect(try site.state("2", "2026-11-19") == "partialLow")
    // Loop's skip on a numeric habit is a skip.
    #expect(try site.state("2", "2026-11-22") == "skipped")
    #expect(
      try site.page("habits/read/index.html").contains("Fri 20 Nov: 9.999 of 10"))
    // "At most 3": engaged only on days with its own entry.
    #expect(try site.state("3", "2026-11-19") == "complete")
    #expect(try site.state("3", "2026-11-20") == "complete")
    #expect(try site.state("3", "2026-11-21") == "missed")
    #expect(try site.state("3", "2026-11-22") == "empty")  // Walk was logged that day
    // `check` names every approximation by habit.
    let check = try CommandRunner.run(["check", "--input", backup.path, "--today", "2026-11-29"])
    #expect(check.status == 0, "\(check.stderr)")
    // A numeric habit per week is a weekly total (issue 40): no approximation.
    #expect(!check.stdout.contains(#""Run""#), "\(check.stdout)")
    #expect(!check.stdout.contains(#""Walk""#), "an exact mapping is no warning")
  }

  @Test func aLoopBackupWithAnEmptyHabitBuildsWithoutToday() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let backup = try Self.database(
      Self.loopTables + Self.loopHabit(1, "Meditate") + Self.loopHabit(2, "Floss"),
      in: folder, name: "empty.db")
    let site = try FaithfulSite(path: backup, today: nil)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    let today = try #require(site.data["today"] as? String)
    #expect(try site.state("1", today) == "pending")
    #expect((try site.window("1")["days"] as? [String: String])?.count == 1)
  }

  @Test func aRewireHistoryKeepsSkipsAndEveryCheckIn() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let database = try Self.database(
      """
      CREATE TABLE Habits ( _id INTEGER PRIMARY KEY , Order_num INTEGER , Name TEXT NOT NULL ,
        description TEXT , active_days TEXT , category INTEGER , archived INTEGER ,
        schedule INTEGER , days INTEGER , period INTEGER , target_count REAL ,
        repeating_count INTEGER , start_date TEXT );
      CREATE TABLE CHECKINS ( _id INTEGER PRIMARY KEY , Habit_id INTEGER NOT NULL ,
        date TEXT NOT NULL , type INTEGER NOT NULL );
      CREATE TABLE UNIT ( _id INTEGER PRIMARY KEY , UNIT_NAME TEXT );
      INSERT INTO Habits (_id, Order_num, Name, schedule, active_days, repeating_count, start_date)
        VALUES (1, 1, 'Stretch', 2, '', 1, '20261101'), (2, 2, 'Gym', 0, '1,3,5', 0, '20261101');
      INSERT INTO CHECKINS (_id, Habit_id, date, type) VALUES
        (1, 1, '20261120', 2), (2, 1, '20261121', 3), (3, 2, '20261123', 2), (4, 2, '20261124', 2);
      """, in: folder, name: "rewire.db")
    let site = try FaithfulSite(path: database)
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    #expect(try site.state("rewire-1", "2026-11-20") == "complete")
    #expect(try site.state("rewire-1", "2026-11-21") == "skipped")
    #expect(try site.state("rewire-1", "2026-11-22") == "missed")
    // Weekdays counted from Sunday = 0: "1,3,5" is Mon · Wed · Fri.
    #expect(try site.state("rewire-2", "2026-11-23") == "complete")
    #expect(try site.state("rewire-2", "2026-11-25") == "missed")
    // A check-in on a day the schedule did not ask for is kept: extra.
    #expect(try site.state("rewire-2", "2026-11-24") == "extra")
  }

  /// The real `rewire.db` (Loop's test suite): "Wake up early" has
  /// `active_days` "1,3,5", which Rewire (Sunday = 0) shows as Mon · Wed · Fri.
  @Test(
    .enabled(
      if: Prerequisite.fixture("loop-habit-tracker/rewire.db"),
      "../shared/fixtures/loop-habit-tracker/rewire.db is absent: skipping Rewire's weekdays"))
  func rewireWeekdaysStartOnSunday() throws {
    let site = try FaithfulSite(path: Self.rewireFixture, today: "2016-03-31")
    defer { site.remove() }
    #expect(site.build.status == 0, "\(site.build.stderr)")
    // March 2016: check-ins on Mon 7, Wed 9, Fri 11, Mon 14, Wed 16, Fri 18, all due.
    for day in ["07", "09", "11", "14", "16", "18"] {
      #expect(try site.state("rewire-1", "2016-03-\(day)") == "complete", "2016-03-\(day)")
    }
    // Tuesdays, Thursdays and weekends are not due.
    for day in ["08", "10", "12", "13", "15", "17", "22", "29"] {
      #expect(try site.state("rewire-1", "2016-03-\(day)") == "unscheduled", "2016-03-\(day)")
    }
    // A due Monday with no check-in is missed.
    #expect(try site.state("rewire-1", "2016-03-21") == "missed")
    // 13 January 2016, a Wednesday, holds a skip (type 3): a due day skipped.
    #expect(try site.state("rewire-1", "2016-01-13") == "skipped")
    // Tuesday 12 January holds a done check-in on a day not due: extra.
    #expect(try site.state("rewire-1", "2016-01-12") == "extra")
  }

  static let rewireFixture = CommandRunner.packageRoot.deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures/loop-habit-tracker/rewire.db")
}
