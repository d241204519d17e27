import HabitCore
import HabitJSON
import Mustache

/// One published week, month or year: the Markdown summary
/// (`weeks/<YYYY-Www>.md`, `months/<YYYY-MM>.md`, `years/<YYYY>.md`), front
/// matter then the body from the unit's template (`PeriodDocument.template`),
/// and its page (`…/<id>/index.html`), the same Markdown through cmark-gfm
/// inside `week.html`, `month.html` or `year.html`, with links to the
/// neighbouring periods, the archive, and the year of a month or the
/// months of a year.
///
/// The period's numbers (`PeriodSummary`) are worked out when the page is
/// rendered, so they are computed in parallel with the other pages.
struct PeriodPage {
  let period: ReportPeriod
  /// The neighbouring published periods of the same unit, for the links.
  let previous: ReportPeriod?
  let next: ReportPeriod?
  /// A month's year, or a year's published months (oldest first).
  let related: [ReportPeriod]
  /// The published periods the breadcrumbs lead through, widest first (a
  /// week's year and month, a month's year).
  let ancestors: [ReportPeriod]
  /// What every period page of the build shares.
  let shared: PeriodPageShared

  var environment: PageEnvironment { shared.environment }

  /// `weeks`, `months` or `years`: the folder a unit's pages sit in.
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

  /// The template of the page: `week.html`, `month.html` or `year.html`.
  var template: String { period.unit.rawValue + ".html" }

  /// The numbers of the period.
  var summary: PeriodSummary {
    PeriodSummary(period: period, evaluation: environment.evaluation, sources: shared.sources)
  }

  /// Renders both files into `build` and returns the period as the feed
  /// needs it. Contexts are built as Mustache values, and as JSON too only
  /// when the build keeps them.
  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) -> PublishedPeriod {
    let summary = self.summary
    let parts = shared.parts
    // The summary embeds a picture of its days, written beside it.
    let picture = pictureLink(summary)
    // The notes go around cmark: rendered as placeholders, then filled in
    // for each file (`NotePlaceholders`): into the Markdown file's text,
    // and into the page's cmark tree, never into cmark's HTML.
    var placing = parts
    placing.notesAsPlaceholders = true
    let markdownContext: MustacheValue = PeriodDocument.context(
      summary, parts: placing, picture: picture)
    let placed = try theme.render(
      PeriodDocument.template(period.unit), MustacheContext(mustacheValue: markdownContext))
    let notes = PeriodDocument.noteTexts(summary, rtl: parts.rtl)
    let markdown = PeriodDocument.markdownFile(placed, notes: notes.markdown)
    // The file opens with front matter; the page renders the body alone, so
    // cmark never sees it.
    let frontMatter = FrontMatter(summary, catalog: environment.catalog)
    build.addPage(
      Self.markdownPath(period),
      frontMatter.document(environment.options.frontMatter, body: markdown),
      context: build.keepsContexts
        ? PeriodDocument.context(summary, parts: parts, picture: picture) : .null)
    build.files.add(
      Self.picturePath(period), bytes: self.picture(summary, description: picture.alt))
    // The page draws the days in its table: its summary leaves the picture
    // out, and so does the feed, whose readers would not find it beside the
    // entry. The page's links to days lead from one folder deeper than the
    // Markdown's.
    var pageMarkdown = markdownContext
    if case .object(var members) = pageMarkdown {
      members["picture"] = .null
      pageMarkdown = .object(members)
    }
    let pageText = try theme.render(
      PeriodDocument.template(period.unit), MustacheContext(mustacheValue: pageMarkdown))
    let rowless = try rowlessBlocks(
      pageText, context: pageMarkdown, theme: theme, notes: notes.text)
    let blocks = rowless ?? Self.pageBlocks(pageText, notes: notes.text)
    let drawn = try SummaryHTML(
      blocks,
      table: blocks.contains { $0.kind == .table }
        ? table(summary, markdown: markdownContext, theme: theme) : nil,
      carriesDays: period.unit.policy.drawsDaysInRows)
    let title = PeriodDocument.heading(period, catalog: environment.catalog)
    let context: MustacheValue = context(
      html: drawn, summary: summary, site: shared.site(title: title))
    // Titles and labels are in the page now, not only cmark's HTML: drop
    // the characters a document may not hold, as every page does.
    let page = PageText.clean(
      try theme.renderUTF8(template, MustacheContext(mustacheValue: context)))
    let path = Self.htmlPath(period)
    build.addPage(
      path, bytes: page,
      context: build.keepsContexts
        ? self.context(
          html: drawn, summary: summary, site: environment.site(for: path, title: title)) : .null)
    return PublishedPeriod(
      period: period, title: title,
      dates: PeriodDocument.dates(period, catalog: environment.catalog),
      share: summary.lead?.now,
      html: rowless == nil
        ? .html(drawn.markdownHTML) : .markdown(pageText, notes: notes.text))
  }

  /// The page's context as JSON; `html` is the rendered summary (cmark-gfm
  /// in safe mode, so user text in it is always escaped).
  func context(html: String) -> JSONValue {
    let title = PeriodDocument.heading(period, catalog: environment.catalog)
    return context(
      html: SummaryHTML(head: html, rest: "", tableCarriesDays: false), summary: summary,
      site: environment.site(for: Self.htmlPath(period), title: title))
  }

  /// The context of the page's template with the page's `site` object.
  func context<Value: ContextValue>(html: SummaryHTML, summary: PeriodSummary, site: Value)
    -> Value
  {
    let catalog = environment.catalog
    let today = environment.evaluation.today
    func link(_ other: ReportPeriod?, _ key: MessageKey) -> Value {
      guard let other else { return .null }
      var members: [(String, Value)] = [
        ("period", .string(other.id)),
        ("name", .string(name(other))),
        ("href", .string(Self.href(other, from: period))),
        ("text", .string(catalog.format(key))),
        ("label", .string(label(other))),
      ]
      if let week = other.isoWeek { members.append(("week", .string(week.description))) }
      return .record(members)
    }
    let related = self.related.map { other -> Value in
      .record([
        ("period", .string(other.id)),
        ("title", .string(PeriodDocument.heading(other, catalog: catalog))),
        ("href", .string(Self.href(other, from: period))),
        (
          "inProgress",
          other.contains(today) ? .string(catalog.format(.summaryArchiveInProgress)) : .null
        ),
      ])
    }
    // A month links its year; a year lists its months.
    let (year, months): (Value, [Value])
    switch period.unit.policy.related {
    case .none: (year, months) = (.null, [])
    case .enclosing: (year, months) = (related.first ?? .null, [])
    case .enclosed: (year, months) = (.null, related)
    }
    var members: [(String, Value)] = [
      ("site", site),
      ("unit", .string(period.unit.rawValue)),
      ("period", .string(period.id)),
    ]
    if let week = period.isoWeek { members.append(("week", .string(week.description))) }
    members += [
      ("title", .string(PeriodDocument.heading(period, catalog: catalog))),
      ("dates", .string(PeriodDocument.dates(period, catalog: catalog))),
      (
        "inProgress",
        summary.isComplete ? .null : .string(catalog.format(.summaryArchiveInProgress))
      ),
      ("first", .string(period.first.isoString)),
      ("through", .string(summary.through.isoString)),
      ("summary", .bytes(html.head + html.rest)),
      // The summary up to its first section (heading, dates, lead, table)
      // and the rest, for a page that puts something between them (a
      // year's heatmap follows its totals).
      ("summaryHead", .bytes(html.head)),
      ("summaryRest", .bytes(html.rest)),
      // A week's or a month's days go in its table's rows; a year's, or
      // those of a theme whose summary has no table, in a section of their
      // own.
      ("days", html.tableCarriesDays ? .null : days(summary)),
      ("daySections", daySections(summary)),
      ("breadcrumbs", breadcrumbs()),
      (
        "markdown",
        .record([
          ("href", .string("../" + Escape.urlPathSegment(period.id) + ".md")),
          ("text", .string(shared.markdownText)),
        ])
      ),
      ("previous", link(previous, period.unit.policy.previousLinkKey)),
      ("next", link(next, period.unit.policy.nextLinkKey)),
      (
        "archive",
        period.unit.policy.archiveLinkKey.map {
          .record([("href", .string("../index.html")), ("text", .string(catalog.format($0)))])
        } ?? .null
      ),
      ("year", year),
      ("months", .list(months)),
      ("monthsTitle", .string(catalog.format(.uiMonths))),
      (
        "heatmap",
        period.unit.policy.drawsAllHabitsHeatmap
          ? .json(AllHabitsHeatmap(environment: environment).year(period.first.year)) : .null
      ),
    ]
    return .record(members)
  }

  /// How a link names another period: a week by its catalog name
  /// ("2026-W47"), a month or year by its heading.
  private func name(_ other: ReportPeriod) -> String {
    other.unit.policy.linkName(other, environment.catalog)
  }

  /// A link's plain words: "Week of 9 November 2026", "October 2026".
  private func label(_ other: ReportPeriod) -> String {
    other.unit.policy.linkLabel(other, environment.catalog)
  }

  /// The relative link from the page of `period` to the page of `other`.
  static func href(_ other: ReportPeriod, from period: ReportPeriod) -> String {
    let segment = Escape.urlPathSegment(other.id) + "/index.html"
    return other.unit == period.unit ? "../" + segment : "../../\(folder(other.unit))/" + segment
  }
}
