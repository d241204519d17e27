import Foundation
import HabitImport

/// The command line: picks the command, runs it, and turns any failure into
/// one message on stderr and an exit status (0 success, 1 bad input or failed
/// build, 2 bad usage).
enum HabitReportTool {
  /// Every command, in the order the overview, the man page and the
  /// completions list them.
  nonisolated(unsafe) static let commands: [any Command.Type] = [
    BuildCommand.self,
    SummaryCommand.self,
    CheckCommand.self,
    ExportCommand.self,
    SampleCommand.self,
    TemplateCommand.self,
    CompletionsCommand.self,
    VersionCommand.self,
    ManPageCommand.self,
  ]

  /// The commands' specifications, in order.
  static var specs: [CommandSpec] { commands.map { $0.spec } }

  /// What the tool does, in one line.
  static let description = "turn a habit history into a static website and weekly summaries."

  static var overview: String { HelpText.overview(specs) }

  static func main(_ arguments: [String]) -> Int32 {
    guard let name = arguments.first else {
      Output.error(overview)
      return 2
    }
    if name == "--help" || name == "-h" || name == "help" {
      Output.print(overview)
      return 0
    }
    if name == "--version" {
      Output.print(BuildInfo.versionLine)
      return 0
    }
    guard let command = commands.first(where: { $0.spec.name == name }) else {
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
  /// What the command accepts and how it is described.
  static var spec: CommandSpec { get }

  /// Runs with the arguments after the command's name; returns the exit
  /// status on success or when the command decides it (check with errors).
  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32
}

/// Writing to stdout and stderr.
enum Output {
  static func print(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  /// A message line on stdout ("Wrote …", `check`'s lines): control
  /// characters in it (from a path or a title) are made visible, never sent
  /// raw to the terminal. Documents (a summary, a rendered template) go
  /// through `print` and `write` as they are.
  static func message(_ text: String) {
    print(VisibleText.visible(text))
  }

  /// Writes exactly `text`, adding nothing.
  static func write(_ text: String) {
    FileHandle.standardOutput.write(Data(text.utf8))
  }

  /// A message on stderr: control characters in it (from a title, a path)
  /// are made visible (`\u001b`), never sent raw to the terminal.
  static func error(_ text: String) {
    FileHandle.standardError.write(Data((VisibleText.visible(text) + "\n").utf8))
  }

  /// A progress line, only when stderr is a terminal.
  static func progress(_ text: String) {
    guard isatty(2) != 0 else { return }
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
