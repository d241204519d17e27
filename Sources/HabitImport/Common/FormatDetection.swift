import Foundation
import HabitJSON

/// Format detection as one table: for each format, how its content is
/// recognised (the sniff) and the reader that reads it. A SQLite file is
/// recognised from its tables, a text file first from its bytes, then from
/// its JSON shape; the first row whose sniff holds reads the input, in the
/// order of the table. `HistoryLoader` walks it; nothing else decides a
/// format.
struct FormatDetection: Sendable {
  typealias CopyReader =
    @Sendable (_ copy: String, _ file: String, _ options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  typealias BytesReader =
    @Sendable (_ bytes: Data, _ file: String, _ options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  typealias FilesReader =
    @Sendable (_ files: ExportFiles, _ options: ImportOptions) throws(ImportFailure)
    -> ImportResult
  typealias TreeReader =
    @Sendable (_ value: JSONValue, _ file: String, _ options: ImportOptions) throws(ImportFailure)
    -> ImportResult

  /// What a row looks at, and what it reads.
  enum Rule: Sendable {
    /// A SQLite file, by its table names; read from the private copy.
    /// `layout` names the layout in the message for a file that has none.
    case tables(layout: String, sniff: @Sendable ([String]) -> Bool, read: CopyReader)
    /// A text file, by its raw bytes.
    case bytes(sniff: @Sendable (Data) -> Bool, read: BytesReader)
    /// An export of several files (a zip's members, or a folder's files),
    /// by their paths.
    case files(sniff: @Sendable ([String]) -> Bool, read: FilesReader)
    /// A JSON file, by its parsed shape; `shape` says what it looks like
    /// in the message for a JSON file no row reads.
    case json(shape: String, sniff: @Sendable (JSONValue) -> Bool, read: TreeReader)
  }

  var format: InputFormat
  var rule: Rule

  /// Every format habit-report reads, in the order they are tried: one row
  /// each (see ``ImportFormat``).
  static var formats: [any ImportFormat.Type] {
    [
      CoreDataStoreReader.self, LoopBackupReader.self, RewireReader.self, TickmateReader.self,
      HabitBullReader.self, LoopCSVReader.self, HabitKitReader.self, TableHabitReader.self,
      BeaverReader.self, HabiticaReader.self,
      ObjectuveReader.self,
      // Anything else shaped like an object is read as an export, whose reader
      // names a missing or unsupported "format" and "version" precisely.
      JSONExportReader.self,
    ]
  }

  /// The rows, in the order they are tried.
  static let table: [FormatDetection] = formats.map {
    FormatDetection(format: $0.format, rule: $0.detection)
  }

  /// What the JSON rows expect, for the message of a JSON file none reads.
  static var jsonShapes: [String] {
    table.compactMap { if case .json(let shape, _, _) = $0.rule { shape } else { nil } }
  }

  /// The SQLite rows' layout names, for the message of a file with none.
  static var layouts: [String] {
    table.compactMap { if case .tables(let layout, _, _) = $0.rule { layout } else { nil } }
  }

  /// The reader for a SQLite file with `tables`, or nil.
  static func reader(tables: [String]) -> CopyReader? {
    for row in table {
      if case .tables(_, let sniff, let read) = row.rule, sniff(tables) { return read }
    }
    return nil
  }

  /// The reader for a text file of `bytes`, or nil.
  static func reader(bytes: Data) -> BytesReader? {
    for row in table {
      if case .bytes(let sniff, let read) = row.rule, sniff(bytes) { return read }
    }
    return nil
  }

  /// The reader for an export of several files with these paths, or nil.
  static func reader(files names: [String]) -> FilesReader? {
    for row in table {
      if case .files(let sniff, let read) = row.rule, sniff(names) { return read }
    }
    return nil
  }

  /// What the several-file rows read, for the message of a zip or folder
  /// none reads.
  static var fileFormats: [String] {
    table.compactMap { if case .files = $0.rule { $0.format.noun } else { nil } }
  }

  /// The reader for a JSON file parsed as `value`, or nil.
  static func reader(json value: JSONValue) -> TreeReader? {
    for row in table {
      if case .json(_, let sniff, let read) = row.rule, sniff(value) { return read }
    }
    return nil
  }
}
