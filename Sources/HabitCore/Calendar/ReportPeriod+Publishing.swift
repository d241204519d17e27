/// Which report periods a site publishes and feeds, per unit (its row of
/// `ReportUnitCalendar`): weeks are capped (a long history would otherwise
/// publish thousands) and feed `feed.xml`; months and years are published
/// whole and feed nothing.
extension ReportPeriod.Unit {
  /// The most periods of this unit a site publishes, newest first: 260
  /// weeks (five years); nil for months and years, all published.
  public var publishedLimit: Int? { calendar.publishedLimit }

  /// How many finished periods of this unit `feed.xml` carries: 12 weeks;
  /// 0 for months and years.
  public var feedLimit: Int { calendar.feedLimit }
}

extension ReportPeriod {
  /// The last finished period of `unit` before `today`: the one before the
  /// period holding today (today's own period is never finished, even on
  /// its last day, since today is still going).
  public static func lastFinished(_ unit: Unit, before today: LocalDate) -> ReportPeriod {
    containing(today, unit: unit).previous
  }

  /// Whether the period is finished as of `today` (its last day is before
  /// today): only finished periods go into the feed.
  public func isFinished(today: LocalDate) -> Bool { last < today }

  /// The periods of `unit` a site publishes, newest first: from the one
  /// holding `firstStart` (the earliest habit's start) through the one
  /// holding `today` (in progress), at most `limit` of them. `total` is how
  /// many there would be without the limit. None without a first start,
  /// or when it comes after today.
  public static func published(
    _ unit: Unit, firstStart: LocalDate?, today: LocalDate, limit: Int? = nil
  ) -> (periods: [ReportPeriod], total: Int) {
    guard let firstStart, firstStart <= today else { return ([], 0) }
    let first = containing(firstStart, unit: unit)
    var period = containing(today, unit: unit)
    let total = unit.calendar.count(first.first, period.first)
    let count = min(total, max(0, limit ?? total))
    var periods: [ReportPeriod] = []
    periods.reserveCapacity(count)
    while periods.count < count {
      periods.append(period)
      period = period.previous
    }
    return (periods, total)
  }
}
