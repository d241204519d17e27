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
  /// Where in the file: a JSON path, a table with its row key and column, a
  /// CSV line and column, as a catalog words it (`RecordLocation`).
  public var place: RecordLocation
  /// What was expected and what was found: a warning the catalogs say, or
  /// an error's English.
  public var text: ProblemText

  public init(severity: Severity, file: String, place: RecordLocation, text: ProblemText) {
    self.severity = severity
    self.file = file
    self.place = place
    self.text = text
  }

  /// A problem at a location the input names (a JSON path, a table).
  public init(severity: Severity, file: String, location: String, text: ProblemText) {
    self.init(severity: severity, file: file, place: .named(location), text: text)
  }

  public init(severity: Severity, file: String, location: String, message: String) {
    self.init(severity: severity, file: file, location: location, text: .english(message))
  }

  public static func error(_ file: String, _ location: String, _ message: String) -> Self {
    ImportProblem(severity: .error, file: file, location: location, message: message)
  }

  public static func error(_ file: String, _ place: RecordLocation, _ message: String) -> Self {
    ImportProblem(severity: .error, file: file, place: place, text: .english(message))
  }

  public static func warning(_ file: String, _ location: String, _ warning: HistoryWarning)
    -> Self
  {
    ImportProblem(severity: .warning, file: file, location: location, text: .warning(warning))
  }

  public static func warning(
    _ file: String, _ place: RecordLocation, _ warning: HistoryWarning
  ) -> Self {
    ImportProblem(severity: .warning, file: file, place: place, text: .warning(warning))
  }

  /// Where in the file, in English (`RecordLocation.english`); empty when
  /// the problem concerns the whole file.
  public var location: String { place.english }

  /// The reader's own words; empty for a warning the catalogs say, which
  /// has no words until a catalog says it (`line(in:)` in HabitPipeline).
  public var message: String { text.english ?? "" }

  /// `file: location: message` (the location is left out when empty), with
  /// `warning: ` before the location of a warning: an error's line, and a
  /// debugging aid for a warning, whose line a catalog says. User text in it
  /// has its control characters made visible.
  public var description: String {
    let prefix = severity == .warning ? "warning: " : ""
    let message =
      switch text {
      case .english(let words): words
      case .warning(let warning): "\(warning)"
      }
    return VisibleText.visible(
      location.isEmpty
        ? "\(file): \(prefix)\(message)" : "\(file): \(prefix)\(location): \(message)")
  }
}

/// What a problem says: a warning the message catalogs say in every
/// language (English from `en.json`), every reader's warnings included, or
/// an error's English: errors stay English whatever the language (DESIGN.md
/// §3), so their words are the reader's, written where it finds them.
public enum ProblemText: Hashable, Sendable {
  case english(String)
  case warning(HistoryWarning)

  /// The English words of `.english`; nil for a catalog's warning.
  public var english: String? {
    if case .english(let words) = self { words } else { nil }
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
