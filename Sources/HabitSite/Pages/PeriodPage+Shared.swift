import HabitCore
import HabitJSON
import Mustache

/// What the period pages of one build share, made once: the summaries'
/// escaped names and words, each habit's evaluation behind a reference, the
/// catalog's fixed words, and the pages' `site` object, which differs
/// between period pages only by its title (weeks, months and years all sit
/// two folders down).
struct PeriodPageShared: Sendable {
  let environment: PageEnvironment
  let parts: SummaryParts
  /// Each habit's evaluation, shared by its periods.
  let sources: PeriodSources
  /// Each habit's names as the pages write them, by its position in the
  /// evaluation.
  let names: [PeriodPageNames]
  let markdownText: String
  /// A day section's lines, worded for any time and cut where it goes
  /// (`DayWords.timed`), and its times, worded once a build.
  let dayLines = SharedMemo<DayWords.Line, DayWords.Timed>()
  let dayTimes = SharedMemo<Int, String>()
  /// Per habit of the evaluation, the number of its words' style (its
  /// kind, unit and decimals) among the build's habits: what a day
  /// section's line says of a habit beside its day, so a page's memo of
  /// lines hashes a number where the unit's text was hashed for each line.
  let lineStyles: [Int]
  /// `PageEnvironment.site` of a period page, as Mustache's value.
  private let site: [String: MustacheValue]

  init(environment: PageEnvironment) {
    let evaluation = environment.evaluation
    self.environment = environment
    parts = SummaryParts(evaluation, phrasing: environment.phrasing)
    sources = PeriodSources(evaluation)
    names = PeriodPageNames.all(evaluation, catalog: environment.catalog, paths: environment.paths)
    markdownText = environment.catalog.format(.summaryMarkdown)
    var styles: [DayWords.Line: Int] = [:]
    lineStyles = evaluation.habits.map { habit in
      let style = DayWords.Line(
        state: .unscheduled, kind: habit.habit.kind, unit: habit.habit.unit,
        decimals: habit.habit.decimals, amount: 0, target: 0, minute: nil)
      if let known = styles[style] { return known }
      styles[style] = styles.count
      return styles.count - 1
    }
    let path = PeriodPage.htmlPath(.week(evaluation.today.isoWeek))
    if case .object(let members) = environment.site(for: path, title: "").mustacheValue {
      site = members
    } else {
      site = [:]
    }
  }

  /// The `site` object of the period page titled `title`.
  func site(title: String) -> MustacheValue {
    var members = site
    members["title"] = .string(title)
    return .object(members)
  }
}

/// A period as rendered for the site, kept for the feed.
struct PublishedPeriod: Sendable {
  let period: ReportPeriod
  /// "Week of 16 November 2026", plain text.
  let title: String
  /// "16 November – 22 November 2026", plain text.
  let dates: String
  /// The share of the period's due times done, as its lead says; nil when
  /// nothing was due.
  let share: Ratio?
  /// The summary as an HTML fragment, with cmark's own table.
  var html: String {
    switch summary {
    case .html(let html): return html
    case .markdown(let text, let notes):
      return PeriodPage.pageBlocks(text, notes: notes).map(\.html).joined()
    }
  }
  /// The summary: its HTML, or, where the page parsed it without its
  /// table's rows (`PeriodPage.rowlessBlocks`), its Markdown and notes, for
  /// the few (the feed's weeks) that need the HTML with cmark's table.
  let summary: Summary

  enum Summary: Sendable {
    case html(String)
    case markdown(String, notes: [String])
  }

  init(
    period: ReportPeriod, title: String, dates: String, share: Ratio?, html summary: Summary
  ) {
    self.period = period
    self.title = title
    self.dates = dates
    self.share = share
    self.summary = summary
  }
}
