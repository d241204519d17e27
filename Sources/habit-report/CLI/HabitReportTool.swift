import Foundation

/// The command line: picks the command, runs it, and turns any failure into
/// one message on stderr and an exit status (0 success, 1 bad input or failed
/// build, 2 bad usage).
enum HabitReportTool {
  nonisolated(unsafe) static let commands: [String: any Command.Type] = [
    "build": BuildCommand.self,
    "check": CheckCommand.self,
    "sample": SampleCommand.self,
    "summary": SummaryCommand.self,
    "template": TemplateCommand.self,
  ]

  static let overview = """
    habit-report: turn a habit history into a static website and weekly summaries.

    Usage:
      habit-report build   --input FILE [--out site] [--config FILE] [--templates DIR]
                           [--today YYYY-MM-DD] [--time-zone ZONE] [--locale TAG]
                           [--base-url URL] [--dump-context DIR] [--watch]
      habit-report summary --input FILE [--week YYYY-Www] [--locale TAG]
      habit-report check   --input FILE [--time-zone ZONE]
      habit-report sample  --habits N --years N [--seed N] --out FILE [--format json|sqlite]
      habit-report template render TEMPLATE --data FILE.json [--partials DIR]

    Run 'habit-report COMMAND --help' for a command's options.
    """

  static func main(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      Output.error(overview)
      return 2
    }
    if name == "--help" || name == "-h" || name == "help" {
      Output.print(overview)
      return 0
    }
    guard let command = commands[name] else {
      Output.error(CommandLineError.usage("unknown command '\(name)'", command: nil).message)
      return 2
    }
    do {
      return try command.run(Array(arguments.dropFirst()))
    } catch {
      Output.error(error.message)
      return error.exitStatus
    }
  }
}

/// One command of the tool.
protocol Command {
  /// Runs with the arguments after the command's name; returns the exit
  /// status on success or when the command decides it (check with errors).
  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32
}

/// Writing to stdout and stderr.
enum Output {
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// Writes exactly `text`, adding nothing.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  /// A progress line, only when stderr is a terminal.
  static func progress(_ text: String) {
    guard isatty(2) != 0 else { return }
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
