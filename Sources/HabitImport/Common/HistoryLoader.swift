import Foundation
import HabitCore
import HabitJSON

/// Reads a history from any supported input, detecting the format from the
/// content (the SQLite header and tables, the bytes, the JSON shape: one
/// table, ``FormatDetection``), never from the file name. The one way in is
/// ``load(_:options:)`` with an ``InputFile``: the user's file is only ever
/// read, once; a SQLite store's copy, with its `-wal`/`-shm` companions, is
/// written from the bytes read, and the copy is opened.
public enum HistoryLoader {
  /// Inputs larger than this are refused before they are read.
  public static let maximumFileSize = 1 << 30

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
  static func load(_ file: consuming InputFile, options: ImportOptions, inParallel: Bool)
    throws(ImportFailure) -> ImportResult
  {
    let path = file.path
    // The warnings of JSON that cannot be read exactly come first (see
    // `parseText`).
    var result = try readAny(file, options: options, inParallel: inParallel)
    try ImportLimits.check(result.history, file: path)
    try ImportLimits.checkRanges(result.history, file: path)
    result.warnings += HistoryTextCleaning.clean(&result.history, file: path)
    return result
  }

  /// `load` before the limits are checked.
  private static func readAny(_ file: consuming InputFile, options: ImportOptions, inParallel: Bool)
    throws(ImportFailure) -> ImportResult
  {
    let path = file.path
    if file.isDatabase {
      return try StoreLoader.load(file, options: options)
    }
    if let files = file.folderFiles {
      return try readFiles(
        ExportFiles(folder: files, path: path), kind: "a folder", options: options)
    }
    if ZipArchive.looksLikeZip(file.bytes) {
      let zip = try ZipArchive(file.bytes, file: path)
      return try readFiles(ExportFiles(zip: zip), kind: "a zip archive", options: options)
    }
    // The file's bytes live only while they are parsed: the export's reader
    // builds the History from the tree alone, so the bytes are freed first.
    let value: JSONValue
    let inexact: [ImportProblem]
    switch try parseText(consume file, options: options, inParallel: inParallel) {
    case .read(let result): return result
    case .json(let json, let warnings): (value, inexact) = (json, warnings)
    }
    if let read = FormatDetection.reader(json: value) {
      var result = try read(value, path, options)
      result.warnings = inexact + result.warnings
      return result
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
        "JSON, but not a format habit-report reads: expected "
          + FormatDetection.jsonShapes.joined(separator: ", or ") + ", found \(found)"))
  }

  /// An export of several files (a zip's members or a folder's files), by
  /// the row its paths name.
  private static func readFiles(_ files: ExportFiles, kind: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    guard let read = FormatDetection.reader(files: files.names) else {
      throw ImportFailure(
        .error(
          files.path, "",
          "\(kind), but not an export habit-report reads: expected "
            + FormatDetection.fileFormats.joined(separator: " or ")
            + " (a Habits.csv at its top)"))
    }
    return try read(files, options)
  }

  /// A text input read into memory: a format recognised from its bytes is
  /// read at once, JSON is parsed into a tree (the file's bytes are
  /// released on return), with the warnings of what in it cannot be read
  /// exactly (`InexactJSONWarnings`), which go first.
  enum ParsedText {
    case read(ImportResult)
    case json(JSONValue, inexact: [ImportProblem])
  }

  static func parseText(
    _ file: consuming InputFile, options: ImportOptions, inParallel: Bool
  ) throws(ImportFailure) -> ParsedText {
    let path = file.path
    var data = file.bytes
    if let read = FormatDetection.reader(bytes: data) {
      let inexact = InexactJSONWarnings.warnings(data, file: path)
      var result = try read(data, path, options)
      result.warnings = inexact + result.warnings
      return .read(result)
    }
    // A UTF-8 byte-order mark (written by some Windows editors) is no part
    // of the JSON: skipped.
    if data.starts(with: [0xEF, 0xBB, 0xBF]) { data = Data(data.dropFirst(3)) }
    // The export's fast path: read from the bytes on every core when its
    // shape allows (nil otherwise, and it is parsed below). It finds the
    // inexact JSON itself, passing over the records it read exactly.
    if inParallel, let result = try readExportInParallel(data, file: path, options: options) {
      return .read(result)
    }
    do {
      let inexact = InexactJSONWarnings.warnings(data, file: path)
      return .json(try JSONParser.parse(data), inexact: inexact)
    } catch {
      let first = data.first { ![0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF].contains($0) }
      guard first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
        throw ImportFailure(
          .error(
            path, "",
            "not a format habit-report reads: expected \(InputFormat.spokenList)"))
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
}
