import HabitCore
import HabitJSON

/// Renders a whole site from an evaluation: every page, grid, summary and
/// feed, plus `data.json` and the theme's assets, handed to an emitter as
/// they are made. One path for every build: the CLI streams into a
/// `SiteWriteSession`, tests and in-memory callers collect into a
/// `SiteCollector`.
///
/// The theme's files come first (rank 0); then the pieces (`SitePiece`:
/// `data.json`, the dashboard, each habit, each week, month and
/// year), which are independent, so they render in parallel over every
/// core, each emitted as it finishes (rank 1, 2, …); last the archives and
/// the feed, which need every week (month, year). Where two of them write one path the later rank's file is
/// kept, so the bytes never depend on scheduling.
public enum SiteBuilder {
  /// Builds the site into `emitter` and returns the page contexts when the
  /// options keep them (`SiteOptions.keepsContexts`), else an empty
  /// dictionary. Throws the theme's error or the emitter's (a session's
  /// `SiteWriteError`); the caller aborts a session on failure. `catalog`
  /// is the theme's for the options' locale when the caller has read it
  /// already (reading one takes longer than a small site's data.json).
  public static func build(
    _ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions,
    catalog given: MessageCatalog? = nil, into emitter: some SiteEmitter
  ) throws(SiteBuildError) -> [String: JSONValue] {
    let catalog: MessageCatalog
    if let given {
      catalog = given
    } else {
      catalog = try themed { () throws(ThemeError) in try theme.catalog(locale: options.locale) }
    }
    let environment = PageEnvironment(evaluation: evaluation, catalog: catalog, options: options)
    let periods = PeriodPages(environment: environment)
    let inputs = SitePiece.Inputs(environment: environment, theme: theme, periods: periods.pages)

    var themeFiles = SiteFiles()
    themeFiles.add(SiteReadme.path, SiteReadme.text)
    for asset in theme.assets(locale: options.locale) {
      themeFiles.add(asset.path, bytes: asset.bytes)
    }
    for (path, asset) in theme.copiedAssets(locale: options.locale) {
      themeFiles.add(path, copying: asset)
    }
    try emit(themeFiles, rank: 0, into: emitter)

    let pieces = SitePiece.all(inputs)
    let rendered = try parallelMap(pieces.count) {
      (index) throws(SiteBuildError) -> RenderedPiece in
      let piece = try themed { () throws(ThemeError) in try pieces[index].render(inputs) }
      try emit(piece.part.files, rank: 1 + index, into: emitter)
      // Every period's share is kept for the archives; only the summaries
      // the feed may carry are kept whole until it is written.
      let today = environment.evaluation.today
      let carried = piece.period.flatMap { AtomFeed.mayCarry($0.period, today: today) ? $0 : nil }
      let share = piece.period.flatMap { published in
        published.share.map { (period: published.period, ratio: $0) }
      }
      return RenderedPiece(contexts: piece.part.contexts, share: share, carried: carried)
    }

    var last = SiteBuild(keepsContexts: options.keepsContexts)
    var shares: [ReportPeriod: Ratio] = [:]
    for case let share? in rendered.map(\.share) { shares[share.period] = share.ratio }
    let carried = rendered.compactMap(\.carried)
    try themed { () throws(ThemeError) in
      try periods.renderArchives(into: &last, theme: theme, shares: shares)
      try AtomFeed(
        environment: environment, weeks: carried.filter { $0.period.unit.feedLimit > 0 }
      )
      .render(into: &last, theme: theme)
    }
    try emit(last.files, rank: 1 + pieces.count, into: emitter)

    var contexts: [String: JSONValue] = [:]
    for piece in rendered {
      contexts.merge(piece.contexts) { _, new in new }
    }
    contexts.merge(last.contexts) { _, new in new }
    return contexts
  }

  /// `body`, its theme error typed as the build's.
  private static func themed<Value>(_ body: () throws(ThemeError) -> Value)
    throws(SiteBuildError) -> Value
  {
    do {
      return try body()
    } catch {
      throw .theme(error)
    }
  }

  /// Hands `files` to `emitter`, its failure typed as the build's.
  private static func emit(_ files: SiteFiles, rank: Int, into emitter: some SiteEmitter)
    throws(SiteBuildError)
  {
    do {
      try emitter.emit(files, rank: rank)
    } catch {
      throw .write(error)
    }
  }
}

/// What the build keeps of one rendered piece until the archives and the
/// feed are written: its contexts (for `--dump-context`), its period's share
/// (an archive line's), and its summary where the feed may carry it.
private struct RenderedPiece: Sendable {
  let contexts: [String: JSONValue]
  let share: (period: ReportPeriod, ratio: Ratio)?
  let carried: PublishedPeriod?
}
