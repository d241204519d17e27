/// Collects the errors and warnings found while reading one file of another
/// habit tracker (Loop, Rewire, Tickmate, HabitBull, Objectuve), each located
/// by table, row key and column, by CSV line and column, or by JSON path, so
/// that every problem is reported at once rather than the first only.
struct TrackerProblemLog {
  /// The file named in every problem.
  let file: String
  /// Every problem so far, in the order found.
  private(set) var problems: [ImportProblem] = []

  init(file: String) {
    self.file = file
  }

  /// True once any error (not a warning) was logged.
  var hasErrors: Bool { problems.contains { $0.severity == .error } }
  /// The warnings, to hand back with a history that was read.
  var warnings: [ImportProblem] { problems.filter { $0.severity == .warning } }

  /// `CHECKINS _id=26, column date`, or `CHECKINS _id=26` without a column.
  static func location(
    _ table: String, key: String, _ id: Int, column: String? = nil
  ) -> RecordLocation {
    .row(table, key: key, id, column: column)
  }

  /// `line 12, column CalendarDate`, or `line 12` without a column.
  static func line(_ line: Int, column: String? = nil) -> RecordLocation {
    .line(line, column: column)
  }

  /// Logs an error at `place`.
  mutating func error(_ place: RecordLocation, _ message: String) {
    problems.append(.error(file, place, message))
  }

  /// Logs an error at a location the input names (a table, a JSON path;
  /// empty for the file as a whole).
  mutating func error(_ location: String, _ message: String) {
    error(.named(location), message)
  }

  /// Logs a warning the catalogs say at `place`.
  mutating func warning(_ place: RecordLocation, _ warning: HistoryWarning) {
    problems.append(.warning(file, place, warning))
  }

  /// Logs a warning the catalogs say at a location the input names (a
  /// table, a JSON path; empty for the file as a whole).
  mutating func warning(_ location: String, _ warning: HistoryWarning) {
    self.warning(.named(location), warning)
  }

  /// The failure to throw: every problem, warnings included.
  var failure: ImportFailure { ImportFailure(problems: problems) }
}
