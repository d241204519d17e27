/// The span of calendar days one report covers: an ISO week (`2026-W47`), a
/// calendar month (`2026-10`) or a calendar year (`2026`). Weekly, monthly
/// and yearly summaries are the same report over different periods.
public struct ReportPeriod: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// How long the period is.
  public enum Unit: String, Sendable, CaseIterable {
    /// An ISO 8601 week, Monday to Sunday.
    case week
    /// A calendar month.
    case month
    /// A calendar year, 1 January to 31 December.
    case year
  }

  public let unit: Unit
  /// The period's first day.
  public let first: LocalDate
  /// The period's last day.
  public let last: LocalDate

  private init(unit: Unit, first: LocalDate, last: LocalDate) {
    self.unit = unit
    self.first = first
    self.last = last
  }

  /// The ISO week `week`.
  public static func week(_ week: ISOWeek) -> ReportPeriod {
    ReportPeriod(unit: .week, first: week.monday, last: week.sunday)
  }

  /// The calendar month `month` (1–12) of `year`; nil for a month that does
  /// not exist.
  public static func month(year: Int, month: Int) -> ReportPeriod? {
    guard (1...12).contains(month), let first = LocalDate(year: year, month: month, day: 1)
    else { return nil }
    return ReportPeriod(
      unit: .month, first: first,
      last: first.adding(days: LocalDate.daysInMonth(year: year, month: month) - 1))
  }

  /// The calendar year `year`; nil for a year before 1 or after 9999.
  public static func year(_ year: Int) -> ReportPeriod? {
    guard (1...9999).contains(year), let first = LocalDate(year: year, month: 1, day: 1),
      let last = LocalDate(year: year, month: 12, day: 31)
    else { return nil }
    return ReportPeriod(unit: .year, first: first, last: last)
  }

  /// The period of `unit` that holds `date`.
  public static func containing(_ date: LocalDate, unit: Unit) -> ReportPeriod {
    let span = unit.calendar.span(date)
    return ReportPeriod(unit: unit, first: span.first, last: span.last)
  }

  /// Parses a month as `YYYY-MM` ("2026-10"); nil when the text is
  /// malformed or the month does not exist.
  public init?(month text: some StringProtocol) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCIIDigit) }), let year = Int(parts[0]),
      let month = Int(parts[1]), let period = Self.month(year: year, month: month)
    else { return nil }
    self = period
  }

  /// Parses a year as `YYYY` ("2026"); nil when the text is malformed.
  public init?(year text: some StringProtocol) {
    guard text.count == 4, text.allSatisfy(\.isASCIIDigit), let year = Int(text),
      let period = Self.year(year)
    else { return nil }
    self = period
  }

  /// The period's name: `2026-W47`, `2026-10` or `2026`. It is also the
  /// period's file name and front-matter slug.
  public var id: String { unit.calendar.name(first) }

  public var description: String { id }

  /// The ISO week of a week period; nil for months and years.
  public var isoWeek: ISOWeek? { unit.calendar.isISOWeek ? first.isoWeek : nil }

  /// The calendar year a month or year period lies in (a week's ISO year).
  public var year: Int { unit.calendar.isISOWeek ? first.isoWeek.year : first.year }

  /// The first day of the week holding `date` (a day of the period) as the
  /// period counts a weekly habit's week: a week's own first day (its ISO
  /// week, whatever the first weekday); in a month or a year, the week from
  /// `firstWeekday` holding `date`, from the period's first day at the
  /// earliest.
  public func weekStart(holding date: LocalDate, firstWeekday: Int) -> LocalDate {
    unit.calendar.isISOWeek ? first : max(first, date.startOfWeek(firstWeekday: firstWeekday))
  }

  /// The period of the same unit just before this one.
  public var previous: ReportPeriod { .containing(first.adding(days: -1), unit: unit) }

  /// The period of the same unit just after this one.
  public var next: ReportPeriod { .containing(last.adding(days: 1), unit: unit) }

  /// The number of days in the period.
  public var dayCount: Int { first.days(to: last) + 1 }

  public func contains(_ date: LocalDate) -> Bool { first <= date && date <= last }

  /// The calendar months of a year period, January first; a month period's
  /// own month; for a week, the months its days fall in.
  public var months: [ReportPeriod] {
    var months: [ReportPeriod] = []
    var month = ReportPeriod.containing(first, unit: .month)
    while month.first <= last {
      months.append(month)
      month = month.next
    }
    return months
  }

  /// Every period of `unit` that holds a day from `from` through `to`,
  /// oldest first; empty when `to` is before `from`.
  public static func all(_ unit: Unit, from: LocalDate, through to: LocalDate) -> [ReportPeriod] {
    guard from <= to else { return [] }
    var periods: [ReportPeriod] = []
    var period = ReportPeriod.containing(from, unit: unit)
    while period.first <= to {
      periods.append(period)
      period = period.next
    }
    return periods
  }

  public static func < (lhs: ReportPeriod, rhs: ReportPeriod) -> Bool {
    (lhs.first, lhs.last) < (rhs.first, rhs.last)
  }
}

extension Character {
  /// True for the ASCII digits 0–9 only (not other scripts' digits).
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
