import HabitCore
import HabitJSON

/// `months/index.html` and `years/index.html`: every published month (year),
/// newest first, with the Markdown beside each; and the pages themselves,
/// since it decides which periods are published: every month and year from
/// the one holding the first habit's start through the one holding today.
struct PeriodsPage {
  let environment: PageEnvironment
  let unit: ReportPeriod.Unit
  /// Newest first.
  let periods: [ReportPeriod]

  init(environment: PageEnvironment, unit: ReportPeriod.Unit) {
    self.environment = environment
    self.unit = unit
    self.periods = SummaryPeriods.published(unit, environment.evaluation)
  }

  /// `months/index.html`.
  var path: String { PeriodPage.folder(unit) + "/index.html" }

  /// The template of the archive: `months.html` or `years.html`.
  var template: String { PeriodPage.folder(unit) + ".html" }

  /// The pages of the published periods, newest first; `years` are the
  /// published years a month page links to, `months` the published months
  /// a year page lists.
  func pages(parts: SummaryParts, months: [ReportPeriod], years: [ReportPeriod]) -> [PeriodPage] {
    periods.indices.map { index in
      let period = periods[index]
      let related =
        unit == .month
        ? years.filter { $0.contains(period.first) }
        : months.filter { period.contains($0.first) }.reversed()
      return PeriodPage(
        environment: environment, period: period,
        previous: index + 1 < periods.count ? periods[index + 1] : nil,
        next: index > 0 ? periods[index - 1] : nil, related: related, parts: parts)
    }
  }

  /// Renders the archive.
  func render(into build: inout SiteBuild, theme: Theme) throws(ThemeError) {
    let context = context()
    build.addPage(path, try theme.render(template, context), context: context)
  }

  func context() -> JSONValue {
    let catalog = environment.catalog
    let folder = PeriodPage.folder(unit)
    let today = environment.evaluation.today
    let items = periods.map { period -> JSONValue in
      let segment = Escape.urlPathSegment(period.id)
      return .record([
        ("period", .string(period.id)),
        ("title", .string(PeriodDocument.heading(period, catalog: catalog))),
        ("dates", .string(PeriodDocument.dates(period, catalog: catalog))),
        ("href", .string(segment + "/index.html")),
        ("markdown", .string(segment + ".md")),
        (
          "inProgress",
          period.contains(today) ? .string(catalog.format("summary.archive.inProgress")) : .null
        ),
      ])
    }
    return .record([
      ("site", environment.site(for: path, title: catalog.format("ui.\(folder)"))),
      ("unit", .string(unit.rawValue)),
      ("intro", .string(catalog.format("summary.\(folder).intro"))),
      ("markdownText", .string(catalog.format("summary.markdown"))),
      ("periods", .list(items)),
    ])
  }
}
