/// Collects the errors and warnings found while reading one file of another
/// habit tracker (Rewire, Tickmate, HabitBull), each located by table, row key
/// and column, or by CSV line and column. Shared by those three readers.
struct TrackerProblemLog {
  let file: String
  private(set) var problems: [ImportProblem] = []

  init(file: String) {
    self.file = file
  }

  var hasErrors: Bool { problems.contains { $0.severity == .error } }
  var warnings: [ImportProblem] { problems.filter { $0.severity == .warning } }

  /// `CHECKINS _id=26, column date`, or `CHECKINS _id=26` without a column.
  static func location(_ table: String, key: String, _ id: Int, column: String? = nil) -> String {
    table + " " + key + "=" + String(id) + (column.map { ", column " + $0 } ?? "")
  }

  /// `line 12, column CalendarDate`, or `line 12` without a column.
  static func line(_ line: Int, column: String? = nil) -> String {
    "line " + String(line) + (column.map { ", column " + $0 } ?? "")
  }

  mutating func error(_ location: String, _ message: String) {
    problems.append(.error(file, location, message))
  }

  mutating func warning(_ location: String, _ message: String) {
    problems.append(.warning(file, location, message))
  }

  /// The failure to throw: every problem, warnings included.
  var failure: ImportFailure { ImportFailure(problems: problems) }
}
