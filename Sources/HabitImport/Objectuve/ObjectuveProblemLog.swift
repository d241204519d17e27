/// Collects the errors and warnings found while reading one Objectuve
/// export, so every problem is reported at once rather than the first only.
struct ObjectuveProblemLog {
  let file: String
  private(set) var problems: [ImportProblem] = []

  init(file: String) {
    self.file = file
  }

  var hasErrors: Bool { problems.contains { $0.severity == .error } }
  var warnings: [ImportProblem] { problems.filter { $0.severity == .warning } }

  mutating func error(_ path: String, _ message: String) {
    problems.append(.error(file, path, message))
  }

  mutating func warning(_ path: String, _ message: String) {
    problems.append(.warning(file, path, message))
  }
}

/// JSON paths as they appear in messages: `data.goals[2].recurrenceType`.
enum ObjectuvePath {
  /// `base.key`, or `key` when the base is empty.
  static func member(_ base: String, _ key: String) -> String {
    base.isEmpty ? key : base + "." + key
  }

  /// `base[index]`.
  static func element(_ base: String, _ index: Int) -> String {
    base + "[" + String(index) + "]"
  }
}
