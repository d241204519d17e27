import HabitCore
import HabitImport
import HabitSite

/// `habit-report summary`: the Markdown summary of one ISO week on stdout,
/// from the same theme and messages as the site's `weeks/<YYYY-Www>.md`.
enum SummaryCommand: Command {
  static let spec = CommandSpec(
    name: "summary",
    options: ["input", "week", "locale", "time-zone", "today", "templates", "config"],
    help: """
      Print the Markdown summary of one week.

      Usage: habit-report summary --input FILE [--week YYYY-Www] [--locale TAG]
                                  [--time-zone ZONE] [--today YYYY-MM-DD]
                                  [--templates DIR] [--config FILE]

      Options:
        --input FILE       the history: a habit-export JSON file, the app's SQLite store,
                           a Loop Habit Tracker backup, an Objectuve goals export, a Rewire or
                           Tickmate database or a HabitBull CSV export (detected from the content)
        --week YYYY-Www    the ISO week, such as 2026-W47 (default: the last complete
                           week before today); the week holding today is summarised
                           as far as it has gone
        --locale TAG       the language of the summary: any messages/TAG.json of the theme
                           (en, ar, fr, ur ship; default: the history's, else en)
        --time-zone ZONE   read time stamps in this IANA zone (default: the config's
                           timeZone, else the input's own, else this machine's)
        --today DATE       summarise as of this day (default: today in the history's zone)
        --templates DIR    your own templates or messages (summary.md.mustache,
                           messages/<locale>.json) over the default theme
        --config FILE      settings file (default: ./habit-report.json when present);
                           flags win over it

      The summary covers, per habit and window, the week's due, complete, partial and
      missed days (n of the target for weekly-target habits, slips for habits to avoid),
      pauses, and the read of the 21 days up to the week's end.

      Exit status: 0 on success, 1 for bad input or templates, 2 for bad usage.
      """)

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
      week = parsedWeek
    }
    let theme = try request.theme()
    let imported = try options.load()
    let today = try options.resolvedToday(for: imported.history)
    let chosen = week ?? SummaryWeeks.lastComplete(before: today)
    if let refusal = SummaryWeeks.refusal(chosen, today: today) {
      throw .usage(refusal, command: spec.name)
    }
    let evaluation = DensityEngine(history: imported.history).evaluate(today: today)
    let siteOptions = request.options(
      historyLocale: imported.history.settings.locale, locale: options.locale)
    let markdown: String
    do {
      let catalog = try theme.catalog(locale: siteOptions.locale)
      markdown = try SummaryDocument.markdown(
        WeeklySummary(week: chosen, evaluation: evaluation), theme: theme,
        phrasing: ReadPhrasing(catalog: catalog))
    } catch {
      throw .failed("\(error)")
    }
    for warning in imported.warnings { Output.error(warning.description) }
    Output.write(markdown)
    return 0
  }
}
