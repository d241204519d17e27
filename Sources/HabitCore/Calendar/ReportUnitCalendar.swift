/// Everything that tells a week's calendar from a month's and a year's, as
/// one row per unit (`ReportPeriod.Unit.calendar`): how a period of the
/// unit is found from a day, named and counted, how it places a weekly
/// habit's week, and how many of its periods a site publishes and feeds.
/// A new unit is one more row, and `ReportPeriod.Unit.calendar` does not
/// compile until it is written. The site's side of a unit (its names,
/// pages, picture, comparison) is HabitSite's `ReportUnitPolicy`.
public struct ReportUnitCalendar: Sendable {
  /// The first and last day of the period holding a day.
  let span: @Sendable (LocalDate) -> (first: LocalDate, last: LocalDate)
  /// The period's name from its first day: `2026-W47`, `2026-10`, `2026`.
  let name: @Sendable (LocalDate) -> String
  /// Whether a period of the unit is an ISO week (has `isoWeek`, is
  /// named in a year by its ISO year, and is its own week for a weekly
  /// habit).
  let isISOWeek: Bool
  /// How many periods of the unit run from the one starting on the first
  /// date through the one starting on the second (both included).
  let count: @Sendable (LocalDate, LocalDate) -> Int
  /// The most periods of this unit a site publishes, newest first; nil
  /// for all.
  public let publishedLimit: Int?
  /// How many finished periods of this unit `feed.xml` carries.
  public let feedLimit: Int

  /// An ISO week, Monday to Sunday: 260 published (five years), 12 in the
  /// feed.
  static let week = ReportUnitCalendar(
    span: { date in
      let week = date.isoWeek
      return (week.monday, week.sunday)
    },
    name: { $0.isoWeek.description }, isISOWeek: true,
    count: { from, to in from.days(to: to) / 7 + 1 }, publishedLimit: 260, feedLimit: 12)

  /// A calendar month: all published, none in the feed.
  static let month = ReportUnitCalendar(
    span: { date in
      let first = date.startOfMonth
      return (first, first.adding(months: 1).adding(days: -1))
    },
    name: { LocalDate.pad($0.year, 4) + "-" + LocalDate.pad($0.month, 2) }, isISOWeek: false,
    count: { from, to in (to.year - from.year) * 12 + to.month - from.month + 1 },
    publishedLimit: nil, feedLimit: 0)

  /// A calendar year, 1 January to 31 December: all published, none in
  /// the feed.
  static let year = ReportUnitCalendar(
    span: { date in
      let year = date.year
      return (
        LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 1)),
        LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 12, day: 31))
      )
    },
    name: { LocalDate.pad($0.year, 4) }, isISOWeek: false,
    count: { from, to in to.year - from.year + 1 }, publishedLimit: nil, feedLimit: 0)
}

extension ReportPeriod.Unit {
  /// The unit's row of the calendar table: the one place that tells units
  /// apart in HabitCore.
  public var calendar: ReportUnitCalendar {
    switch self {
    case .week: .week
    case .month: .month
    case .year: .year
    }
  }
}
