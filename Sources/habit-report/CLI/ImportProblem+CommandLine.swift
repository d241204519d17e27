import HabitImport

extension ImportProblem {
  /// The problem as every command prints it, by its own severity: an error
  /// as `error: file: location: message`, a warning as
  /// `file: warning: location: message` (its description), so a warning
  /// listed beside errors is never shown as one.
  var commandLineLine: String {
    switch severity {
    case .error: SeverityLine.error(description)
    case .warning:
      SeverityLine.warning(location.isEmpty ? message : "\(location): \(message)", file: file)
    }
  }
}
