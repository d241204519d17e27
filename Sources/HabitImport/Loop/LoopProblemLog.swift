/// Collects the errors and warnings found while reading one Loop backup, each
/// located by table, row id and column.
struct LoopProblemLog {
  let file: String
  private(set) var problems: [ImportProblem] = []

  init(file: String) {
    self.file = file
  }

  var hasErrors: Bool { problems.contains { $0.severity == .error } }
  var warnings: [ImportProblem] { problems.filter { $0.severity == .warning } }

  /// `Habits id=15, column freq_num`, or `Habits id=15` without a column.
  static func location(_ table: String, id: Int, column: String? = nil) -> String {
    table + " id=" + String(id) + (column.map { ", column " + $0 } ?? "")
  }

  mutating func error(_ location: String, _ message: String) {
    problems.append(.error(file, location, message))
  }

  mutating func warning(_ location: String, _ message: String) {
    problems.append(.warning(file, location, message))
  }
}
