import Foundation
import HabitCore

@testable import HabitImport

/// Inputs of the simpler trackers (Rewire, Tickmate, HabitBull) for the
/// tests: the real files in `../shared/fixtures/loop-habit-tracker` (read in
/// place, skipped when absent) and small ones written for one test.
enum TrackerFixture: TrackerFixtureFolder {
  static func rewire(_ path: String, zone: String? = nil, today: String? = nil)
    throws(ImportFailure) -> ImportResult
  {
    try TrackerCopy.read(RewireReader.self, path, options: options(zone: zone, today: today))
  }

  static func tickmate(_ path: String, zone: String? = nil, today: String? = nil)
    throws(ImportFailure) -> ImportResult
  {
    try TrackerCopy.read(TickmateReader.self, path, options: options(zone: zone, today: today))
  }

  static func habitBull(_ text: String, zone: String? = nil) throws(ImportFailure) -> ImportResult {
    try HabitBullReader.read(Array(text.utf8), file: "export.csv", options: options(zone: zone))
  }

  static func habitBullFile(_ name: String) throws -> ImportResult {
    let bytes = try Data(contentsOf: URL(fileURLWithPath: path(name)))
    return try HabitBullReader.read(bytes, file: name, options: options())
  }

  /// The failure thrown by `body`, or nil when it read.
  static func failure(_ body: () throws(ImportFailure) -> ImportResult) -> ImportFailure? {
    do {
      _ = try body()
      return nil
    } catch {
      return error
    }
  }

  /// `location: message` per error.
  static func errors(_ failure: ImportFailure?) -> [String] {
    (failure?.errors ?? []).map { "\($0.location): \($0.message)" }
  }

  /// `location: message` per warning.
  static func warnings(_ result: ImportResult) -> [String] {
    result.warnings.map { "\($0.location): \($0.said)" }
  }

  /// `YYYY-MM-DD` per entry (`×N` for an amount other than 1, `skipped` for
  /// a skipped day).
  static func days(_ habit: Habit?) -> [String] {
    (habit?.windows ?? []).flatMap(\.entries).map {
      $0.skipped
        ? "\($0.date) skipped"
        : $0.amount == 1 ? $0.date.isoString : "\($0.date) ×\($0.amount)"
    }
  }
}

/// A SQLite database of Rewire's or Tickmate's written for one test in its
/// own temporary folder.
final class TrackerScratch: ScratchDatabase {
  /// A database holding `sql` (tables and rows).
  init(_ sql: String) throws {
    try super.init(sql, prefix: "tracker-test", fileName: "tracker.db")
  }

  /// Rewire's `Habits` and `CHECKINS` tables (README of the fixtures).
  static let rewireTables = """
    CREATE TABLE Habits ( _id INTEGER PRIMARY KEY , Order_num INTEGER , Name TEXT NOT NULL ,
      description TEXT , Remote_id INTEGER , Current_streak INTEGER NOT NULL DEFAULT 0,
      Longest_streak INTEGER NOT NULL DEFAULT 0, active_days TEXT ,
      consecutive_days INTEGER NOT NULL DEFAULT 0, show_percentage INTEGER NOT NULL DEFAULT 1,
      category INTEGER , archived INTEGER , schedule INTEGER , days INTEGER , period INTEGER ,
      unit INTEGER , target_count REAL , milestone_id INTEGER , repeating_count INTEGER ,
      start_date TEXT );
    CREATE TABLE CHECKINS ( _id INTEGER PRIMARY KEY , Habit_id INTEGER NOT NULL ,
      Remote_id INTEGER , date TEXT NOT NULL , type INTEGER NOT NULL , note TEXT ,
      unit_type INTEGER , actual_count REAL , target_count REAL , milestone_id INTEGER ,
      UNIQUE(Habit_id,date) ON CONFLICT REPLACE );
    CREATE TABLE UNIT ( _id INTEGER PRIMARY KEY , REMOTE_ID INTEGER , UNIT_NAME TEXT ,
      MIN_INCREMENT REAL );

    """

  /// Tickmate's tables (README of the fixtures).
  static let tickmateTables = """
    CREATE TABLE tracks(_id integer primary key autoincrement, name text not null,
      description text not null, icon text not null, enabled integer not null,
      multiple_entries_per_day integer DEFAULT 0,"order" integer DEFAULT -1);
    CREATE TABLE ticks(_id integer primary key autoincrement, _track_id integer,year integer,
      month integer,day integer,hour integer,minute integer,second integer,
      has_time_info integer DEFAULT 0);
    CREATE TABLE groups(_id integer primary key autoincrement, name text not null,
      description text not null, "order" integer DEFAULT -1);
    CREATE TABLE track2groups(_id integer primary key autoincrement, _track_id integer not null,
      _group_id integer not null );

    """
}
