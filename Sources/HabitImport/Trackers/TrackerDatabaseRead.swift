import HabitCore

/// The skeleton the SQLite readers of other trackers (Loop, Rewire, Tickmate)
/// share: check the history's zone, open a private copy of the file
/// read-only, hand it to the reader (which checks the layout, reads the rows
/// and assembles the history), and turn whatever went wrong into an
/// ``ImportFailure`` that names the file.
enum TrackerDatabaseRead {
  /// What a reader does with the open copy and the history's zone.
  typealias Body = (SQLiteDatabase, String) throws -> ImportResult

  /// Reads the user's file at `path` through a private copy of it and its
  /// companions (see ``StoreCopy``): the file itself is never opened.
  static func read(
    databaseAt path: String, file: String, options: ImportOptions, _ body: Body
  ) throws(ImportFailure) -> ImportResult {
    let zone = try zone(options, file: file)
    do {
      return try StoreCopy.withCopy(of: path) { (copy: String) throws(ImportFailure) in
        try open(copy, file: file, zone: zone, body)
      }
    } catch let failure as ImportFailure {
      throw failure
    } catch let failure as StoreCopy.Failure {
      throw ImportFailure(.error(file, "", "cannot read the file: \(failure.reason)"))
    } catch {
      throw ImportFailure(.error(file, "", "cannot read the file: \(error)"))
    }
  }

  /// Reads `path` in place: for a private copy the caller already made (as
  /// ``HistoryLoader`` does), never for a user's file.
  static func read(
    copyAt path: String, file: String, options: ImportOptions, _ body: Body
  ) throws(ImportFailure) -> ImportResult {
    try open(path, file: file, zone: zone(options, file: file), body)
  }

  /// The history's zone: `options.timeZone`, else `options.fallbackTimeZone`
  /// (these apps' days need no zone to read); an error when it is unknown.
  static func zone(_ options: ImportOptions, file: String) throws(ImportFailure) -> String {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    return zone
  }

  /// A SQLite error as a message a person can act on.
  static func failure(_ error: SQLiteError, file: String) -> ImportFailure {
    let what =
      error.isNotADatabaseOrCorrupt
      ? "is not a SQLite database, or it is damaged" : "could not be read"
    return ImportFailure(
      .error(file, "", "the file \(what): \(error.message) (while running `\(error.sql)`)"))
  }

  /// Opens the copy at `path` read-only and runs `body` on it.
  private static func open(
    _ path: String, file: String, zone: String, _ body: Body
  ) throws(ImportFailure) -> ImportResult {
    do {
      let database = try SQLiteDatabase(path: path, mode: .readOnly)
      return try body(database, zone)
    } catch let failure as ImportFailure {
      throw failure
    } catch let error as SQLiteError {
      throw failure(error, file: file)
    } catch {
      throw ImportFailure(.error(file, "", "cannot read the file: \(error)"))
    }
  }
}
