import HabitCore
import HabitJSON

/// One published month or year: `months/<YYYY-MM>.md` (`years/<YYYY>.md`),
/// front matter then the summary from `month.md.mustache`
/// (`year.md.mustache`), and `months/<YYYY-MM>/index.html`
/// (`years/<YYYY>/index.html`), the same Markdown through cmark-gfm inside
/// `month.html.mustache` (`year.html.mustache`), with links to the
/// neighbouring periods, the archive, and the year of a month or the months
/// of a year.
struct PeriodPage {
  let environment: PageEnvironment
  let period: ReportPeriod
  /// The neighbouring published periods, for the page's links.
  let previous: ReportPeriod?
  let next: ReportPeriod?
  /// A month's year, or a year's published months (oldest first).
  let related: [ReportPeriod]
  let parts: SummaryParts

  /// `months` or `years`: the folder a unit's pages sit in.
  static func folder(_ unit: ReportPeriod.Unit) -> String {
    unit.rawValue + "s"
  }

  /// `months/2026-10.md`.
  static func markdownPath(_ period: ReportPeriod) -> String {
    "\(folder(period.unit))/\(Escape.urlPathSegment(period.id)).md"
  }

  /// `months/2026-10/index.html`.
  static func htmlPath(_ period: ReportPeriod) -> String {
    "\(folder(period.unit))/\(Escape.urlPathSegment(period.id))/index.html"
  }

  /// The template of the page: `month.html` or `year.html`.
  var template: String { period.unit.rawValue + ".html" }

  /// Renders both files into `build`.
  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) {
    let summary = PeriodSummary(period: period, evaluation: environment.evaluation)
    let markdownContext = PeriodDocument.context(summary, parts: parts)
    let markdown = try theme.render(PeriodDocument.template(period.unit), markdownContext)
    // The file opens with front matter; the page renders the body alone.
    let frontMatter = FrontMatter.period(summary, catalog: environment.catalog)
    build.addPage(
      Self.markdownPath(period), frontMatter.text(environment.options.frontMatter) + markdown,
      context: markdownContext)
    let context = context(html: Markdown.html(markdown), summary: summary)
    build.addPage(Self.htmlPath(period), try theme.render(template, context), context: context)
  }

  /// The context of `month.html.mustache` or `year.html.mustache`;
  /// `summary` is the rendered HTML (cmark-gfm in safe mode, so user text in
  /// it is always escaped).
  func context(html: String, summary: PeriodSummary) -> JSONValue {
    let catalog = environment.catalog
    let title = PeriodDocument.heading(period, catalog: catalog)
    // The catalog's keys name the unit: summary.previousMonth, summary.allYears…
    let unit = period.unit == .year ? "Year" : "Month"
    func link(_ other: ReportPeriod?, _ key: String) -> JSONValue {
      guard let other else { return .null }
      return .record([
        ("period", .string(other.id)),
        ("name", .string(PeriodDocument.heading(other, catalog: catalog))),
        ("href", .string(Self.href(other, from: period))),
        ("text", .string(catalog.format(key))),
        ("label", .string(PeriodDocument.heading(other, catalog: catalog))),
      ])
    }
    let related = self.related.map { other -> JSONValue in
      .record([
        ("period", .string(other.id)),
        ("title", .string(PeriodDocument.heading(other, catalog: catalog))),
        ("href", .string(Self.href(other, from: period))),
        (
          "inProgress",
          other.contains(environment.evaluation.today)
            ? .string(catalog.format("summary.archive.inProgress")) : .null
        ),
      ])
    }
    return .record([
      ("site", environment.site(for: Self.htmlPath(period), title: title)),
      ("unit", .string(period.unit.rawValue)),
      ("period", .string(period.id)),
      ("title", .string(title)),
      ("dates", .string(PeriodDocument.dates(period, catalog: catalog))),
      (
        "inProgress",
        summary.isComplete ? .null : .string(catalog.format("summary.archive.inProgress"))
      ),
      ("summary", .string(html)),
      (
        "markdown",
        .record([
          ("href", .string("../" + Escape.urlPathSegment(period.id) + ".md")),
          ("text", .string(catalog.format("summary.markdown"))),
        ])
      ),
      ("previous", link(previous, "summary.previous\(unit)")),
      ("next", link(next, "summary.next\(unit)")),
      (
        "archive",
        .record([
          ("href", .string("../index.html")),
          ("text", .string(catalog.format("summary.all\(unit)s"))),
        ])
      ),
      // A month links its year; a year lists its months.
      ("year", period.unit == .month ? related.first ?? .null : .null),
      ("months", .list(period.unit == .year ? related : [])),
      ("monthsTitle", .string(catalog.format("ui.months"))),
      (
        "heatmap",
        period.unit == .year
          ? AllHabitsHeatmap(environment: environment).year(period.first.year) : .null
      ),
    ])
  }

  /// The relative link from the page of `period` to the page of `other`.
  static func href(_ other: ReportPeriod, from period: ReportPeriod) -> String {
    let segment = Escape.urlPathSegment(other.id) + "/index.html"
    return other.unit == period.unit ? "../" + segment : "../../\(folder(other.unit))/" + segment
  }
}
