import HabitCore

/// How a week's, a month's and a year's pages and archives differ, each
/// difference decided per unit by an exhaustive `switch`, so a new unit
/// does not compile until its pages are decided. The summaries'
/// differences are in `ReportPeriod+Summary`, the names in
/// `PeriodDocument+Names`, publishing (the cap, the feed) in HabitCore's
/// `ReportPeriod+Publishing`.
extension ReportPeriod.Unit {
  /// How a period page's "Day by day" section draws a window's days.
  enum DaysDrawing {
    /// The period's days in one row: a week's seven cells.
    case strip
    /// The period's days in two rows of half the period each
    /// (`GridLayout.Shape.halves`): a month's, 39 px tall where a calendar
    /// of its weeks was 170 with its labels.
    case halves
    /// One cell a month (`PageGrids.yearRow`), shaded by a fixed rule the
    /// page states: a year, whose days the all-habits heatmap draws.
    case monthRow
  }

  /// How a page of this unit draws a window's days.
  var daysDrawing: DaysDrawing {
    switch self {
    case .week: .strip
    case .month: .halves
    case .year: .monthRow
    }
  }

  /// Whether a page of this unit draws the all-habits heatmap of its days:
  /// a year's; a week's and a month's draw each habit's days instead.
  var drawsAllHabitsHeatmap: Bool {
    switch self {
    case .week, .month: false
    case .year: true
    }
  }

  /// The catalog key of a page's link to its unit's archive ("All
  /// months"); nil for a week, whose page links the archive in its header
  /// only.
  var archiveLinkKey: String? {
    switch self {
    case .week: nil
    case .month: "summary.allMonths"
    case .year: "summary.allYears"
    }
  }

  /// The units of the published periods a page's breadcrumbs lead
  /// through, widest first: a week's year and month, a month's year.
  var breadcrumbUnits: [ReportPeriod.Unit] {
    switch self {
    case .week: [.year, .month]
    case .month: [.year]
    case .year: []
    }
  }

  /// Whether a page's breadcrumbs start from its unit's archive: a year's,
  /// which has no wider period above it.
  var breadcrumbsStartAtArchive: Bool {
    switch self {
    case .week, .month: false
    case .year: true
    }
  }

  /// The day that places `period` (of this unit) in the wider periods of
  /// its breadcrumbs: a week's Thursday (an ISO week belongs to the year
  /// and month of its Thursday), else its first day.
  func placingDay(of period: ReportPeriod) -> LocalDate {
    switch self {
    case .week: period.first.adding(days: 3)
    case .month, .year: period.first
    }
  }

  /// The catalog key of the sentence that opens the unit's archive.
  var archiveIntroKey: String {
    switch self {
    case .week: "summary.archive.intro"
    case .month: "summary.months.intro"
    case .year: "summary.years.intro"
    }
  }

  /// The catalog key of what an empty archive says; nil where it says
  /// nothing (months and years have no words of their own for it).
  var archiveEmptyKey: String? {
    switch self {
    case .week: "summary.archive.empty"
    case .month, .year: nil
    }
  }

  /// A second name of an archive's list of periods in its template's
  /// context: `weeks`, as themes know the weeks' list; nil for the others.
  var archiveListAlias: String? {
    switch self {
    case .week: "weeks"
    case .month, .year: nil
    }
  }
}
