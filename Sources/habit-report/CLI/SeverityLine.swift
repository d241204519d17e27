import HabitImport

/// How every command words a line it reports, by its severity: an error as
/// `error: what`, a warning as `warning: what`, or `file: warning: what`
/// when it names its file. The one renderer: problems
/// (`ImportProblem.commandLineLine`), failures (`CommandLineError.message`),
/// a template's missing partials, `check`'s merged entries and a signal's
/// note all go through it, so a warning is never worded as an error. User
/// text in a line has its control characters made visible (`\u001b`), so
/// no title or path can rewrite the terminal (`VisibleText`).
enum SeverityLine {
  static func error(_ text: String) -> String {
    VisibleText.visible("error: \(text)")
  }

  static func warning(_ text: String, file: String? = nil) -> String {
    VisibleText.visible(file.map { "\($0): warning: \(text)" } ?? "warning: \(text)")
  }
}
