import Foundation
import HabitCore
import HabitImport
import HabitJSON
import HabitPipeline
import HabitSite

/// `habit-report build`: reads a history and writes the static site, as
/// the pipeline's named stages (load, validate, compute, render, write),
/// each timed.
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
    Output.print(try build(configuration, configPath: parsed.options["config"]).line)
    return 0
  }

  /// One build from validated settings: the named stages, then what was
  /// written. `--watch` calls it again on every change. `configPath` is
  /// the `--config` flag, so a config file inside the output is refused.
  static func build(_ configuration: Configuration, configPath: String? = nil)
    throws(CommandLineError) -> BuildReport
  {
    let options = try InputOptions(configuration, command: spec.name)
    let siteOptions = try SiteRequest(configuration, command: spec.name)
    try siteOptions.check(locale: options.locale, command: spec.name)
    var read = [("input", options.input), ("input's companion", options.input + "-wal")]
    read.append(("input's companion", options.input + "-shm"))
    if let templates = siteOptions.templates { read.append(("--templates folder", templates)) }
    let config = configPath ?? Configuration.fileName
    if FileManager.default.fileExists(atPath: config) { read.append(("config file", config)) }
    try OutputPlacement.check(out: siteOptions.out, paths: read)
    if let folder = siteOptions.dumpContext { try ContextDump.checkNoLinks(in: folder) }
    var pipeline = BuildPipeline.showingProgress()
    let writer = SiteWriter(output: URL(fileURLWithPath: siteOptions.out))
    // The theme is loaded once: for the fingerprint and to render. One that
    // does not load fails the build after the input, as it always has.
    let theme = Result { () throws(CommandLineError) in try siteOptions.theme() }
    let loaded: LoadedInput
    do {
      loaded = try pipeline.load(options.input)
    } catch {
      throw CommandLineError(error)
    }
    let stamp = (try? theme.get()).map {
      BuildStamp(
        loaded,
        options: [
          options.timeZone, Machine.timeZone, options.today?.isoString, options.locale,
          siteOptions.direction, siteOptions.baseURL, siteOptions.frontMatter.rawValue,
        ], theme: $0)
    }
    if let stamp, siteOptions.dumpContext == nil,
      // The fingerprint against the marker is part of load: an unchanged
      // input stops the build there.
      let previous = pipeline.run(
        .load,
        {
          stamp.unchanged(
            writer, flag: options.today, clock: Machine.today(in:), noting: Output.error)
        })
    {
      for warning in BuildStamp.warnings(previous) { Output.error(warning) }
      let files = previous.facts["files"] ?? "0"
      return BuildReport(
        written: 0, files: Int(files) ?? 0,
        line: "Wrote \(siteOptions.out): \(files) files (0 changed, \(files) unchanged) for "
          + "\(previous.facts["habits"] ?? "0") habits as of \(previous.facts["today"] ?? "?") "
          + "in \(pipeline.timings.summary); nothing changed since the last build.")
    }
    let (imported, evaluation): (ImportResult, HistoryEvaluation)
    do {
      (imported, evaluation) = try pipeline.evaluate(consume loaded, options)
    } catch {
      throw CommandLineError(error)
    }
    // The site's own id names its feed: made once, then kept in the marker.
    let siteID = writer.recordedSiteID() ?? UUID().uuidString.lowercased()
    let site = siteOptions.options(
      historyLocale: imported.history.settings.locale, locale: options.locale, siteID: siteID)
    // The site streams to disk as it renders: the render stage writes the
    // files into the staging folder, the write stage adds the marker and
    // swaps the folder into place.
    let session: SiteWriteSession
    let contexts: [String: JSONValue]
    let report: SiteWriter.Report
    let rendering = try theme.get()
    do {
      session = try pipeline.run(.render) { () throws(PipelineFailure) in
        do throws(SiteWriteError) {
          return try Interruption.begin(writer)
        } catch {
          throw .site(error)
        }
      }
      for note in session.notes { Output.error(note) }
      contexts = try pipeline.render(evaluation, theme: rendering, options: site, into: session)
      var siteStamp = stamp?.stamp(
        today: evaluation.today, settings: imported.history.settings, files: session.count,
        habits: evaluation.habits.count, warnings: imported.warnings.map(\.description))
      siteStamp?.facts[SiteWriter.siteIDFact] = siteID
      defer { Interruption.guarding(nil) }
      report = try pipeline.write(
        session, stamp: siteStamp, contexts: contexts, contextFolder: siteOptions.dumpContext)
    } catch {
      throw CommandLineError(error)
    }
    for warning in imported.warnings { Output.error(warning.commandLineLine) }
    return BuildReport(
      written: report.written, files: session.count,
      line: "Wrote \(siteOptions.out): \(session.count) files (\(report.written) changed, "
        + "\(report.unchanged) unchanged) for \(evaluation.habits.count) habits as of "
        + "\(evaluation.today.isoString) in \(pipeline.timings.summary).")
  }
}

/// What one build did: files rewritten, files in the site, and the line
/// `build` prints.
struct BuildReport {
  var written: Int
  var files: Int
  var line: String
}
