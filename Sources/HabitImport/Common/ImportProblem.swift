import HabitCore

/// One thing wrong (or worth knowing) about an input, located precisely enough
/// for a person to find and fix it: the file, the record (a JSON path such as
/// `habits[3].windows[0].target`, or a table and key such as `ZHABIT Z_PK=4`)
/// and what was expected.
public struct ImportProblem: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    case error, warning
  }

  public var severity: Severity
  /// The input file as the user named it.
  public var file: String
  /// Where in the file: a JSON path, or a table with its row key and column.
  /// Empty when the problem concerns the whole file.
  public var location: String
  /// What was expected and what was found.
  public var message: String
  /// The message as a key of the message catalogs, for the problems a
  /// command says in the language it builds in; nil for the rest, which
  /// are said in English.
  public var phrase: ProblemPhrase?

  public init(
    severity: Severity, file: String, location: String, message: String,
    phrase: ProblemPhrase? = nil
  ) {
    self.severity = severity
    self.file = file
    self.location = location
    self.message = message
    self.phrase = phrase
  }

  public static func error(_ file: String, _ location: String, _ message: String) -> Self {
    ImportProblem(severity: .error, file: file, location: location, message: message)
  }

  public static func warning(
    _ file: String, _ location: String, _ message: String, phrase: ProblemPhrase? = nil
  ) -> Self {
    ImportProblem(
      severity: .warning, file: file, location: location, message: message, phrase: phrase)
  }

  /// `file: location: message` (the location is left out when empty), the
  /// one-line form printed by the command line.
  /// User text in it has its control characters made visible.
  public var description: String {
    let prefix = severity == .warning ? "warning: " : ""
    return VisibleText.visible(
      location.isEmpty
        ? "\(file): \(prefix)\(message)" : "\(file): \(prefix)\(location): \(message)")
  }
}

/// The input could not be imported. Holds every error found (and any
/// warnings), so `check` can list them all at once.
public struct ImportFailure: Error, Sendable, CustomStringConvertible {
  public var problems: [ImportProblem]

  public init(problems: [ImportProblem]) {
    self.problems = problems
  }

  public init(_ problem: ImportProblem) {
    self.problems = [problem]
  }

  public var errors: [ImportProblem] { problems.filter { $0.severity == .error } }

  public var description: String {
    problems.map(\.description).joined(separator: "\n")
  }
}
