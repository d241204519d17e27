import Foundation
import HabitCore
import TestSupport

@testable import HabitImport

/// The real files of the other trackers in
/// `<package root>/../shared/fixtures/loop-habit-tracker` (read in place;
/// the tests that need them skip when the folder is absent, and fail in CI)
/// and the helpers
/// every tracker's tests use to look into a result.
protocol TrackerFixtureFolder {}

extension TrackerFixtureFolder {
  /// `<package root>/../shared/fixtures/loop-habit-tracker`.
  static var folder: URL {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("shared/fixtures/loop-habit-tracker")
  }

  /// The fixture `name` in `folder`.
  static func path(_ name: String) -> String {
    folder.appendingPathComponent(name).path
  }

  /// True when the fixture `name` is there, and always in CI, where a
  /// missing fixture fails the tests that read it rather than skipping them.
  static func exists(_ name: String) -> Bool {
    FileManager.default.fileExists(atPath: path(name)) || Programs.inCI
  }

  /// The date of an ISO `YYYY-MM-DD` text (a far-off day when it is not one,
  /// so a typo fails the test).
  static func date(_ text: String) -> LocalDate {
    LocalDate(iso: text) ?? LocalDate(dayNumber: Int.min / 2)
  }

  /// The options the tests read with: `zone`, else Lisbon; `today` as ISO.
  static func options(zone: String? = nil, today: String? = nil) -> ImportOptions {
    ImportOptions(timeZone: zone, fallbackTimeZone: "Europe/Lisbon", today: today.map(date))
  }

  /// The habit `id` of `result`.
  static func habit(_ result: ImportResult, _ id: String) -> Habit? {
    result.history.habits.first { $0.id == id }
  }

  /// The count labelled `label` of `result`.
  static func count(_ result: ImportResult, _ label: String) -> Int? {
    result.counts.first { $0.label == label }?.value
  }
}

/// A SQLite database written for one test in its own temporary folder,
/// removed with it.
class ScratchDatabase {
  /// The temporary folder.
  let folder: URL
  /// The database's path in `folder`.
  let path: String

  /// A database named `fileName` holding `sql` (tables and rows), in a new
  /// folder whose name starts with `prefix`.
  init(_ sql: String, prefix: String, fileName: String) throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    path = folder.appendingPathComponent(fileName).path
    let database = try SQLiteDatabase(path: path, mode: .readWriteCreate)
    try database.execute(sql)
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }
}

/// A tracker's file read by that tracker's reader alone (no format
/// detection, so a test sees the reader's own messages), through the one
/// way a store is copied: the file read into an ``InputFile``, its private
/// copy made from those bytes.
enum TrackerCopy {
  static func read<R: TrackerDatabaseReader>(
    _ reader: R.Type, _ path: String, options: ImportOptions
  ) throws(ImportFailure) -> ImportResult {
    let name = URL(fileURLWithPath: path).lastPathComponent
    do {
      return try StoreCopy.withCopy(of: try InputFile(readingAt: path)) {
        (copy: String) throws(ImportFailure) in
        try R.read(copyAt: copy, file: name, options: options)
      }
    } catch let failure as ImportFailure {
      throw failure
    } catch {
      throw ImportFailure(.error(name, "", "cannot read the file: \(error)"))
    }
  }
}
