import Foundation
import HabitCore
import HabitImport
import HabitJSON
import HabitSite

/// `habit-report build`: reads a history and writes the static site, as
/// named stages (load, compute, render, write), each timed.
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
    var timer = StageTimer()
    let writer = SiteWriter(output: URL(fileURLWithPath: siteOptions.out))
    // The fingerprint needs the theme; a theme that does not load fails the
    // build below, after the input, as it always has.
    let stamp = (try? siteOptions.theme()).map {
      BuildStamp(
        inputPath: options.input,
        options: [
          options.timeZone, Machine.timeZone, options.today?.isoString, options.locale,
          siteOptions.direction, siteOptions.baseURL, siteOptions.frontMatter.rawValue,
        ], theme: $0)
    }
    if let stamp, siteOptions.dumpContext == nil,
      let previous = timer.run(
        "check",
        {
          stamp.unchanged(writer, flag: options.today, clock: Machine.today(in:))
        })
    {
      for warning in BuildStamp.warnings(previous) { Output.error(warning) }
      let files = previous.facts["files"] ?? "0"
      return BuildReport(
        written: 0, files: Int(files) ?? 0,
        line: "Wrote \(siteOptions.out): \(files) files (0 changed, \(files) unchanged) for "
          + "\(previous.facts["habits"] ?? "0") habits as of \(previous.facts["today"] ?? "?") "
          + "in \(timer.summary); nothing changed since the last build.")
    }

    let imported = try timer.run("load") { () throws(CommandLineError) in try options.load() }
    let today = try options.resolvedToday(for: imported.history)
    let evaluation = timer.run("compute") {
      DensityEngine(history: imported.history).evaluate(today: today)
    }
    let theme = try siteOptions.theme()
    // The site's own id names its feed: made once, then kept in the marker.
    let siteID = writer.recordedSiteID() ?? UUID().uuidString.lowercased()
    // The site streams to disk as it renders: the render stage writes the
    // files into the staging folder, the write stage adds the marker and
    // swaps the folder into place.
    let (session, contexts) = try timer.run("render") {
      () throws(CommandLineError) -> (SiteWriteSession, [String: JSONValue]) in
      let session: SiteWriteSession
      do {
        session = try Interruption.begin(writer)
      } catch {
        throw .failed("\(error)\nNothing was written.")
      }
      for note in session.notes { Output.error(note) }
      do {
        let contexts = try SiteBuilder.build(
          evaluation, theme: theme,
          options: siteOptions.options(
            historyLocale: imported.history.settings.locale,
            locale: options.locale, siteID: siteID),
          into: session)
        return (session, contexts)
      } catch let error as SiteWriteError {
        session.abort()
        throw .failed("\(error)\nNothing was written.")
      } catch {
        session.abort()
        throw .failed("\(error)")
      }
    }
    let fileCount = session.count
    var siteStamp = stamp?.stamp(
      today: today, settings: imported.history.settings, files: fileCount,
      habits: evaluation.habits.count, warnings: imported.warnings.map(\.description))
    siteStamp?.facts[SiteWriter.siteIDFact] = siteID
    let report = try timer.run("write") { () throws(CommandLineError) in
      let report: SiteWriter.Report
      defer { Interruption.guarding(nil) }
      do {
        report = try session.commit(stamp: siteStamp)
      } catch {
        throw .failed("\(error)\nNothing was written.")
      }
      // The contexts are written only once the site is in place, so a failed
      // build leaves nothing behind.
      if let folder = siteOptions.dumpContext {
        do {
          try ContextDump.write(contexts, to: folder)
        } catch {
          throw .failed(
            "\(folder): cannot write the page contexts (--dump-context): "
              + ((error as? ContextDump.Failure)?.description ?? SiteWriteError.reason(for: error)))
        }
      }
      return report
    }
    for warning in imported.warnings { Output.error(warning.description) }
    return BuildReport(
      written: report.written, files: fileCount,
      line: "Wrote \(siteOptions.out): \(fileCount) files (\(report.written) changed, "
        + "\(report.unchanged) unchanged) for \(evaluation.habits.count) habits as of "
        + "\(today.isoString) in \(timer.summary).")
  }
}

/// What one build did: files rewritten, files in the site, and the line
/// `build` prints.
struct BuildReport {
  var written: Int
  var files: Int
  var line: String
}
