/// A point in time together with the local date it falls on in the history's
/// time zone (after the day-start minute). The importer makes these; the
/// engine only compares them.
public struct Moment: Hashable, Comparable, Sendable {
  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double
  /// The logical day the moment belongs to.
  public var date: LocalDate

  public init(secondsSince1970: Double, date: LocalDate) {
    self.secondsSince1970 = secondsSince1970
    self.date = date
  }

  public static func < (lhs: Moment, rhs: Moment) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }
}
