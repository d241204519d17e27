import Foundation
import HabitCore
import HabitImport
import HabitJSON
import HabitPipeline
import HabitSite
import HabitSiteWriter

/// `habit-report build`: reads a history and writes the static site
/// through `BuildPipeline.build` (load, validate, compute, render, write,
/// each timed); this command only checks its settings and words the
/// outcome.
enum BuildCommand: Command {
  static let spec = CommandSpec(
    name: "build", summary: "Build the static site from a habit history.",
    optionTable: [
      CommonOptions.input,
      OptionSpec(
        name: "out", value: "DIR",
        help: "the output folder (default: site); replaced as a whole, and only when it is "
          + "empty or a site written by habit-report",
        completion: .directory),
      CommonOptions.config,
      CommonOptions.templates,
      CommonOptions.today.with(
        help: "build as of this day (default: today in the history's zone)"),
      CommonOptions.timeZone,
      CommonOptions.locale.with(
        help: "the language of the site: any messages/TAG.json of the theme (en, ar, fr, ur "
          + "ship; default: the history's, else en); ar and ur lay the pages out right to left"),
      OptionSpec(
        name: "base-url", value: "URL",
        help: "absolute address of the published site, for feed links"),
      OptionSpec(
        name: "dump-context", value: "DIR",
        help: "also write, for each page, the JSON context it was rendered with",
        completion: .directory),
      OptionSpec(
        name: "front-matter", value: "yaml|toml|none",
        help: "what opens each Markdown summary: yaml (default, ---), toml (+++) or none, so "
          + "weeks/*.md drop into a Hugo, Jekyll or Zola site",
        completion: .words(["yaml", "toml", "none"])),
      OptionSpec(
        name: "watch", value: nil,
        help: "after the first build, rebuild whenever the input (a store's -wal and -shm too), "
          + "the config or the templates change, one line per rebuild, until Ctrl-C or SIGTERM "
          + "(exit status 0); a failed rebuild prints its error and keeps the last good site"),
    ],
    exitStatus: "Exit status: 0 on success, 1 for bad input or a failed build (nothing is "
      + "written and the previous site stays whole), 2 for bad usage.")

  static func run(_ arguments: [String]) throws(CommandLineError) -> Int32 {
    guard let (parsed, configuration) = try spec.parseWithConfiguration(arguments) else {
      return 0
    }
    if parsed.flags.contains("watch") {
      return try BuildWatch(flags: parsed.options, configuration: configuration).run()
    }
    // Watch mode stops between rebuilds on its own signals (WatchSignals);
    // a single build aborts its write on one (Interruption).
    Interruption.install()
    Output.message(try build(configuration, configPath: parsed.options["config"]).line)
    return 0
  }

  /// One build from validated settings: the pipeline's one entry point
  /// (`BuildPipeline.build`), then what was written. `--watch` calls it again on every change. `configPath` is
  /// the `--config` flag, so a config file inside the output is refused.
  static func build(_ configuration: Configuration, configPath: String? = nil)
    throws(CommandLineError) -> BuildReport
  {
    let options = try InputOptions(configuration, command: spec.name)
    let siteOptions = try SiteRequest(configuration, command: spec.name)
    try siteOptions.check(locale: options.locale, command: spec.name)
    var read = [("input", options.input), ("input's companion", options.input + "-wal")]
    read.append(("input's companion", options.input + "-shm"))
    read.append(("input's companion", options.input + "-journal"))
    if let templates = siteOptions.templates { read.append(("--templates folder", templates)) }
    let config = configPath ?? Configuration.fileName
    if FileManager.default.fileExists(atPath: config) { read.append(("config file", config)) }
    try OutputPlacement.check(out: siteOptions.out, paths: read)
    if let folder = siteOptions.dumpContext {
      try OutputPlacement.checkContextFolder(folder, out: siteOptions.out, command: spec.name)
      try OutputPlacement.check(contexts: folder, paths: read)
      try ContextDump.checkNoLinks(in: folder)
    }
    let request = SiteBuildRequest(
      history: HistoryRequest(options), theme: siteOptions.loadTheme(),
      output: URL(fileURLWithPath: siteOptions.out),
      settings: BuildSettings(output: configuration.output, machineTimeZone: Machine.timeZone),
      siteOptions: { historyLocale, siteID in
        siteOptions.options(historyLocale: historyLocale, locale: options.locale, siteID: siteID)
      },
      contextFolder: siteOptions.dumpContext, interruption: Interruption.hook,
      onNote: { Output.error($0) })
    var pipeline = BuildPipeline.showingProgress()
    let outcome: SiteBuildOutcome
    do {
      outcome = try pipeline.build(request)
    } catch {
      throw CommandLineError(error)
    }
    switch outcome {
    case .unchanged(let previous):
      for warning in previous.warnings { Output.error(warning) }
      return BuildReport(
        written: 0, files: previous.files,
        line: "Wrote \(siteOptions.out): \(previous.files) files (0 changed, \(previous.files) "
          + "unchanged) for \(previous.habits) habits as of \(previous.today.isoString) "
          + "in \(pipeline.timings.summary); nothing changed since the last build.")
    case .built(let site):
      for line in site.warningLines { Output.error(line) }
      return BuildReport(
        written: site.report.written, files: site.files,
        line: "Wrote \(siteOptions.out): \(site.files) files (\(site.report.written) changed, "
          + "\(site.report.unchanged) unchanged) for \(site.evaluation.habits.count) habits as of "
          + "\(site.evaluation.today.isoString) in \(pipeline.timings.summary).")
    }
  }
}

/// What one build did: files rewritten, files in the site, and the line
/// `build` prints.
struct BuildReport {
  var written: Int
  var files: Int
  var line: String
}
