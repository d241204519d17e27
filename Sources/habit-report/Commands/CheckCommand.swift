import HabitCore
import HabitImport
import HabitPipeline

/// `habit-report check`: the build's stages up to render (load, validate,
/// compute): reads and validates a history, runs the engine over it, and
/// lists what was imported and every problem found. Writes nothing.
enum CheckCommand: Command {
  static let spec = CommandSpec(
    name: "check", summary: "Validate a history and list every problem, writing nothing.",
    optionTable: [
      CommonOptions.input,
      CommonOptions.timeZone,
      CommonOptions.today,
      CommonOptions.config,
    ],
    exitStatus: "Exit status: 0 when the history is valid (warnings allowed), 1 when it has "
      + "errors, 2 for bad usage.")

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    guard let (parsed, configuration) = try spec.parseWithConfiguration(arguments) else {
      return 0
    }
    let options = try InputOptions(configuration, command: spec.name)
    // A signal while a store is read removes its private copy.
    Interruption.install(writesASite: false)
    // The stages before render: load, validate, compute.
    var pipeline = BuildPipeline()
    let (result, evaluation): (ImportResult, HistoryEvaluation)
    do {
      let evaluated = try pipeline.evaluate(HistoryRequest(options))
      (result, evaluation) = (evaluated.imported, evaluated.evaluation)
    } catch {
      guard case .input(let failure) = error.failure else { throw CommandLineError(error) }
      for problem in failure.problems {
        Output.print(problem.commandLineLine)
      }
      Output.message(
        "\(failure.errors.count) error\(failure.errors.count == 1 ? "" : "s") in \(options.input)"
      )
      return 1
    }
    let today = evaluation.today
    Output.message("\(options.input): \(result.format.rawValue)")
    for (label, value) in result.counts {
      Output.print("  \(label): \(value)")
    }
    let dayCount = evaluation.habits.reduce(0) { $0 + $1.windows.reduce(0) { $0 + $1.days.count } }
    Output.print("  day states as of \(today.isoString): \(dayCount)")
    var warnings = result.warnings.map(\.commandLineLine)
    for duplicate in evaluation.duplicates {
      let habit = evaluation.habit(id: duplicate.habitId)?.habit
      let window = habit?.windows.first { $0.id == duplicate.windowId }
      let windowName =
        window.map { $0.label.isEmpty ? $0.id : "\"\($0.label)\" (\($0.id))" } ?? duplicate.windowId
      warnings.append(
        SeverityLine.warning(
          "habit \"\(habit?.title ?? "")\" (\(duplicate.habitId)), window \(windowName), "
            + "\(duplicate.date.isoString): \(duplicate.count) entries for one day were merged "
            + "(larger amount, earliest completion kept)", file: options.input))
    }
    for warning in warnings { Output.print(warning) }
    Output.print(
      "No errors, \(warnings.count) warning\(warnings.count == 1 ? "" : "s").")
    return 0
  }
}
