import Foundation
import HabitCore

/// Writes a `History` as the habit app's SQLite store, in the layout Core Data writes
/// (`Z_PRIMARYKEY`, `Z_METADATA`, `Z_MODELCACHE`, `Z_PK`/`Z_ENT`/`Z_OPT`, `TIMESTAMP`
/// columns, UUIDs as 16-byte blobs), so ``CoreDataStoreReader`` reads it back unchanged.
/// Deterministic: the same history gives the same bytes.
public enum CoreDataStoreWriter {
  /// A history the store cannot hold as it is.
  public struct WriteError: Error, CustomStringConvertible {
    /// The file being written.
    public var file: String
    /// What is wrong.
    public var reason: String
    public var description: String { "\(file): \(reason)" }
  }

  /// Writes `history` to a fresh store at `path`, replacing any file there. The store is
  /// built beside it in one transaction with `journal_mode=DELETE` (no `-wal` companion)
  /// and renamed into place, so a failure leaves no half-written file.
  public static func write(_ history: History, to path: String) throws {
    guard
      let clock = DayClock(
        timeZone: history.settings.timeZone, dayStartMinute: history.settings.dayStartMinute)
    else {
      throw WriteError(file: path, reason: "unknown time zone \"\(history.settings.timeZone)\"")
    }
    let staging = path + ".writing"
    let manager = FileManager.default
    for leftover in [staging, staging + "-journal"] where manager.fileExists(atPath: leftover) {
      try manager.removeItem(atPath: leftover)
    }
    do {
      let database = try SQLiteDatabase(path: staging, mode: .readWriteCreate)
      try database.execute("PRAGMA journal_mode=DELETE")
      try database.execute("BEGIN")
      try database.execute(StoreSchema.createSQL)
      var writer = StoreRowWriter(database: database, clock: clock, file: path)
      try writer.write(history)
      try database.execute("COMMIT")
    } catch {
      try? manager.removeItem(atPath: staging)
      throw error
    }
    if manager.fileExists(atPath: path) { try manager.removeItem(atPath: path) }
    try manager.moveItem(atPath: staging, toPath: path)
  }
}
