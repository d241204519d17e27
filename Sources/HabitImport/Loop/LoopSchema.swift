/// What a Loop backup holds, found from `PRAGMA user_version` and the tables
/// and columns actually present (SQLite names are case-insensitive, so the
/// names are matched without case and used as the file spells them, as
/// `TrackerTable` does for the other trackers).
struct LoopSchema {
  /// The schema versions this reader knows: 12 (2016) to 25 (current).
  static let versions = 12...25
  /// The first version whose `Repetitions` rows carry a `value`.
  static let firstVersionWithValues = 16
  /// The first version whose `color` is a palette index, not an ARGB int.
  static let firstVersionWithPalette = 14

  /// Columns every supported version has in `Habits`.
  static let requiredHabitColumns = ["id", "name", "freq_num", "freq_den", "archived", "position"]

  let version: Int
  /// The habits table's name as spelt in the file.
  let habitsTable: String
  /// `Repetitions`, or `Checkmarks` in a file without it.
  let repetitionsTable: String
  /// The habits table's columns, lower-cased → as spelt.
  let habitColumns: [String: String]
  /// The repetitions table's columns, lower-cased → as spelt.
  let repetitionColumns: [String: String]

  /// True when rows hold a value (2 done, 3 skip…) rather than each being a
  /// completion: from version 16 on, and always for `Checkmarks`.
  var repetitionsHaveValues: Bool {
    version >= Self.firstVersionWithValues || isCheckmarks
  }

  var isCheckmarks: Bool { repetitionsTable.lowercased() == "checkmarks" }

  /// A SQL expression for `column` of the habits table: the quoted column, or
  /// `NULL` when the file does not have it.
  func habit(_ column: String) -> String {
    habitColumns[column].map(TrackerTable.quote) ?? "NULL"
  }

  /// The same for the repetitions table.
  func repetition(_ column: String) -> String {
    repetitionColumns[column].map(TrackerTable.quote) ?? "NULL"
  }
}
