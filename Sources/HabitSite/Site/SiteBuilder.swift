import HabitCore
import HabitJSON

/// Renders a whole site from an evaluation: every page, grid, summary and
/// feed, plus `data.json` and the theme's assets, handed to an emitter as
/// they are made. One path for every build: the CLI streams into a
/// `SiteWriteSession`, tests and in-memory callers collect into a
/// `SiteCollector`.
///
/// The theme's files come first (rank 0); then the pieces (`SitePiece`:
/// `data.json`, the dashboard, each habit, each week, each month and
/// year), which are independent, so they render in parallel over every
/// core, each emitted as it finishes (rank 1, 2, …); last the archives and
/// the feed, which need every week (month, year). Where two of them write one path the later rank's file is
/// kept, so the bytes never depend on scheduling.
public enum SiteBuilder {
  /// Builds the site into `emitter` and returns the page contexts when the
  /// options keep them (`SiteOptions.keepsContexts`), else an empty
  /// dictionary. Throws `ThemeError` or the emitter's error (a session's
  /// `SiteWriteError`); the caller aborts a session on failure.
  public static func build(
    _ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions,
    into emitter: some SiteEmitter
  ) throws -> [String: JSONValue] {
    let catalog = try theme.catalog(locale: options.locale)
    let environment = PageEnvironment(evaluation: evaluation, catalog: catalog, options: options)
    let archive = WeeksPage(environment: environment)
    let (weeks, total) = archive.pages()
    let periods = PeriodPages(environment: environment)
    let inputs = SitePiece.Inputs(
      environment: environment, theme: theme, weeks: weeks, periods: periods.pages)

    var themeFiles = SiteFiles()
    themeFiles.add(SiteReadme.path, SiteReadme.text)
    for asset in theme.assets {
      themeFiles.add(asset.path, bytes: asset.bytes)
    }
    for (path, asset) in theme.copiedAssets {
      themeFiles.add(path, copying: asset)
    }
    try emitter.emit(themeFiles, rank: 0)

    let pieces = SitePiece.all(inputs)
    let rendered = try ParallelRender.map(pieces.count) {
      index -> (contexts: [String: JSONValue], week: PublishedWeek?) in
      let piece = try pieces[index].render(inputs)
      try emitter.emit(piece.part.files, rank: 1 + index)
      return (piece.part.contexts, piece.week)
    }

    var last = SiteBuild(keepsContexts: options.keepsContexts)
    let published = rendered.compactMap(\.week)
    try archive.render(published, total: total, into: &last, theme: theme)
    try periods.renderArchives(into: &last, theme: theme)
    try AtomFeed(environment: environment, weeks: published).render(into: &last, theme: theme)
    try emitter.emit(last.files, rank: 1 + pieces.count)

    var contexts: [String: JSONValue] = [:]
    for piece in rendered {
      contexts.merge(piece.contexts) { _, new in new }
    }
    contexts.merge(last.contexts) { _, new in new }
    return contexts
  }
}
