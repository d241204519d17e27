import Foundation
import HabitCore

@testable import HabitImport

/// Loop backups for the tests: the real ones in `../shared/fixtures` (read in
/// place, skipped when absent; see `TrackerFixtureFolder`) and small ones
/// built with the SQLite wrapper.
enum LoopFixture: TrackerFixtureFolder {
  /// Milliseconds at 00:00 UTC of `text`, as Loop stores a day.
  static func ms(_ text: String) -> Int {
    date(text).dayNumber * 86_400_000
  }

  static func read(
    _ path: String, zone: String? = nil, today: String? = nil
  ) throws(ImportFailure) -> ImportResult {
    try TrackerCopy.read(LoopBackupReader.self, path, options: options(zone: zone, today: today))
  }

  /// The failure thrown by reading `path`, or nil when it read.
  static func failure(_ path: String, today: String? = nil) -> ImportFailure? {
    do {
      _ = try read(path, today: today)
      return nil
    } catch {
      return error
    }
  }

  /// `YYYY-MM-DD` per completion (`×N` for an amount other than 1),
  /// `YYYY-MM-DD skipped` per skipped day.
  static func days(_ habit: Habit?) -> [String] {
    (habit?.windows ?? []).flatMap(\.entries).map {
      $0.skipped
        ? "\($0.date) skipped" : $0.amount == 1 ? $0.date.isoString : "\($0.date) ×\($0.amount)"
    }
  }
}

/// A Loop database written for one test in its own temporary folder.
final class LoopScratch: ScratchDatabase {
  /// A database at `version` holding `sql` (tables and rows).
  init(version: Int, _ sql: String) throws {
    try super.init(
      sql + "\nPRAGMA user_version = \(version);", prefix: "loop-test", fileName: "backup.db")
  }

  /// The `Habits` table of schema 12.
  static let habitsV12 = """
    CREATE TABLE Habits (Id INTEGER PRIMARY KEY AUTOINCREMENT, archived INTEGER, color INTEGER,
      description TEXT, freq_den INTEGER, freq_num INTEGER, highlight INTEGER, name TEXT,
      position INTEGER, reminder_days INTEGER, reminder_hour INTEGER, reminder_min INTEGER);
    """

  /// The tables of schema 25 (README of the fixtures).
  static let tablesV25 = """
    CREATE TABLE Habits (Id INTEGER PRIMARY KEY AUTOINCREMENT, archived INTEGER, color INTEGER,
      description TEXT, freq_den INTEGER, freq_num INTEGER, highlight INTEGER, name TEXT,
      position INTEGER, reminder_days INTEGER, reminder_hour INTEGER, reminder_min INTEGER,
      type integer not null default 0, target_type integer not null default 0,
      target_value real not null default 0, unit text not null default "", question text,
      uuid text);
    CREATE TABLE Repetitions (id integer primary key autoincrement,
      habit integer not null references habits(id), timestamp integer not null,
      value integer not null, notes text);
    CREATE TABLE Events (id integer primary key autoincrement, timestamp integer,
      message text, server_id integer);
    """

  /// A schema-25 yes/no habit row.
  static func habit(
    _ id: Int, _ name: String, num: Int = 1, den: Int = 1, position: Int = 0
  ) -> String {
    "INSERT INTO Habits (Id, archived, color, description, freq_den, freq_num, name, position, "
      + "question) VALUES (\(id), 0, 3, '', \(den), \(num), '\(name)', \(position), '');"
  }
}
