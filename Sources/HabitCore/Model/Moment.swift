/// A point in time together with the local date it falls on in the history's
/// time zone (after the day-start minute). The importer makes these; the
/// engine only compares them and reads their local minute.
public struct Moment: Hashable, Comparable, Sendable {
  /// Seconds since 1970-01-01T00:00:00Z.
  public var secondsSince1970: Double
  /// The logical day the moment belongs to.
  public var date: LocalDate
  /// The minute of the wall-clock day (0…1439) in the history's time zone,
  /// as the importer read it with the zone; nil when the source keeps the
  /// day but no time of day (Loop's check-ins are dated, not timed).
  public var localMinute: Int?

  public init(secondsSince1970: Double, date: LocalDate, localMinute: Int? = nil) {
    self.secondsSince1970 = secondsSince1970
    self.date = date
    self.localMinute = localMinute
  }

  public static func < (lhs: Moment, rhs: Moment) -> Bool {
    lhs.secondsSince1970 < rhs.secondsSince1970
  }

  /// The wall-clock hour (0…23) in the history's time zone, when known.
  public var localHour: Int? { localMinute.map { $0 / 60 } }
}
