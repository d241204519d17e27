import HabitCore
import HabitJSON

/// `weeks/index.html`: every published weekly summary, newest first, and
/// the Markdown beside each. Also renders the week pages themselves, since
/// it decides which weeks are published.
struct WeeksPage {
  static let path = "weeks/index.html"
  let environment: PageEnvironment

  /// The published weeks' pages, newest first (today's week, in progress,
  /// first), and how many weeks there are in all (more than the pages when the archive is capped).
  func pages() -> (pages: [WeekPage], total: Int) {
    let evaluation = environment.evaluation
    let (weeks, total) = SummaryWeeks.published(evaluation)
    guard !weeks.isEmpty else { return ([], total) }
    let shared = WeekPageShared(environment: environment)
    let pages = weeks.indices.map { index in
      WeekPage(
        environment: environment, week: weeks[index],
        previous: index + 1 < weeks.count ? weeks[index + 1] : nil,
        next: index > 0 ? weeks[index - 1] : nil, shared: shared)
    }
    return (pages, total)
  }

  /// Renders the archive of the weeks rendered from `pages()`, newest first.
  func render(
    _ published: [PublishedWeek], total: Int, into build: inout SiteBuild, theme: Theme
  ) throws(ThemeError) {
    let context = context(published, total: total)
    build.addPage(Self.path, try theme.render("weeks.html", context), context: context)
  }

  func context(_ weeks: [PublishedWeek], total: Int) -> JSONValue {
    let catalog = environment.catalog
    let items = weeks.map { week -> JSONValue in
      let segment = Escape.urlPathSegment(week.week.description)
      return .object(
        JSONObject([
          ("week", .string(week.week.description)),
          ("title", .string(week.title)),
          ("dates", .string(week.dates)),
          ("href", .string(segment + "/index.html")),
          ("markdown", .string(segment + ".md")),
          (
            "inProgress",
            SummaryWeeks.isFinished(week.week, today: environment.evaluation.today)
              ? .null : .string(catalog.format("summary.archive.inProgress"))
          ),
        ]))
    }
    let capped: JSONValue =
      total > weeks.count
      ? .string(catalog.format("summary.archive.capped", ["count": .number(weeks.count)])) : .null
    return .object(
      JSONObject([
        ("site", environment.site(for: Self.path, title: catalog.format("ui.weeks"))),
        ("intro", .string(catalog.format("summary.archive.intro"))),
        ("empty", weeks.isEmpty ? .string(catalog.format("summary.archive.empty")) : .null),
        ("capped", capped),
        ("total", .integer(total)),
        ("markdownText", .string(catalog.format("summary.markdown"))),
        ("weeks", .array(items)),
      ]))
  }
}
