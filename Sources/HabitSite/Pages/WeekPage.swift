import HabitCore
import HabitJSON
import Mustache

/// One published week: `weeks/<YYYY-Www>.md`, front matter then the summary
/// from `summary.md.mustache`, and `weeks/<YYYY-Www>/index.html`, the same
/// Markdown through cmark-gfm inside `week.html.mustache`.
///
/// The week's numbers (`WeeklySummary`) are worked out when the page is
/// rendered, so they are computed in parallel with the other pages.
struct WeekPage {
  let environment: PageEnvironment
  let week: ISOWeek
  /// The neighbouring published weeks, for the page's links.
  let previous: ISOWeek?
  let next: ISOWeek?
  /// What every week page of the build shares.
  let shared: WeekPageShared

  /// `weeks/2026-W47.md`.
  static func markdownPath(_ week: ISOWeek) -> String {
    "weeks/\(Escape.urlPathSegment(week.description)).md"
  }

  /// `weeks/2026-W47/index.html`.
  static func htmlPath(_ week: ISOWeek) -> String {
    "weeks/\(Escape.urlPathSegment(week.description))/index.html"
  }

  /// The numbers of the week.
  var summary: WeeklySummary {
    WeeklySummary(week: week, evaluation: environment.evaluation, sources: shared.sources)
  }

  /// Renders both files into `build` and returns the week as the feed and
  /// the archive need it. Contexts are built as Mustache values, and as
  /// JSON too only when the build keeps them.
  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) -> PublishedWeek {
    let summary = self.summary
    let parts = shared.parts
    let markdownContext: MustacheValue = SummaryDocument.context(summary, parts: parts)
    let markdown = try theme.render(
      SummaryDocument.template, MustacheContext(mustacheValue: markdownContext))
    // The file opens with front matter; the page renders the body alone, so
    // cmark never sees it.
    let frontMatter = FrontMatter.week(summary, catalog: environment.catalog)
    build.addPage(
      Self.markdownPath(week), frontMatter.text(environment.options.frontMatter) + markdown,
      context: build.keepsContexts ? SummaryDocument.context(summary, parts: parts) : .null)
    let html = Markdown.html(markdown)
    let title = SummaryDocument.heading(week, catalog: environment.catalog)
    let dates = SummaryDocument.dates(week, catalog: environment.catalog)
    let context: MustacheValue = context(
      html: html, title: title, dates: dates, site: shared.site(title: title))
    let page = try theme.render("week.html", MustacheContext(mustacheValue: context))
    let path = Self.htmlPath(week)
    build.addPage(
      path, page,
      context: build.keepsContexts
        ? self.context(
          html: html, title: title, dates: dates,
          site: environment.site(for: path, title: title)) : .null)
    return PublishedWeek(week: week, title: title, dates: dates, html: html)
  }

  /// The context of `week.html.mustache`; `summary` is the rendered HTML
  /// (cmark-gfm in safe mode, so user text in it is always escaped).
  func context(html: String) -> JSONValue {
    let catalog = environment.catalog
    let title = SummaryDocument.heading(week, catalog: catalog)
    return context(
      html: html, title: title, dates: SummaryDocument.dates(week, catalog: catalog),
      site: environment.site(for: Self.htmlPath(week), title: title))
  }

  /// The context of `week.html.mustache` with the page's `site` object.
  func context<Value: ContextValue>(html: String, title: String, dates: String, site: Value)
    -> Value
  {
    func link(_ other: ISOWeek?, _ text: String) -> Value {
      guard let other else { return .null }
      return .record([
        ("week", .string(other.description)),
        ("name", .string(SummaryDocument.weekName(other, catalog: environment.catalog))),
        ("href", .string("../" + Escape.urlPathSegment(other.description) + "/index.html")),
        ("text", .string(text)),
        (
          "label",
          .string(
            environment.catalog.format("summary.weekOf", ["date": .date(other.monday)]))
        ),
      ])
    }
    return .record([
      ("site", site),
      ("week", .string(week.description)),
      ("title", .string(title)),
      ("dates", .string(dates)),
      ("summary", .string(html)),
      (
        "markdown",
        .record([
          ("href", .string("../" + Escape.urlPathSegment(week.description) + ".md")),
          ("text", .string(shared.markdownText)),
        ])
      ),
      ("previous", link(previous, shared.previousText)),
      ("next", link(next, shared.nextText)),
    ])
  }
}

/// What the week pages of one build share, made once: the summaries'
/// escaped names and words, each habit's evaluation behind a reference, the catalog's
/// link texts, and the pages' `site` object, which differs between week
/// pages only by its title.
struct WeekPageShared: Sendable {
  let parts: SummaryParts
  /// Each habit's evaluation, shared by its weeks.
  let sources: [WeeklySource]
  let markdownText: String
  let previousText: String
  let nextText: String
  /// `PageEnvironment.site` of a week page, as Mustache's value.
  private let site: [String: MustacheValue]

  init(environment: PageEnvironment) {
    let evaluation = environment.evaluation
    let catalog = environment.catalog
    parts = SummaryParts(evaluation, phrasing: environment.phrasing)
    sources = WeeklySource.all(evaluation)
    markdownText = catalog.format("summary.markdown")
    previousText = catalog.format("summary.previousWeek")
    nextText = catalog.format("summary.nextWeek")
    // Every week page sits at the same depth, so only the title differs.
    let path = WeekPage.htmlPath(evaluation.today.isoWeek)
    if case .object(let members) = environment.site(for: path, title: "").mustacheValue {
      site = members
    } else {
      site = [:]
    }
  }

  /// The `site` object of the week page titled `title`.
  func site(title: String) -> MustacheValue {
    var members = site
    members["title"] = .string(title)
    return .object(members)
  }
}

/// A week as rendered for the site, kept for the archive page and the feed.
struct PublishedWeek: Sendable {
  let week: ISOWeek
  /// "Week 2026-W47", plain text.
  let title: String
  /// "16 Nov – 22 November 2026", plain text.
  let dates: String
  /// The summary as an HTML fragment.
  let html: String
}
