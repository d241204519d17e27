import Foundation
import HabitCore
import HabitImport
import HabitSite
import HabitSiteWriter

extension BuildPipeline {
  /// Load, validate and compute: the history read, checked and evaluated,
  /// for the commands that stop there (`check`, `summary`).
  public mutating func evaluate(_ request: HistoryRequest) throws(StageError) -> EvaluatedHistory {
    let loaded = try load(request.input)
    return try evaluate(consume loaded, request)
  }

  /// Validate and compute for an input already loaded.
  private mutating func evaluate(_ loaded: consuming LoadedInput, _ request: HistoryRequest)
    throws(StageError) -> EvaluatedHistory
  {
    var imported = try validate(loaded, options: request.importOptions)
    let evaluation = try compute(
      imported.history, today: request.today, file: request.input, clock: request.clock)
    // Days before a start and entries after today are said, never dropped
    // in silence (DESIGN.md §3).
    imported.warnings += LoggedOutsideSpan(evaluation).warnings(file: request.input)
    return EvaluatedHistory(imported: imported, evaluation: evaluation)
  }

  /// The whole build, every stage in order: load (the input read and
  /// hashed, and its fingerprint checked against the previous build's
  /// marker, so an unchanged rebuild stops there), validate, compute, render
  /// (the write session begun through the request's interruption hook, the
  /// site streamed into it) and write (the marker, the swap, the contexts).
  /// A failure in any stage leaves the previous site as it was.
  public mutating func build(_ request: SiteBuildRequest) throws(StageError) -> SiteBuildOutcome {
    let writer = SiteWriter(output: request.output)
    let loaded = try load(request.history.input)
    let stamp = (try? request.theme.get()).map {
      BuildStamp(loaded, settings: request.settings, theme: $0)
    }
    if let stamp, request.reusesUnchangedSite, request.contextFolder == nil,
      let previous = run(
        .load,
        {
          stamp.unchanged(
            writer, flag: request.history.today, clock: request.history.clock,
            noting: request.onNote)
        })
    {
      return .unchanged(previous)
    }
    let evaluated = try evaluate(consume loaded, request.history)
    let settings = evaluated.imported.history.settings
    let evaluation = evaluated.evaluation
    // The site's own id names its feed: made once, then kept in the marker.
    let siteID =
      BuildFacts.siteID(in: writer.recordedFacts()) ?? UUID().uuidString.lowercased()
    let options = request.siteOptions(settings.locale, siteID)
    let theme: Theme
    switch request.theme {
    case .success(let loadedTheme): theme = loadedTheme
    case .failure(let error): throw StageError(stage: .render, failure: .theme(error))
    }
    // The warnings about the history are said in the site's language, tag
    // and all (a missing message file fails the render below, naming it).
    // Read once: the render below takes it too.
    let themeCatalog = try? theme.catalog(locale: options.locale)
    let catalog = themeCatalog ?? DefaultTheme.english
    let warningLines = evaluated.imported.warnings.map { $0.line(in: catalog) }
    // The site streams to disk as it renders: render writes the files into
    // the staging folder, write adds the marker and swaps the folder in.
    let session = try run(.render) { () throws(PipelineFailure) in
      do throws(SiteWriteError) {
        return try request.interruption.begin(writer)
      } catch {
        throw .site(error)
      }
    }
    defer { request.interruption.end() }
    for note in session.notes { request.onNote(note) }
    let contexts = try render(
      evaluation, theme: theme, options: options, catalog: themeCatalog, into: session)
    let siteStamp = stamp?.stamp(
      BuildFacts(
        timeZone: settings.timeZone, dayStartMinute: settings.dayStartMinute,
        today: evaluation.today, files: session.count, habits: evaluation.habits.count,
        warnings: warningLines, siteId: siteID))
    let report = try write(
      session, stamp: siteStamp, contexts: contexts, contextFolder: request.contextFolder)
    return .built(
      BuiltSite(
        imported: evaluated.imported, evaluation: evaluation, report: report,
        files: session.count, warningLines: warningLines))
  }
}
