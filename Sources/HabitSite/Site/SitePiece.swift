import HabitCore

/// One piece of a site build: a part rendered on its own, in parallel with
/// the others, into its own files. A piece's rank is its place in `all`
/// (after the theme's files, before the archive and the feed), so where two
/// pieces write one path the later one's file is kept. A new kind of page is
/// a new case here, in `all` and in `render`.
enum SitePiece: Sendable, Equatable {
  /// `data.json`; first, since it takes the longest.
  case data
  /// One of the history's spreadsheets (`data/days.csv`, `data/periods.csv`).
  case spreadsheet(Spreadsheet)
  /// The dashboard, `index.html`.
  case dashboard
  /// The page and SVGs of the habit at this index of the evaluation.
  case habit(Int)
  /// The Markdown and page of the published week, month or year at this
  /// index (every week newest first, then every month, then every year).
  case period(Int)

  /// What the pieces render from, shared by all of them.
  struct Inputs: Sendable {
    let environment: PageEnvironment
    let theme: Theme
    /// The published weeks', months' and years' pages.
    let periods: [PeriodPage]
  }

  /// What one piece rendered: its files (and contexts, when kept) and, for
  /// a period, the period as the feed needs it.
  struct Rendered: Sendable {
    var part: SiteBuild
    var period: PublishedPeriod?
  }

  /// Every piece of a site, in rank order.
  static func all(_ inputs: Inputs) -> [SitePiece] {
    [.data] + Spreadsheet.allCases.map(SitePiece.spreadsheet) + [.dashboard]
      + inputs.environment.evaluation.habits.indices.map(SitePiece.habit)
      + inputs.periods.indices.map(SitePiece.period)
  }

  /// Renders the piece, on the caller's thread.
  func render(_ inputs: Inputs) throws(ThemeError) -> Rendered {
    let environment = inputs.environment
    var part = SiteBuild(keepsContexts: environment.options.keepsContexts)
    switch self {
    case .data:
      // Written in pieces as it is emitted, never whole in memory.
      part.files.add(
        "data.json",
        streaming: StreamedFile { put in
          DataDocument.write(
            environment.evaluation, slugs: environment.paths.habitSlugs,
            generator: environment.options.generator, text: environment.readText, to: put)
        })
    case .spreadsheet(let sheet):
      part.files = sheet.file(environment.evaluation)
    case .dashboard:
      try DashboardPage(environment: environment).render(into: &part, theme: inputs.theme)
    case .habit(let index):
      let page = HabitPage(
        environment: environment, evaluation: environment.evaluation.habits[index])
      part = try page.render(theme: inputs.theme, keepsContexts: part.keepsContexts)
    case .period(let index):
      let period = try inputs.periods[index].render(into: &part, theme: inputs.theme)
      return Rendered(part: part, period: period)
    }
    return Rendered(part: part)
  }
}
