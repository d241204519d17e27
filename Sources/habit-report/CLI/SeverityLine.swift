/// How every command words a line it reports, by its severity: an error as
/// `error: what`, a warning as `warning: what`, or `file: warning: what`
/// when it names its file. The one renderer: problems
/// (`ImportProblem.commandLineLine`), failures (`CommandLineError.message`),
/// a template's missing partials, `check`'s merged entries and a signal's
/// note all go through it, so a warning is never worded as an error.
enum SeverityLine {
  static func error(_ text: String) -> String {
    "error: \(text)"
  }

  static func warning(_ text: String, file: String? = nil) -> String {
    file.map { "\($0): warning: \(text)" } ?? "warning: \(text)"
  }
}
