import HabitCore

/// A problem with one field of a record, located by a path relative to the
/// record (`scheduledDays`, `schedule.days[2]`, `pausesData[0].to`). The
/// reader that owns the record adds the file and the record's own location.
public struct FieldIssue: Hashable, Sendable {
  public var severity: ImportProblem.Severity
  /// The field, relative to the record ("" for the record itself).
  public var path: String
  /// What was expected and what was found: a warning the catalogs say, or
  /// the reader's own English.
  public var text: ProblemText

  public init(severity: ImportProblem.Severity, path: String, text: ProblemText) {
    self.severity = severity
    self.path = path
    self.text = text
  }

  public init(severity: ImportProblem.Severity, path: String, message: String) {
    self.init(severity: severity, path: path, text: .english(message))
  }

  /// The reader's own words; empty for a warning the catalogs say.
  public var message: String { text.english ?? "" }

  /// The issue as an import problem of `file`, its path appended to
  /// `record` (`habits[3]` + `schedule.count` → `habits[3].schedule.count`).
  public func problem(file: String, record: String) -> ImportProblem {
    ImportProblem(
      severity: severity, file: file, location: FieldPath.join(record, path), text: text)
  }
}

/// A mapped value with the issues found on the way. `value` is nil when an
/// error made the value unusable.
public struct FieldResult<Value: Sendable>: Sendable {
  public var value: Value?
  public var issues: [FieldIssue]

  public init(value: Value?, issues: [FieldIssue]) {
    self.value = value
    self.issues = issues
  }

  /// True when at least one issue is an error.
  public var hasErrors: Bool { issues.contains { $0.severity == .error } }
}

/// Builds JSON paths such as `habits[3].windows[0].target`.
enum FieldPath {
  static func join(_ base: String, _ key: String) -> String {
    if base.isEmpty { return key }
    if key.isEmpty { return base }
    return key.hasPrefix("[") ? base + key : base + "." + key
  }

  static func join(_ base: String, _ index: Int) -> String {
    base + "[\(index)]"
  }
}
