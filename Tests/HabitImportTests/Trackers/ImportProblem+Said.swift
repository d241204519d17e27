import HabitImport
import HabitPipeline
import HabitSite

extension ImportProblem {
  /// The problem's words as `check` prints them after its location: a
  /// warning in `en.json`'s English, an error as its reader wrote it.
  var said: String {
    if case .warning(let warning) = text { return warning.text(DefaultTheme.english) }
    return message
  }
}
