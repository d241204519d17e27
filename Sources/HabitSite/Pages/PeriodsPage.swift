import HabitCore
import HabitJSON

/// `weeks/index.html`, `months/index.html` and `years/index.html`: every
/// published week (month, year), newest first — the one in progress first,
/// marked so — with the Markdown beside each; and the pages themselves,
/// since it decides which periods are published: every period from the one
/// holding the first habit's start through the one holding today, at most
/// the unit's `publishedLimit` (260 weeks; the archive says when it is
/// capped).
struct PeriodsPage {
  let environment: PageEnvironment
  let unit: ReportPeriod.Unit
  /// Newest first.
  let periods: [ReportPeriod]
  /// How many periods there are in all (more than `periods` when capped).
  let total: Int

  init(environment: PageEnvironment, unit: ReportPeriod.Unit) {
    self.environment = environment
    self.unit = unit
    (self.periods, self.total) = SummaryPeriods.published(unit, environment.evaluation)
  }

  /// `weeks/index.html`, `months/index.html`, `years/index.html`.
  static func path(_ unit: ReportPeriod.Unit) -> String {
    PeriodPage.folder(unit) + "/index.html"
  }

  var path: String { Self.path(unit) }

  /// The template of the archive: `weeks.html`, `months.html`, `years.html`.
  var template: String { PeriodPage.folder(unit) + ".html" }

  /// The pages of the published periods, newest first; `years` are the
  /// published years a month page links to, `months` the published months
  /// a year page lists.
  func pages(shared: PeriodPageShared, months: [ReportPeriod], years: [ReportPeriod])
    -> [PeriodPage]
  {
    periods.indices.map { index in
      let period = periods[index]
      let related: [ReportPeriod]
      switch unit {
      case .week: related = []
      case .month: related = years.filter { $0.contains(period.first) }
      case .year: related = months.filter { period.contains($0.first) }.reversed()
      }
      return PeriodPage(
        period: period, previous: index + 1 < periods.count ? periods[index + 1] : nil,
        next: index > 0 ? periods[index - 1] : nil, related: related,
        ancestors: Self.ancestors(of: period, months: months, years: years), shared: shared)
    }
  }

  /// The published periods a page's breadcrumbs lead through, widest
  /// first (`ReportPeriod.Unit.breadcrumbUnits`): a week's year and month
  /// (those of its Thursday, as ISO weeks count), a month's year; none for
  /// a year.
  static func ancestors(of period: ReportPeriod, months: [ReportPeriod], years: [ReportPeriod])
    -> [ReportPeriod]
  {
    let anchor = period.unit.placingDay(of: period)
    return period.unit.breadcrumbUnits.compactMap { unit in
      let ancestor = ReportPeriod.containing(anchor, unit: unit)
      let published: [ReportPeriod]
      switch unit {
      case .week: published = []
      case .month: published = months
      case .year: published = years
      }
      return published.contains(ancestor) ? ancestor : nil
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
      var members: [(String, JSONValue)] = [("period", .string(period.id))]
      if let week = period.isoWeek { members.append(("week", .string(week.description))) }
      members += [
        ("title", .string(PeriodDocument.heading(period, catalog: catalog))),
        ("dates", .string(PeriodDocument.dates(period, catalog: catalog))),
        ("href", .string(segment + "/index.html")),
        ("markdown", .string(segment + ".md")),
        (
          "inProgress",
          period.isFinished(today: today)
            ? .null : .string(catalog.format("summary.archive.inProgress"))
        ),
      ]
      return .record(members)
    }
    let capped: JSONValue =
      total > periods.count
      ? .string(catalog.format("summary.archive.capped", ["count": .number(periods.count)]))
      : .null
    var members: [(String, JSONValue)] = [
      ("site", environment.site(for: path, title: catalog.format("ui.\(folder)"))),
      ("unit", .string(unit.rawValue)),
      ("intro", .string(catalog.format(unit.archiveIntroKey))),
      (
        "empty",
        periods.isEmpty ? unit.archiveEmptyKey.map { .string(catalog.format($0)) } ?? .null : .null
      ),
      ("capped", capped),
      ("total", .integer(total)),
      ("markdownText", .string(catalog.format("summary.markdown"))),
      ("periods", .list(items)),
    ]
    if let alias = unit.archiveListAlias { members.append((alias, .list(items))) }
    return .record(members)
  }
}
