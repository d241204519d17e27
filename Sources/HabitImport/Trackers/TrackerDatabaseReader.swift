import HabitCore

/// A SQLite reader of another tracker (Loop, Rewire, Tickmate). They share
/// one skeleton: check the history's zone, open a private copy of the file
/// read-only, let the reader check the layout, read the rows and assemble
/// the history, and turn whatever went wrong into an ``ImportFailure`` that
/// names the file.
protocol TrackerDatabaseReader {
  /// The history in the open copy `database`: the reader's own part. Throws
  /// an ``ImportFailure`` with every problem found, or a ``SQLiteError``.
  static func history(
    in database: SQLiteDatabase, file: String, zone: String, today: LocalDate?
  ) throws -> ImportResult
}

extension TrackerDatabaseReader {
  /// Reads `path` in place: the private copy ``HistoryLoader`` made (see
  /// ``StoreCopy``), never a user's file. `file` names the input in
  /// messages; every error found is thrown, each naming the table, row key
  /// and column.
  static func read(
    copyAt path: String, file: String, options: ImportOptions
  ) throws(ImportFailure) -> ImportResult {
    try open(path, file: file, zone: zone(options, file: file), today: options.today)
  }

  /// The history's zone: `options.timeZone`, else `options.fallbackTimeZone`
  /// (these apps' days need no zone to read); an error when it is unknown.
  private static func zone(
    _ options: ImportOptions, file: String
  ) throws(ImportFailure) -> String {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    return zone
  }

  /// A SQLite error as a message a person can act on.
  private static func sqliteFailure(_ error: SQLiteError, file: String) -> ImportFailure {
    let what =
      error.isNotADatabaseOrCorrupt
      ? "is not a SQLite database, or it is damaged" : "could not be read"
    return ImportFailure(
      .error(file, "", "the file \(what): \(error.message) (while running `\(error.sql)`)"))
  }

  /// Opens the copy at `path` read-only and reads the history in it.
  private static func open(
    _ path: String, file: String, zone: String, today: LocalDate?
  ) throws(ImportFailure) -> ImportResult {
    do {
      let database = try SQLiteDatabase(path: path, mode: .readOnly)
      return try history(in: database, file: file, zone: zone, today: today)
    } catch let failure as ImportFailure {
      throw failure
    } catch let error as SQLiteError {
      throw sqliteFailure(error, file: file)
    } catch {
      throw ImportFailure(.error(file, "", "cannot read the file: \(error)"))
    }
  }
}
