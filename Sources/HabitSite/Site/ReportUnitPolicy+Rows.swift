import HabitCore

/// The rows of the policy table: a week, a month, a year.
extension ReportUnitPolicy {
  static let week = ReportUnitPolicy(
    calendar: ReportPeriod.Unit.week.calendar,
    title: { period, catalog in
      catalog.format(
        .uiSummaryTitle,
        [
          "week": .text(PeriodDocument.weekName(period.first.isoWeek, catalog: catalog)),
          "date": .date(period.first),
        ])
    },
    proseName: { period, catalog in
      catalog.format(.summaryLeadWeekName, ["date": .date(period.first)])
    },
    linkName: { period, catalog in PeriodDocument.weekName(period.first.isoWeek, catalog: catalog)
    },
    linkLabel: { period, catalog in
      catalog.format(.summaryWeekOf, ["date": .date(period.first)])
    },
    summaryTemplate: "summary.md", noteKeyPrefix: "summary.", tableHasTotals: false,
    comparesWithPrevious: false, daysDrawing: .strip, drawsDaysInRows: true,
    rowsCarryWeekdayLetters: true, hasDaySections: true, drawsAllHabitsHeatmap: false,
    archiveLinkKey: nil,
    breadcrumbUnits: [.year, .month], breadcrumbsStartAtArchive: false, placingDayOffset: 3,
    related: .none, picturesMonths: false, pictureHeads: .weekdayLetters,
    archiveIntroKey: "summary.archive.intro", archiveEmptyKey: "summary.archive.empty",
    archiveListAlias: "weeks", archivesDays: true)

  static let month = ReportUnitPolicy(
    calendar: ReportPeriod.Unit.month.calendar,
    title: { period, catalog in
      catalog.format(.summaryMonthTitle, ["date": .date(period.first)])
    },
    proseName: { period, catalog in
      catalog.format(.summaryMonthTitle, ["date": .date(period.first)])
    },
    linkName: { period, catalog in PeriodDocument.heading(period, catalog: catalog) },
    linkLabel: { period, catalog in PeriodDocument.heading(period, catalog: catalog) },
    summaryTemplate: "month.md", noteKeyPrefix: "summary.month.", tableHasTotals: true,
    comparesWithPrevious: false, daysDrawing: .halves, drawsDaysInRows: true,
    rowsCarryWeekdayLetters: false, hasDaySections: false, drawsAllHabitsHeatmap: false,
    archiveLinkKey: "summary.allMonths", breadcrumbUnits: [.year],
    breadcrumbsStartAtArchive: false, placingDayOffset: 0, related: .enclosing(.year),
    picturesMonths: false, pictureHeads: .dayNumbers, archiveIntroKey: "summary.months.intro",
    archiveEmptyKey: nil, archiveListAlias: nil, archivesDays: true)

  static let year = ReportUnitPolicy(
    calendar: ReportPeriod.Unit.year.calendar,
    title: { period, catalog in
      catalog.format(.summaryYearTitle, ["year": .number(period.year)])
    },
    proseName: { period, catalog in
      catalog.format(.summaryLeadYearName, ["year": .number(period.year)])
    },
    linkName: { period, catalog in PeriodDocument.heading(period, catalog: catalog) },
    linkLabel: { period, catalog in PeriodDocument.heading(period, catalog: catalog) },
    summaryTemplate: "year.md", noteKeyPrefix: "summary.year.", tableHasTotals: true,
    comparesWithPrevious: true, daysDrawing: .monthRow, drawsDaysInRows: false,
    rowsCarryWeekdayLetters: false, hasDaySections: false, drawsAllHabitsHeatmap: true,
    archiveLinkKey: "summary.allYears", breadcrumbUnits: [], breadcrumbsStartAtArchive: true,
    placingDayOffset: 0, related: .enclosed(.month), picturesMonths: true,
    pictureHeads: .monthNumbers, archiveIntroKey: "summary.years.intro", archiveEmptyKey: nil,
    archiveListAlias: nil, archivesDays: false)
}
