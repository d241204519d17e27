/// The month and year pages of one build, and their two archives.
struct PeriodPages {
  /// `months/index.html`, then `years/index.html`.
  let archives: [PeriodsPage]
  /// Every month's page, newest first, then every year's.
  let pages: [PeriodPage]

  init(environment: PageEnvironment) {
    let months = PeriodsPage(environment: environment, unit: .month)
    let years = PeriodsPage(environment: environment, unit: .year)
    let parts = SummaryParts(environment.evaluation, phrasing: environment.phrasing)
    archives = [months, years]
    pages = [months, years].flatMap {
      $0.pages(parts: parts, months: months.periods, years: years.periods)
    }
  }

  /// Renders both archives into `build`.
  func renderArchives(into build: inout SiteBuild, theme: Theme) throws(ThemeError) {
    for archive in archives {
      try archive.render(into: &build, theme: theme)
    }
  }
}
