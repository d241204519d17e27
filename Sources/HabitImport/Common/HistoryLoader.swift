import Foundation
import HabitCore
import HabitJSON

/// Reads a history from any supported input, detecting the format from the
/// content (the SQLite header and tables, the JSON shape), never from the
/// file name. The user's file is only ever read, once (``InputFile``): a
/// SQLite store's copy, with its `-wal`/`-shm` companions, is written from
/// the bytes read, and the copy is opened.
public enum HistoryLoader {
  /// Inputs larger than this are refused before they are read.
  public static let maximumFileSize = 1 << 30

  public static func load(path: String, options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  {
    try load(InputFile(readingAt: path), options: options)
  }

  /// Reads the history in `file`, already read from disk (see ``InputFile``):
  /// its bytes are not read again. A text input's bytes are released once
  /// parsed, so pass the file on (`consume`) rather than keep it.
  public static func load(_ file: consuming InputFile, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    try load(file, options: options, inParallel: true)
  }

  /// `load`, with a habit export read on all cores when `inParallel` (the
  /// tests compare the two ways).
  static func load(path: String, options: ImportOptions, inParallel: Bool)
    throws(ImportFailure) -> ImportResult
  {
    try load(InputFile(readingAt: path), options: options, inParallel: inParallel)
  }

  static func load(_ file: consuming InputFile, options: ImportOptions, inParallel: Bool)
    throws(ImportFailure) -> ImportResult
  {
    let path = file.path
    let result = try readAny(file, options: options, inParallel: inParallel)
    try ImportLimits.check(result.history, file: path)
    return result
  }

  /// `load` before the limits are checked.
  private static func readAny(_ file: consuming InputFile, options: ImportOptions, inParallel: Bool)
    throws(ImportFailure) -> ImportResult
  {
    let path = file.path
    if file.isDatabase {
      return try loadDatabase(file, options: options)
    }
    // The file's bytes live only while they are parsed: the export's reader
    // builds the History from the tree alone, so the bytes are freed first.
    let value: JSONValue
    switch try parseText(consume file, options: options, inParallel: inParallel) {
    case .read(let result): return result
    case .json(let json): value = json
    }
    if ObjectuveReader.looksLikeObjectuve(value) {
      return try ObjectuveReader.read(value, file: path, options: options)
    }
    if case .object = value {
      // Anything else shaped like an object is read as an export, whose reader
      // names a missing or unsupported "format" and "version" precisely.
      return try JSONExportReader.read(value, file: path, options: options)
    }
    var found = value.typeDescription
    if case .array(let items) = value {
      found =
        items.isEmpty
        ? "an empty list" : "a list whose first item is not an Objectuve goal (no \"publicId\")"
    }
    throw ImportFailure(
      .error(
        path, "",
        "JSON, but not a format habit-report reads: expected an object with \"format\": "
          + "\"habit-export\", or an Objectuve goals export ({\"data\": {\"goals\": […]}} or a "
          + "list of goals), found \(found)"))
  }

  /// A text input read into memory: a HabitBull CSV is read at once, JSON is
  /// parsed into a tree (the file's bytes are released on return).
  enum ParsedText {
    case read(ImportResult)
    case json(JSONValue)
  }

  static func parseText(
    _ file: consuming InputFile, options: ImportOptions, inParallel: Bool
  ) throws(ImportFailure) -> ParsedText {
    let path = file.path
    let data = file.bytes
    if HabitBullReader.looksLikeHabitBull(data) {
      return .read(try HabitBullReader.read(data, file: path, options: options))
    }
    if inParallel, let result = try readExportInParallel(data, file: path, options: options) {
      return .read(result)
    }
    do {
      return .json(try JSONParser.parse(data))
    } catch {
      let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
      guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
        throw ImportFailure(
          .error(
            path, "",
            "not a format habit-report reads: expected a habit-export JSON file, an Objectuve "
              + "goals export, the habit app's SQLite store, a Loop Habit Tracker backup, a "
              + "Rewire or Tickmate database or a HabitBull CSV export"))
      }
      throw ImportFailure(
        .error(
          path, "line \(error.line), column \(error.column)", "not valid JSON: \(error.message)"))
    }
  }

  /// A habit export read on all cores, or nil when it must be read the
  /// ordinary way (see `ExportParallelReader`).
  static func readExportInParallel(_ data: Data, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult?
  {
    let outcome = data.withUnsafeBytes { raw -> Result<ImportResult?, ImportFailure> in
      let bytes = raw.bindMemory(to: UInt8.self)
      do throws(ImportFailure) {
        return .success(try ExportParallelReader.read(bytes, file: file, options: options))
      } catch {
        return .failure(error)
      }
    }
    return try outcome.get()
  }

  /// A SQLite input: the app's store or a Loop backup, read from one private
  /// copy of the file and its companions.
  static func loadDatabase(_ file: InputFile, options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  {
    let path = file.path
    do {
      return try StoreCopy.withCopy(of: file) { (copy: String) throws(ImportFailure) in
        let tables = try StoreReadError.wrap(path) { () throws(SQLiteError) in
          try SQLiteDatabase(path: copy, mode: .readOnly).tableNames()
        }
        if CoreDataStoreReader.looksLikeStore(tables: tables) {
          return try CoreDataStoreReader.read(databaseAt: copy, file: path, options: options)
        }
        if LoopBackupReader.looksLikeLoop(tables: tables) {
          return try LoopBackupReader.read(copyAt: copy, file: path, options: options)
        }
        if RewireReader.looksLikeRewire(tables: tables) {
          return try RewireReader.read(copyAt: copy, file: path, options: options)
        }
        if TickmateReader.looksLikeTickmate(tables: tables) {
          return try TickmateReader.read(copyAt: copy, file: path, options: options)
        }
        throw CoreDataStoreReader.unknownLayout(
          file: path, tables: tables,
          layoutsTried: [
            CoreDataStoreReader.layoutName, LoopBackupReader.layoutName, RewireReader.layoutName,
            TickmateReader.layoutName,
          ])
      }
    } catch let failure as ImportFailure {
      throw failure
    } catch {
      throw ImportFailure(.error(path, "", "cannot read the file: \(error)"))
    }
  }
}
