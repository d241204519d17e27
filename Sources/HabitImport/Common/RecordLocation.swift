/// Where in an input a problem is, as a value a catalog words: the record
/// (a CSV line, maybe of another file of the export, or a name the input
/// itself spells: a JSON path, a table, `Habits id=3`) and the column in
/// it. `english` is how an error (English by design) and `check` say it;
/// `build --locale` and `summary --locale` say a warning's location in
/// their language (`RecordLocation.text(_:)` in HabitPipeline:
/// « Habits.csv, ligne 3, colonne Value »).
public struct RecordLocation: Hashable, Sendable {
  /// The record a problem is in.
  public enum Record: Hashable, Sendable {
    /// The file as a whole.
    case whole
    /// The input's own words for the record, said as they are in every
    /// language: a JSON path, a table, a table's row (`Habits id=3`).
    case named(String)
    /// A line of the file the problem names, counted from 1.
    case line(Int)
    /// A line of another file of the export (`Habits.csv` of Loop's CSV
    /// folder), counted from 1.
    case fileLine(file: String, line: Int)
  }

  public var record: Record
  /// The column of the record (a CSV header's name, a table's column),
  /// spelled as the input spells it.
  public var column: String?

  public init(_ record: Record, column: String? = nil) {
    self.record = record
    self.column = column
  }

  /// The input's own name for a record, or the whole file when empty.
  public static func named(_ name: String) -> Self {
    RecordLocation(name.isEmpty ? .whole : .named(name))
  }

  /// A table's row by its key (`CHECKINS _id=26`), and its column.
  public static func row(_ table: String, key: String, _ id: Int, column: String? = nil) -> Self {
    RecordLocation(.named(table + " " + key + "=" + String(id)), column: column)
  }

  /// A line of the file, and its column.
  public static func line(_ line: Int, column: String? = nil) -> Self {
    RecordLocation(.line(line), column: column)
  }

  /// A line of another file of the export, and its column.
  public static func line(_ line: Int, of file: String, column: String? = nil) -> Self {
    RecordLocation(.fileLine(file: file, line: line), column: column)
  }

  /// True for the file as a whole.
  public var isWhole: Bool { record == .whole && column == nil }

  /// The location in English, as `en.json`'s `location.*` words it:
  /// `Habits.csv line 3`, `line 5, column Value`, `CHECKINS _id=26, column
  /// date`; empty for the whole file.
  public var english: String {
    let said =
      switch record {
      case .whole: ""
      case .named(let name): name
      case .line(let line): "line " + String(line)
      case .fileLine(let file, let line): file + " line " + String(line)
      }
    guard let column else { return said }
    return said.isEmpty ? "column " + column : said + ", column " + column
  }
}
