/// Core Data's clock: `TIMESTAMP` columns hold seconds since 2001-01-01 00:00 UTC
/// (`NSDate`'s reference date), which is 978 307 200 s after the Unix epoch.
enum StoreTime {
  /// Seconds from 1970-01-01 to 2001-01-01, UTC.
  static let referenceOffset: Double = 978_307_200

  /// The earliest and latest instants a store may hold: 1970-01-01 to the end of 2100,
  /// the same range the JSON export accepts for dates.
  static let validUnixRange: ClosedRange<Double> = 0...4_133_980_799

  /// Seconds since 1970 for a stored value, or nil when it is not finite or lies outside
  /// ``validUnixRange`` (so hostile numbers never reach date arithmetic).
  static func unixSeconds(fromStored value: Double) -> Double? {
    guard value.isFinite else { return nil }
    let unix = value + referenceOffset
    return validUnixRange.contains(unix) ? unix : nil
  }

  /// The stored value for seconds since 1970.
  static func stored(fromUnix seconds: Double) -> Double {
    seconds - referenceOffset
  }
}
