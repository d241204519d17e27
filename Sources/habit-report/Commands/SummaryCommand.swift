import Foundation
import HabitCore
import HabitImport
import HabitPipeline
import HabitSite

/// `habit-report summary`: the Markdown summary of one ISO week, month or
/// year on stdout, from the same theme and messages as the site's
/// `weeks/<YYYY-Www>.md`, `months/<YYYY-MM>.md` and `years/<YYYY>.md`.
enum SummaryCommand: Command {
  static let spec = CommandSpec(
    name: "summary", summary: "Print the Markdown summary of one week, month or year.",
    optionTable: [
      CommonOptions.input,
      OptionSpec(
        name: "week", value: "YYYY-Www",
        help: "the ISO week, such as 2026-W47 (default: the last complete week before today); "
          + "the week holding today is summarised as far as it has gone"),
      OptionSpec(
        name: "month", value: "YYYY-MM",
        help: "summarise this calendar month instead, such as 2026-10 (not with --week or "
          + "--year); the month holding today as far as it has gone"),
      OptionSpec(
        name: "year", value: "YYYY",
        help: "summarise this calendar year instead, such as 2026 (not with --week or --month); "
          + "the year holding today as far as it has gone"),
      CommonOptions.locale.with(
        help: "the language of the summary: any messages/TAG.json of the theme (en, ar, fr, ur "
          + "ship; default: the history's, else en)"),
      CommonOptions.timeZone,
      CommonOptions.today.with(
        help: "summarise as of this day (default: today in the history's zone)"),
      CommonOptions.templates.with(
        help: "your own templates or messages (summary.md.mustache, month.md.mustache, "
          + "year.md.mustache, messages/<locale>.json) "
          + "over the default theme"),
      OptionSpec(
        name: "front-matter", value: "yaml|toml|none",
        help: "what opens the summary: yaml (default: --- title, date, week, slug ---), toml "
          + "(between +++ lines) or none (the config's frontMatter)",
        completion: .words(["yaml", "toml", "none"])),
      OptionSpec(
        name: "bundle", value: "DIR",
        help: "write DIR/index.md and the picture of the period's days beside it (a Hugo leaf "
          + "bundle, ready for a Hugo or Jekyll content folder) instead of printing",
        completion: .directory),
      CommonOptions.config,
    ],
    notes: [
      "The summary covers, per habit and window, the week's due, complete, partial and missed "
        + "days (n of the target for weekly-target habits, slips for habits to avoid), pauses, "
        + "and the read of the 21 days up to the week's end.",
      "A month or a year adds, per habit and window, the days done though not due, the "
        + "periods met for period habits (\"3 of 4 weeks\"), the slips of habits to avoid, the "
        + "time of timed habits and the amount of counted ones, and each group's numbers.",
    ],
    exitStatus: "Exit status: 0 on success, 1 for bad input or templates, 2 for bad usage.")

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    guard let (parsed, configuration) = try spec.parseWithConfiguration(arguments) else {
      return 0
    }
    let own = try SummaryArguments(parsed, command: spec.name)
    let options = try InputOptions(configuration, command: spec.name)
    let request = try SiteRequest(configuration, command: spec.name)
    try request.check(locale: options.locale, command: spec.name)
    let theme: Theme
    do {
      theme = try request.theme()
    } catch {
      throw .theme(error)
    }
    // A signal while a store is read removes its private copy.
    Interruption.install(writesASite: false)
    var pipeline = BuildPipeline()
    let evaluated: EvaluatedHistory
    do {
      evaluated = try pipeline.evaluate(HistoryRequest(options))
    } catch {
      throw CommandLineError(error)
    }
    let (imported, evaluation) = (evaluated.imported, evaluated.evaluation)
    let period = try own.period.resolved(today: evaluation.today, command: spec.name)
    let siteOptions = request.options(
      historyLocale: imported.history.settings.locale, locale: options.locale)
    let markdown: String
    let catalog: MessageCatalog
    var bundle: PeriodDocument.Bundle?
    do throws(ThemeError) {
      catalog = try theme.catalog(locale: siteOptions.locale)
      if own.bundle != nil {
        bundle = try PeriodDocument.bundle(
          period, evaluation: evaluation, theme: theme, catalog: catalog, options: siteOptions)
        markdown = bundle?.markdown ?? ""
      } else {
        markdown = try PeriodDocument.markdown(
          PeriodSummary(period: period, evaluation: evaluation), theme: theme,
          phrasing: ReadPhrasing(catalog: catalog), frontMatter: siteOptions.frontMatter)
      }
    } catch {
      throw .theme(error)
    }
    // The warnings about the history are said in the summary's language,
    // tag and all.
    for warning in imported.warnings { Output.error(warning.line(in: catalog)) }
    if let bundle, let folder = own.bundle {
      try write(bundle, into: folder)
      return 0
    }
    Output.write(markdown)
    return 0
  }

  /// Writes `bundle` as `folder/index.md` and its picture beside it,
  /// making the folder if needed.
  static func write(_ bundle: PeriodDocument.Bundle, into folder: String)
    throws(CommandLineError)
  {
    let url = URL(fileURLWithPath: folder, isDirectory: true)
    do {
      try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
      try Data(bundle.markdown.utf8).write(to: url.appendingPathComponent("index.md"))
      try Data(bundle.picture).write(to: url.appendingPathComponent(bundle.pictureName))
    } catch {
      throw .failed("\(folder): cannot write the bundle: \(SiteWriteError.reason(for: error))")
    }
    Output.message("Wrote \(folder)/index.md and \(folder)/\(bundle.pictureName).")
  }
}
