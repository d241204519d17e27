/// The formats `--input` accepts, detected from the content.
public enum InputFormat: String, Sendable, CaseIterable {
  /// The habit app's JSON export (`"format": "habit-export"`).
  case jsonExport = "habit-export JSON"
  /// The habit app's own SQLite store (SwiftData / Core Data layout).
  case coreDataStore = "habit app SQLite store"
  /// A Loop Habit Tracker backup (`.db`, schema 12 to 25).
  case loopBackup = "Loop Habit Tracker backup"
  /// An Objectuve goals export (JSON).
  case objectuve = "Objectuve goals export"
  /// A Rewire (Android) database: `Habits` with `CHECKINS`.
  case rewire = "Rewire database"
  /// A Tickmate (Android) database: `tracks` with `ticks`.
  case tickmate = "Tickmate database"
  /// A HabitBull CSV export.
  case habitBull = "HabitBull CSV export"
}
