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
    /// A JSON file, by its parsed shape.
    case json(sniff: @Sendable (JSONValue) -> Bool, read: TreeReader)
  }

  var format: InputFormat
  var rule: Rule

  /// Every format habit-report reads, in the order they are tried.
  static let table: [FormatDetection] = [
    FormatDetection(
      format: .coreDataStore,
      rule: .tables(
        layout: CoreDataStoreReader.layoutName, sniff: CoreDataStoreReader.looksLikeStore,
        read: { (copy, file, options) throws(ImportFailure) in
          try CoreDataStoreReader.read(copyAt: copy, file: file, options: options)
        })),
    FormatDetection(
      format: .loopBackup,
      rule: .tables(
        layout: LoopBackupReader.layoutName, sniff: LoopBackupReader.looksLikeLoop,
        read: { (copy, file, options) throws(ImportFailure) in
          try LoopBackupReader.read(copyAt: copy, file: file, options: options)
        })),
    FormatDetection(
      format: .rewire,
      rule: .tables(
        layout: RewireReader.layoutName, sniff: RewireReader.looksLikeRewire,
        read: { (copy, file, options) throws(ImportFailure) in
          try RewireReader.read(copyAt: copy, file: file, options: options)
        })),
    FormatDetection(
      format: .tickmate,
      rule: .tables(
        layout: TickmateReader.layoutName, sniff: TickmateReader.looksLikeTickmate,
        read: { (copy, file, options) throws(ImportFailure) in
          try TickmateReader.read(copyAt: copy, file: file, options: options)
        })),
    FormatDetection(
      format: .habitBull,
      rule: .bytes(
        sniff: { HabitBullReader.looksLikeHabitBull($0) },
        read: { (bytes, file, options) throws(ImportFailure) in
          try HabitBullReader.read(bytes, file: file, options: options)
        })),
    FormatDetection(
      format: .objectuve,
      rule: .json(
        sniff: ObjectuveReader.looksLikeObjectuve,
        read: { (value, file, options) throws(ImportFailure) in
          try ObjectuveReader.read(value, file: file, options: options)
        })),
    // Anything else shaped like an object is read as an export, whose reader
    // names a missing or unsupported "format" and "version" precisely.
    FormatDetection(
      format: .jsonExport,
      rule: .json(
        sniff: { if case .object = $0 { true } else { false } },
        read: { (value, file, options) throws(ImportFailure) in
          try JSONExportReader.read(value, file: file, options: options)
        })),
  ]

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

  /// The reader for a JSON file parsed as `value`, or nil.
  static func reader(json value: JSONValue) -> TreeReader? {
    for row in table {
      if case .json(let sniff, let read) = row.rule, sniff(value) { return read }
    }
    return nil
  }
}
