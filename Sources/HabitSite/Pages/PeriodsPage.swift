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
      // A month links its year; a year lists its months, January first.
      let related =
        unit.policy.related.unit.map { other in
          Array(
            Self.published(other, months: months, years: years).filter {
              $0.contains(period.first) || period.contains($0.first)
            }.reversed())
        } ?? []
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
    let anchor = period.unit.policy.placingDay(of: period)
    return period.unit.policy.breadcrumbUnits.compactMap { unit in
      let ancestor = ReportPeriod.containing(anchor, unit: unit)
      return published(unit, months: months, years: years).contains(ancestor) ? ancestor : nil
    }
  }

  /// The published periods of `unit` a page may relate to: months and
  /// years (weeks relate to no other week).
  private static func published(
    _ unit: ReportPeriod.Unit, months: [ReportPeriod], years: [ReportPeriod]
  ) -> [ReportPeriod] {
    [ReportPeriod.Unit.month: months, .year: years][unit] ?? []
  }

  /// Renders the archive, each line with its period's share done
  /// (`shares`, as the period's lead gives it).
  func render(
    into build: inout SiteBuild, theme: Theme, shares: [ReportPeriod: Ratio] = [:]
  ) throws(ThemeError) {
    let context = context(shares: shares)
    build.addPage(path, bytes: try theme.renderUTF8(template, context), context: context)
  }

  func context(shares: [ReportPeriod: Ratio] = [:]) -> JSONValue {
    let catalog = environment.catalog
    let evaluation = environment.evaluation
    let today = evaluation.today
    let grids = environment.grids
    // A period is shown by the days it holds of the history: the year the
    // first habit starts in from that day, the one in progress to today.
    let firstStart = evaluation.habits.lazy.map(\.habit.startDate).min()
    // A week's days, a month's weeks (a year's page has its heatmap): every
    // window's days summed and drawn, most of an archive's work, and the
    // archives are rendered after the pages, on one core. Drawn on all.
    let titles = periods.map { PeriodDocument.heading($0, catalog: catalog) }
    // Every window's days, gathered once for all the lines.
    let windows = evaluation.allWindowDays
    let drawn = parallelMap(periods.count) { index -> String? in
      let period = periods[index]
      guard period.unit.policy.archivesDays else { return nil }
      return grids.periodAggregate(
        evaluation.allHabitsShadedDays(windows, from: period.first, through: period.last),
        unit: period.unit, title: titles[index]
      ).html
    }
    let items = periods.indices.map { index -> JSONValue in
      let period = periods[index]
      let segment = Escape.urlPathSegment(period.id)
      let title = titles[index]
      let from = max(period.first, min(firstStart ?? period.first, period.last))
      let through = max(from, min(period.last, today))
      var members: [(String, JSONValue)] = [("period", .string(period.id))]
      if let week = period.isoWeek { members.append(("week", .string(week.description))) }
      members += [
        ("title", .string(title)),
        ("dates", .string(PeriodDocument.dates(from: from, through: through, catalog: catalog))),
        (
          "share",
          shares[period].map {
            .string(catalog.format(.pagePercent, ["percent": .number($0.percent ?? 0)]))
          } ?? .null
        ),
        ("daysHtml", drawn[index].map { .string($0) } ?? .null),
        ("href", .string(segment + "/index.html")),
        ("markdown", .string(segment + ".md")),
        (
          "inProgress",
          period.isFinished(today: today)
            ? .null : .string(catalog.format(.summaryArchiveInProgress))
        ),
      ]
      return .record(members)
    }
    let capped: JSONValue =
      total > periods.count
      ? .string(catalog.format(.summaryArchiveCapped, ["count": .number(periods.count)]))
      : .null
    var members: [(String, JSONValue)] = [
      ("site", environment.site(for: path, title: catalog.format(unit.policy.archiveTitleKey))),
      ("unit", .string(unit.rawValue)),
      ("intro", .string(catalog.format(unit.policy.archiveIntroKey))),
      (
        "empty",
        periods.isEmpty
          ? unit.policy.archiveEmptyKey.map { .string(catalog.format($0)) } ?? .null : .null
      ),
      ("capped", capped),
      ("total", .integer(total)),
      ("markdownText", .string(catalog.format(.summaryMarkdown))),
      ("periods", .list(items)),
    ]
    if let alias = unit.policy.archiveListAlias { members.append((alias, .list(items))) }
    return .record(members)
  }
}
