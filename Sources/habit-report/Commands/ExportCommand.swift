import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite

/// `habit-report export`: one of the site's spreadsheets, `data/days.csv`
/// or `data/periods.csv`, on stdout, byte for byte, with no site.
enum ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export", summary: "Print the history as CSV: every day, or every week, month and year.",
    optionTable: [
      CommonOptions.input,
      OptionSpec(
        name: "csv", value: "days|periods",
        help: "which spreadsheet: days (default: one row per window per day, the site's "
          + "data/days.csv) or periods (one row per window per week, month and year, the site's "
          + "data/periods.csv)",
        completion: .words(Spreadsheet.allCases.map(\.rawValue))),
      CommonOptions.today.with(
        help: "export as of this day (default: today in the history's zone)"),
      CommonOptions.timeZone,
      CommonOptions.config,
    ],
    notes: [
      "The bytes are the site's own: RFC 4180 (UTF-8, a header row, CRLF, quotes doubled), ISO "
        + "dates, a decimal point and no grouping in every locale. A text field that starts "
        + "with =, +, -, @, a tab or a CR is written with a leading ' so that no spreadsheet "
        + "runs it as a formula."
    ],
    exitStatus: "Exit status: 0 on success, 1 for bad input, 2 for bad usage.")

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    guard let (parsed, configuration) = try spec.parseWithConfiguration(arguments) else {
      return 0
    }
    let sheet = try Spreadsheet.chosen(parsed.options["csv"], command: spec.name)
    let options = try InputOptions(configuration, command: spec.name)
    // A signal while a store is read removes its private copy.
    Interruption.install(writesASite: false)
    var pipeline = BuildPipeline()
    let evaluated: EvaluatedHistory
    do {
      evaluated = try pipeline.evaluate(HistoryRequest(options))
    } catch {
      throw CommandLineError(error)
    }
    for warning in evaluated.imported.warnings { Output.error(warning.commandLineLine) }
    // Printed in pieces: days.csv of a million entries is 250 MB.
    sheet.write(evaluated.evaluation) { FileHandle.standardOutput.write(Data($0)) }
    return 0
  }
}
