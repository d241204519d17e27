import HabitCore
import HabitJSON

/// `feed.xml`: an Atom 1.0 feed (RFC 4287) of the latest weekly summaries,
/// from `feed.xml.mustache`.
///
/// Everything in it is derived from the data, never from the clock, so the
/// same history and today give the same bytes:
/// - ids are unique to the site and stable across rebuilds
///   (`FeedIdentity`: tag URIs under the base URL, else UUIDs from the
///   site's id kept in its marker);
/// - an entry's `updated` is the end of its week (the next Monday at 00:00
///   UTC), the feed's is the newest entry's (today at 00:00 UTC when there
///   is none);
/// - links are relative to the feed (which sits at the site's root), or
///   absolute under `SiteOptions.baseURL`, which also adds `rel="self"`.
///
/// Every value in the context is already escaped for XML
/// (`Escape.xmlText`, `Escape.xmlAttribute`); the template inserts them with
/// `{{{…}}}`. The content is the summary's HTML, escaped, as `type="html"`,
/// in a `<div>` carrying the language and direction (so an Arabic summary
/// reads right to left in any reader), with `xml:lang` on the element.
struct AtomFeed {
  static let path = "feed.xml"
  static let template = "feed.xml"
  let environment: PageEnvironment
  /// Newest first; the feed takes the first `feedLimit` of the finished
  /// ones (the week in progress has its page, not an entry).
  let weeks: [PublishedPeriod]

  /// The ids of this site's feed.
  var identity: FeedIdentity {
    FeedIdentity(
      baseURL: environment.options.baseURL, siteID: environment.options.siteID,
      firstDay: environment.evaluation.habits.map(\.habit.startDate).min())
  }

  /// Whether `period` can be one of the feed's entries as of `today`: a
  /// finished week among the last `feedLimit` (a superset: every finished
  /// week that ended within `feedLimit` + 1 weeks of today). The build keeps
  /// only these summaries until the feed is written, not every period's
  /// (with long notes, all of them together weighed more than the input).
  static func mayCarry(_ period: ReportPeriod, today: LocalDate) -> Bool {
    let limit = period.unit.feedLimit
    guard limit > 0, period.isFinished(today: today) else { return false }
    let length = period.first.days(to: period.last) + 1
    return period.last >= today.adding(days: -length * (limit + 1))
  }

  /// `2026-11-22T00:00:00Z` for a date.
  static func timestamp(_ date: LocalDate) -> String { date.isoString + "T00:00:00Z" }

  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) {
    let context = context()
    build.addPage(Self.path, try theme.render(Self.template, context), context: context)
  }

  func context() -> JSONValue {
    let today = environment.evaluation.today
    let latest = weeks.filter { $0.period.isFinished(today: today) }
      .prefix(ReportPeriod.Unit.week.feedLimit)
    let base = environment.options.baseURL
    func address(_ path: String) -> String { Escape.xmlAttribute((base ?? "") + path) }
    let identity = identity
    let lang = Escape.xmlAttribute(environment.catalog.locale)
    let open = "<div lang=\"\(lang)\" dir=\"\(environment.direction.rawValue)\">\n"
    let entries = latest.map { week -> JSONValue in
      .object(
        JSONObject([
          ("id", .string(Escape.xmlText(identity.entry(week.period.first.isoWeek)))),
          ("title", .string(Escape.xmlText(week.title))),
          ("updated", .string(Self.timestamp(week.period.last.adding(days: 1)))),
          ("link", .string(address(PeriodPage.htmlPath(week.period)))),
          ("lang", .string(lang)),
          ("content", .string(Escape.xmlText(open + week.html + "</div>\n"))),
        ]))
    }
    let updated =
      latest.first.map { $0.period.last.adding(days: 1) } ?? environment.evaluation.today
    return .object(
      JSONObject([
        ("lang", .string(lang)),
        ("id", .string(Escape.xmlText(identity.feed))),
        ("title", .string(Escape.xmlText(environment.catalog.format(.feedTitle)))),
        ("updated", .string(Self.timestamp(updated))),
        ("alternate", .string(address(PeriodsPage.path(.week)))),
        ("generator", .string(Escape.xmlText(environment.options.generator.name))),
        (
          "generatorVersion",
          .string(Escape.xmlAttribute(environment.options.generator.versionWithCommit))
        ),
        ("self", base.map { .string(Escape.xmlAttribute($0 + Self.path)) } ?? .null),
        ("entries", .array(entries)),
      ]))
  }
}
