import HabitImport
import HabitPipeline
import HabitSite

extension ImportProblem {
  /// The problem as a command without a language prints it, in the
  /// built-in English (`messages/en.json`): an error as `error: file:
  /// location: message`, a warning as `file: warning: location: message`,
  /// so a warning listed beside errors is never shown as one. `build` and
  /// `summary` say a warning in their language with `line(in:)`.
  var commandLineLine: String { line(in: DefaultTheme.english) }
}
