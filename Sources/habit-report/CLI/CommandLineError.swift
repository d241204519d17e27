import HabitImport
import HabitPipeline
import HabitSite
import Mustache

/// Every way a command can fail, each with its exit status: 2 for bad usage,
/// 1 for bad input or a failed build. One place (`HabitReportTool`) turns
/// these into messages on stderr.
enum CommandLineError: Error {
  /// The command line itself is wrong; `help` names the command to ask about.
  case usage(String, command: String?)
  /// The input could not be read; every problem is listed.
  case input(ImportFailure)
  /// A theme file (`--templates`, `--partials`) that cannot be used.
  case theme(ThemeError)
  /// A template (`template` command) that does not parse or render.
  case template(MustacheError)
  /// A stage of the build failed for another reason than its input.
  case build(PipelineFailure)
  /// Anything else that stops a command after its arguments were accepted.
  case failed(String)

  var exitStatus: Int32 {
    switch self {
    case .usage: return 2
    case .input, .theme, .template, .build, .failed: return 1
    }
  }

  var message: String {
    switch self {
    case .usage(let text, let command):
      let help = command.map { "habit-report \($0) --help" } ?? "habit-report --help"
      return SeverityLine.error("\(text)\nRun '\(help)' for usage.")
    case .input(let failure):
      let errors = failure.errors.count
      let lines = failure.problems.map(\.commandLineLine)
      return (lines + ["\(errors) error\(errors == 1 ? "" : "s"); nothing was written."])
        .joined(separator: "\n")
    case .theme(let error):
      return SeverityLine.error("\(error)")
    case .template(let error):
      return SeverityLine.error("\(error)")
    case .build(.site(let error)):
      // The writer's failure leaves the previous site whole.
      return SeverityLine.error("\(error)\nNothing was written.")
    case .build(let failure):
      return SeverityLine.error("\(failure)")
    case .failed(let text):
      return SeverityLine.error(text)
    }
  }
}
