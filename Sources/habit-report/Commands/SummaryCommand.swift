import HabitCore
import HabitImport
import HabitPipeline
import HabitSite

/// `habit-report summary`: the Markdown summary of one ISO week on stdout,
/// from the same theme and messages as the site's `weeks/<YYYY-Www>.md`.
enum SummaryCommand: Command {
  static let spec = CommandSpec(
    name: "summary", summary: "Print the Markdown summary of one week.",
    optionTable: [
      CommonOptions.input,
      OptionSpec(
        name: "week", value: "YYYY-Www",
        help: "the ISO week, such as 2026-W47 (default: the last complete week before today); "
          + "the week holding today is summarised as far as it has gone"),
      CommonOptions.locale.with(
        help: "the language of the summary: any messages/TAG.json of the theme (en, ar, fr, ur "
          + "ship; default: the history's, else en)"),
      CommonOptions.timeZone,
      CommonOptions.today.with(
        help: "summarise as of this day (default: today in the history's zone)"),
      CommonOptions.templates.with(
        help: "your own templates or messages (summary.md.mustache, messages/<locale>.json) "
          + "over the default theme"),
      OptionSpec(
        name: "front-matter", value: "yaml|toml|none",
        help: "what opens the summary: yaml (default: --- title, date, week, slug ---), toml "
          + "(between +++ lines) or none (the config's frontMatter)",
        completion: .words(["yaml", "toml", "none"])),
      CommonOptions.config,
    ],
    notes: [
      "The summary covers, per habit and window, the week's due, complete, partial and missed "
        + "days (n of the target for weekly-target habits, slips for habits to avoid), pauses, "
        + "and the read of the 21 days up to the week's end."
    ],
    exitStatus: "Exit status: 0 on success, 1 for bad input or templates, 2 for bad usage.")

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    guard let (parsed, configuration) = try spec.parseWithConfiguration(arguments) else {
      return 0
    }
    let options = try InputOptions(configuration, command: spec.name)
    let request = try SiteRequest(configuration, command: spec.name)
    try request.check(locale: options.locale, command: spec.name)
    var week: ISOWeek?
    if let text = parsed.options["week"] {
      guard let parsedWeek = ISOWeek(text) else {
        throw .usage(
          "'--week' expects an ISO week as YYYY-Www that exists, such as 2026-W47, found '\(text)'",
          command: spec.name)
      }
      guard (1970...2100).contains(parsedWeek.year) else {
        throw .usage(
          "'--week' expects a week between 1970 and 2100, found '\(text)'", command: spec.name)
      }
      week = parsedWeek
    }
    let theme = try request.theme()
    var pipeline = BuildPipeline()
    let (imported, evaluation) = try pipeline.evaluate(options)
    let chosen = week ?? SummaryWeeks.lastComplete(before: evaluation.today)
    if let refusal = SummaryWeeks.refusal(chosen, today: evaluation.today) {
      throw .usage(refusal, command: spec.name)
    }
    let siteOptions = request.options(
      historyLocale: imported.history.settings.locale, locale: options.locale)
    let markdown: String
    do {
      let catalog = try theme.catalog(locale: siteOptions.locale)
      markdown = try SummaryDocument.markdown(
        WeeklySummary(week: chosen, evaluation: evaluation), theme: theme,
        phrasing: ReadPhrasing(catalog: catalog), frontMatter: siteOptions.frontMatter)
    } catch {
      throw .failed("\(error)")
    }
    for warning in imported.warnings { Output.error(warning.description) }
    Output.write(markdown)
    return 0
  }
}
