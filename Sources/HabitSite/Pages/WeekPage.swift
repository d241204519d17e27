import HabitCore

/// One published week: `weeks/<YYYY-Www>.md`, the summary from
/// `summary.md.mustache`, and `weeks/<YYYY-Www>/index.html`, the same
/// Markdown through cmark-gfm inside `week.html.mustache`.
struct WeekPage {
  let environment: PageEnvironment
  let summary: WeeklySummary
  /// The neighbouring published weeks, for the page's links.
  let previous: ISOWeek?
  let next: ISOWeek?

  /// `weeks/2026-W47.md`.
  static func markdownPath(_ week: ISOWeek) -> String {
    "weeks/\(Escape.urlPathSegment(week.description)).md"
  }

  /// `weeks/2026-W47/index.html`.
  static func htmlPath(_ week: ISOWeek) -> String {
    "weeks/\(Escape.urlPathSegment(week.description))/index.html"
  }

  /// Renders both files into `build` and returns the week as the feed and
  /// the archive need it.
  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) -> PublishedWeek {
    let week = summary.week
    let markdownContext = SummaryDocument.context(summary, phrasing: environment.phrasing)
    let markdown = try theme.render(SummaryDocument.template, markdownContext)
    build.addPage(Self.markdownPath(week), markdown, context: markdownContext)
    let html = Markdown.html(markdown)
    let context = context(html: html)
    build.addPage(Self.htmlPath(week), try theme.render("week.html", context), context: context)
    return PublishedWeek(
      week: week, title: SummaryDocument.heading(week, catalog: environment.catalog),
      dates: SummaryDocument.dates(week, catalog: environment.catalog), html: html)
  }

  /// The context of `week.html.mustache`; `summary` is the rendered HTML
  /// (cmark-gfm in safe mode, so user text in it is always escaped).
  func context(html: String) -> JSONValue {
    let catalog = environment.catalog
    let week = summary.week
    let path = Self.htmlPath(week)
    let title = SummaryDocument.heading(week, catalog: catalog)
    func link(_ other: ISOWeek?, _ key: String) -> JSONValue {
      guard let other else { return .null }
      return .object(
        JSONObject([
          ("week", .string(other.description)),
          ("href", .string("../" + Escape.urlPathSegment(other.description) + "/index.html")),
          ("text", .string(catalog.format(key))),
        ]))
    }
    return .object(
      JSONObject([
        ("site", environment.site(for: path, title: title)),
        ("week", .string(week.description)),
        ("title", .string(title)),
        ("dates", .string(SummaryDocument.dates(week, catalog: catalog))),
        ("summary", .string(html)),
        (
          "markdown",
          .object(
            JSONObject([
              ("href", .string("../" + Escape.urlPathSegment(week.description) + ".md")),
              ("text", .string(catalog.format("summary.markdown"))),
            ]))
        ),
        ("previous", link(previous, "summary.previousWeek")),
        ("next", link(next, "summary.nextWeek")),
      ]))
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
