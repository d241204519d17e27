import Foundation
import HabitCore
import HabitImport
import HabitSample
import HabitSite

/// `habit-report sample`: writes a realistic, deterministic history for
/// trying the tool and for benchmarks, as a JSON export or as the app's
/// SQLite store.
enum SampleCommand: Command {
  static let spec = CommandSpec(
    name: "sample",
    summary: "Write a realistic sample history (the same generator made examples/).",
    optionTable: [
      OptionSpec(
        name: "habits", value: "N", help: "how many habits (1 to 1000)", synopsis: .required),
      OptionSpec(
        name: "years", value: "N", help: "how many years of history (1 to 50)",
        synopsis: .required),
      OptionSpec(
        name: "seed", value: "N",
        help: "the random seed (default 1); the same seed gives the same bytes"),
      OptionSpec(
        name: "out", value: "FILE", help: "where to write; an existing file is replaced",
        completion: .file, synopsis: .required),
      OptionSpec(
        name: "format", value: "json|sqlite",
        help: "a habit-export JSON file (default) or the app's SQLite store",
        completion: .words(["json", "sqlite"])),
      OptionSpec(
        name: "today", value: "YYYY-MM-DD",
        help: "the last day of the history (default 2026-11-29)"),
      OptionSpec(
        name: "example", value: nil,
        help: "the curated history of examples/ instead of a generated one", synopsis: .hidden),
    ],
    otherUsages: ["--example --out FILE [--format json|sqlite]"],
    exitStatus: "Exit status: 0 on success, 1 when the file cannot be written, 2 for bad usage.")

  static let defaultToday = LocalDate(iso: "2026-11-29")!

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    let parsed = try ParsedArguments(arguments, spec: spec)
    if parsed.flags.contains("help") {
      Output.print(spec.help)
      return 0
    }
    let arguments = try SampleArguments(parsed, spec: spec)
    let (out, format, today) = (arguments.out, arguments.format, arguments.today)
    let history: History
    switch arguments.source {
    case .example:
      history = SampleHistory.example(endingOn: today)
    case .generated(let habits, let years, let seed):
      history = SampleHistory.generate(habits: habits, years: years, seed: seed, endingOn: today)
    }
    do {
      if format == .sqlite {
        try CoreDataStoreWriter.write(history, to: out)
      } else {
        let exportedAt = today.isoString + "T20:15:00Z"
        try Data(JSONExportWriter.encode(history, exportedAt: exportedAt).utf8)
          .write(to: URL(fileURLWithPath: out))
      }
    } catch {
      throw .failed("\(out): cannot write the sample: \(SiteWriteError.reason(for: error))")
    }
    let entries = history.habits.reduce(0) { $0 + $1.windows.reduce(0) { $0 + $1.entries.count } }
    Output.message(
      "Wrote \(out): \(history.habits.count) habits, \(entries) entries, \(history.sessions.count) work sessions."
    )
    // DESIGN's layout of the app's store has no column for a day's note.
    let notes = history.habits.reduce(0) {
      $0 + $1.windows.reduce(0) { $0 + $1.entries.filter { $0.note != nil }.count }
    }
    if format == .sqlite, notes > 0 {
      Output.print(
        "  \(notes) day notes left out: the app's store has no column for them "
          + "(--format json keeps them).")
    }
    return 0
  }
}
