import HabitCore
import HabitJSON

/// Renders a whole site from an evaluation: every page, grid, summary and
/// feed, plus `data.json` and the theme's assets, as files in memory. The
/// writer puts them on disk.
///
/// `data.json`, the dashboard, each habit's page and SVGs and each week's
/// Markdown and page are independent, so they are rendered in parallel over
/// every core and merged in a fixed order; the archive and the feed, which
/// need every week, follow. The bytes never depend on scheduling.
public enum SiteBuilder {
  public static func build(
    _ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions
  ) throws(ThemeError) -> SiteBuild {
    let catalog = try theme.catalog(locale: options.locale)
    let environment = PageEnvironment(evaluation: evaluation, catalog: catalog, options: options)
    let keeps = options.keepsContexts
    let habits = environment.evaluation.habits
    let archive = WeeksPage(environment: environment)
    let (weeks, total) = archive.pages()
    let periods = PeriodPages(environment: environment)
    // Pieces: data.json first (the longest), the dashboard, every habit,
    // every week, every month and year.
    let firstHabit = 2
    let firstWeek = firstHabit + habits.count
    let firstPeriod = firstWeek + weeks.count
    let parts = try ParallelRender.map(firstPeriod + periods.pages.count) {
      index throws(ThemeError) -> (part: SiteBuild, week: PublishedWeek?) in
      var part = SiteBuild(keepsContexts: keeps)
      switch index {
      case 0:
        part.files.add(
          "data.json",
          bytes: DataDocument.bytes(
            evaluation, slugs: environment.paths.habitSlugs,
            generator: environment.options.generator, text: environment.readText))
      case 1:
        try DashboardPage(environment: environment).render(into: &part, theme: theme)
      case firstHabit..<firstWeek:
        let page = HabitPage(environment: environment, evaluation: habits[index - firstHabit])
        part = try page.render(theme: theme, keepsContexts: keeps)
      case firstWeek..<firstPeriod:
        let week = try weeks[index - firstWeek].render(into: &part, theme: theme)
        return (part, week)
      default:
        try periods.pages[index - firstPeriod].render(into: &part, theme: theme)
      }
      return (part, nil)
    }
    var build = SiteBuild(keepsContexts: keeps)
    build.files.add(SiteReadme.path, SiteReadme.text)
    for asset in theme.assets {
      build.files.add(asset.path, bytes: asset.bytes)
    }
    for part in parts {
      build.merge(part.part)
    }
    let published = parts.compactMap(\.week)
    try archive.render(published, total: total, into: &build, theme: theme)
    try periods.renderArchives(into: &build, theme: theme)
    try AtomFeed(environment: environment, weeks: published).render(into: &build, theme: theme)
    return build
  }
}

extension SiteBuilder {
  /// Renders the same site as `build` but hands each piece's files to
  /// `session` as soon as the piece is rendered, so the site is never whole
  /// in memory and writing overlaps rendering. Returns the page contexts
  /// when the options keep them. Throws `ThemeError` or `SiteWriteError`;
  /// the caller aborts the session on failure.
  public static func build(
    _ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions,
    into session: SiteWriteSession
  ) throws -> [String: JSONValue] {
    let catalog = try theme.catalog(locale: options.locale)
    let environment = PageEnvironment(evaluation: evaluation, catalog: catalog, options: options)
    let keeps = options.keepsContexts
    let habits = environment.evaluation.habits
    let archive = WeeksPage(environment: environment)
    let (weeks, total) = archive.pages()
    let periods = PeriodPages(environment: environment)
    // Files added later replace earlier ones of the same path, as in `build`.
    try session.add(SiteReadme.path, SiteReadme.text)
    for asset in theme.assets {
      try session.add(asset.path, bytes: asset.bytes)
    }
    let firstHabit = 2
    let firstWeek = firstHabit + habits.count
    let firstPeriod = firstWeek + weeks.count
    let parts = try ParallelRender.mapAny(firstPeriod + periods.pages.count) {
      index -> (contexts: [String: JSONValue], week: PublishedWeek?) in
      var part = SiteBuild(keepsContexts: keeps)
      var week: PublishedWeek?
      switch index {
      case 0:
        try session.add(
          "data.json",
          bytes: DataDocument.bytes(
            evaluation, slugs: environment.paths.habitSlugs,
            generator: environment.options.generator, text: environment.readText))
      case 1:
        try DashboardPage(environment: environment).render(into: &part, theme: theme)
      case firstHabit..<firstWeek:
        let page = HabitPage(environment: environment, evaluation: habits[index - firstHabit])
        part = try page.render(theme: theme, keepsContexts: keeps)
      case firstWeek..<firstPeriod:
        week = try weeks[index - firstWeek].render(into: &part, theme: theme)
      default:
        try periods.pages[index - firstPeriod].render(into: &part, theme: theme)
      }
      try session.add(part.files)
      return (part.contexts, week)
    }
    var build = SiteBuild(keepsContexts: keeps)
    var contexts: [String: JSONValue] = [:]
    for part in parts {
      contexts.merge(part.contexts) { _, new in new }
    }
    let published = parts.compactMap(\.week)
    try archive.render(published, total: total, into: &build, theme: theme)
    try periods.renderArchives(into: &build, theme: theme)
    try AtomFeed(environment: environment, weeks: published).render(into: &build, theme: theme)
    try session.add(build.files)
    contexts.merge(build.contexts) { _, new in new }
    return contexts
  }
}
