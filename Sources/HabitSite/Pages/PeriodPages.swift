import HabitCore

/// The week, month and year pages of one build, and their three archives.
struct PeriodPages {
  /// `weeks/index.html`, `months/index.html`, then `years/index.html`.
  let archives: [PeriodsPage]
  /// Every week's page, newest first, then every month's, then every
  /// year's.
  let pages: [PeriodPage]

  init(environment: PageEnvironment) {
    let weeks = PeriodsPage(environment: environment, unit: .week)
    let months = PeriodsPage(environment: environment, unit: .month)
    let years = PeriodsPage(environment: environment, unit: .year)
    archives = [weeks, months, years]
    guard !(weeks.periods.isEmpty && months.periods.isEmpty) else {
      pages = []
      return
    }
    let shared = PeriodPageShared(environment: environment)
    pages = archives.flatMap {
      $0.pages(shared: shared, months: months.periods, years: years.periods)
    }
  }

  /// Renders the three archives into `build`, each line with the share
  /// its page's lead gave (`shares`).
  func renderArchives(
    into build: inout SiteBuild, theme: Theme, shares: [ReportPeriod: Ratio] = [:]
  ) throws(ThemeError) {
    for archive in archives {
      try archive.render(into: &build, theme: theme, shares: shares)
    }
  }
}
