import HabitCore

/// Renders a whole site from an evaluation: every page, grid, summary and
/// feed, plus `data.json` and the theme's assets, as files in memory. The
/// writer puts them on disk.
public enum SiteBuilder {
  public static func build(
    _ evaluation: HistoryEvaluation, theme: Theme, options: SiteOptions
  ) throws(ThemeError) -> SiteBuild {
    let catalog = try theme.catalog(locale: options.locale)
    let environment = PageEnvironment(evaluation: evaluation, catalog: catalog, options: options)
    var build = SiteBuild()
    let data = DataDocument.make(
      evaluation, slugs: environment.paths.habitSlugs, text: environment.readText)
    build.files.add("data.json", JSONWriter(pretty: true).string(data))
    build.files.add(SiteReadme.path, SiteReadme.text)
    for asset in theme.assets {
      build.files.add(asset.path, bytes: asset.bytes)
    }
    let dashboard = DashboardPage(environment: environment)
    try dashboard.render(into: &build, theme: theme)
    try HabitPage.renderAll(environment, theme: theme, into: &build)
    let weeks = try WeeksPage(environment: environment).render(into: &build, theme: theme)
    try AtomFeed(environment: environment, weeks: weeks).render(into: &build, theme: theme)
    return build
  }
}
