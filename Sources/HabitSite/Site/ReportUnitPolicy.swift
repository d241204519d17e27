import HabitCore

/// Everything that tells a week's report from a month's and a year's on
/// the site, as one row per unit (`ReportPeriod.Unit.policy`): its names,
/// its summary, its page, its picture, its comparison and its archive. The
/// calendar's side (span, name, cap, feed) is HabitCore's
/// `ReportUnitCalendar`, which the row carries. A new unit is one more row,
/// and `ReportPeriod.Unit.policy` does not compile until it is written.
struct ReportUnitPolicy: Sendable {
  /// How a period page's "Day by day" section draws a window's days.
  enum DaysDrawing: Sendable {
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

  /// The heads over a period picture's columns.
  enum PictureHeads: Sendable {
    /// A week's weekday letters.
    case weekdayLetters
    /// A month's day numbers.
    case dayNumbers
    /// A year's month numbers.
    case monthNumbers
  }

  /// The other periods a page of the unit relates to.
  enum Related: Sendable {
    /// None.
    case none
    /// The period of a wider unit holding the page's: a month's year,
    /// linked (`year` in the page's context).
    case enclosing(ReportPeriod.Unit)
    /// The periods of a narrower unit inside the page's, oldest first: a
    /// year's months, listed (`months`).
    case enclosed(ReportPeriod.Unit)

    /// The unit of the related periods; nil for none.
    var unit: ReportPeriod.Unit? {
      switch self {
      case .none: nil
      case .enclosing(let unit), .enclosed(let unit): unit
      }
    }
  }

  /// The unit's calendar (HabitCore).
  let calendar: ReportUnitCalendar

  // MARK: Names

  /// The period's title as written, before a heading capitalises it:
  /// "Week of 16 November 2026", "octobre 2026", "Year 2026".
  let title: @Sendable (ReportPeriod, MessageCatalog) -> String
  /// The period as a sentence names it: "the week of 9 November 2026".
  let proseName: @Sendable (ReportPeriod, MessageCatalog) -> String
  /// How a previous/next link names another period of the unit (its
  /// `rel` name) and its plain words.
  let linkName: @Sendable (ReportPeriod, MessageCatalog) -> String
  let linkLabel: @Sendable (ReportPeriod, MessageCatalog) -> String

  // MARK: Summary

  /// The template that writes a summary of this unit: `summary.md` for
  /// weeks (the first summaries, whose theme name stays), `month.md`,
  /// `year.md`.
  let summaryTemplate: String
  /// The catalog keys of a summary's notes: `summary.<name>` for weeks,
  /// `summary.month.<name>`, `summary.year.<name>`.
  let noteKeys: NoteKeys
  /// Whether the summary's table has an "In all" column. A week's has
  /// none, so its cells say the week's own counts instead: a weekly
  /// habit's n in the complete cell ("3 of 3"), a habit to avoid's slips
  /// in the missed cell.
  let tableHasTotals: Bool
  /// Whether the unit's table gives each window the previous period's
  /// share beside its own and the change in points: a year does ("Was this
  /// year better than last?"); weeks and months are read in their leads.
  let comparesWithPrevious: Bool

  // MARK: Page

  /// How a page of this unit draws a window's days.
  let daysDrawing: DaysDrawing
  /// Whether a period page draws each window's days in its table row (a
  /// week's 7 days, a month's calendar) rather than in a section of their
  /// own (a year's rows of months, under its heatmap).
  let drawsDaysInRows: Bool
  /// Whether a row's days carry their weekday letters (the table's
  /// `--wl1` … `--wl7`, drawn over each strip where the head is hidden): a
  /// week's strip has none of its own; a month's halves are read by their
  /// cells' labels.
  let rowsCarryWeekdayLetters: Bool
  /// Whether a page of this unit has a section for each of its days (a
  /// week's seven, `id="d-YYYY-MM-DD"`), which its days' heads link to and
  /// every dated note links to (`PeriodPage.dayLink`).
  let hasDaySections: Bool
  /// Whether a page of this unit draws the all-habits heatmap of its days:
  /// a year's; a week's and a month's draw each habit's days instead.
  let drawsAllHabitsHeatmap: Bool
  /// The catalog key of a page's link to its unit's archive ("All
  /// months"); nil for a week, whose page links the archive in its header
  /// only.
  let archiveLinkKey: MessageKey?
  /// The catalog keys of a page's links to the period before and after
  /// it ("Previous week", "Next week").
  let previousLinkKey: MessageKey
  let nextLinkKey: MessageKey
  /// The units of the published periods a page's breadcrumbs lead
  /// through, widest first: a week's year and month, a month's year.
  let breadcrumbUnits: [ReportPeriod.Unit]
  /// Whether a page's breadcrumbs start from its unit's archive: a year's,
  /// which has no wider period above it.
  let breadcrumbsStartAtArchive: Bool
  /// How many days after its first the day lies that places a period in
  /// the wider periods of its breadcrumbs: a week's Thursday (an ISO week
  /// belongs to the year and month of its Thursday), else its first day.
  let placingDayOffset: Int
  /// Which other published periods a page relates to: a month links its
  /// year, a year lists its months, a week neither.
  let related: Related

  // MARK: Picture

  /// Whether a period's picture draws a window's months (a year's twelve,
  /// shaded by the share done, as its page's rows are) rather than its
  /// days (a week's 7, a month's 28 to 31).
  let picturesMonths: Bool
  /// The heads over the picture's columns.
  let pictureHeads: PictureHeads

  // MARK: Archive

  /// The catalog key of the archive's title ("Weeks", "Months", "Years").
  let archiveTitleKey: MessageKey
  /// The catalog key of the sentence that opens the unit's archive.
  let archiveIntroKey: MessageKey
  /// The catalog key of what an empty archive says; nil where it says
  /// nothing (months and years have no words of their own for it).
  let archiveEmptyKey: MessageKey?
  /// A second name of an archive's list of periods in its template's
  /// context: `weeks`, as themes know the weeks' list; nil for the others.
  let archiveListAlias: String?
  /// Whether an archive's line draws the period's days over every habit (a
  /// week's 7, a month's calendar of weeks); a year's line has its share
  /// alone (its page has the heatmap).
  let archivesDays: Bool

  /// The catalog keys of the notes of a summary of one unit.
  struct NoteKeys: Sendable {
    /// "This week is in progress: …"
    let inProgress: MessageKey
    /// "Nothing was tracked this week."
    let nothingTracked: MessageKey
    /// The lead's comparison over the habits of both periods.
    let leadAmong: MessageKey
  }

  /// The day that places `period` (of this unit) in the wider periods of
  /// its breadcrumbs.
  func placingDay(of period: ReportPeriod) -> LocalDate {
    period.first.adding(days: placingDayOffset)
  }
}

extension ReportPeriod.Unit {
  /// The unit's row of the policy table: the one place on the site that
  /// tells units apart.
  var policy: ReportUnitPolicy {
    switch self {
    case .week: .week
    case .month: .month
    case .year: .year
    }
  }
}
