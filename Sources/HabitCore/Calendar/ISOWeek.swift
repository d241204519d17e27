/// An ISO 8601 week such as `2026-W48`: weeks start on Monday and week 1 is
/// the week holding the year's first Thursday.
public struct ISOWeek: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let week: Int

  public init(year: Int, week: Int) {
    self.year = year
    self.week = week
  }

  /// Parses `YYYY-Www`; nil when the text is malformed or the year has no
  /// such week.
  public init?(_ text: some StringProtocol) {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 2, parts[0].count == 4, parts[1].count == 3, parts[1].first == "W",
      let year = Int(parts[0]), let week = Int(parts[1].dropFirst()), week >= 1,
      (1...9999).contains(year)
    else { return nil }
    self.init(year: year, week: week)
    guard monday.isoWeek == self else { return nil }
  }

  /// The Monday that starts this week.
  public var monday: LocalDate {
    let january4 = LocalDate(dayNumber: LocalDate.dayNumber(year: year, month: 1, day: 4))
    let firstMonday = january4.adding(days: 1 - january4.isoWeekday)
    return firstMonday.adding(days: (week - 1) * 7)
  }

  /// The Sunday that ends this week.
  public var sunday: LocalDate { monday.adding(days: 6) }

  public static func < (lhs: ISOWeek, rhs: ISOWeek) -> Bool {
    (lhs.year, lhs.week) < (rhs.year, rhs.week)
  }

  /// `YYYY-Www`.
  public var description: String {
    LocalDate.pad(year, 4) + "-W" + LocalDate.pad(week, 2)
  }
}
