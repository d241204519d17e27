/// A set of ISO weekdays (Monday = 1 … Sunday = 7), stored as a bit mask so
/// the engine's per-day test is one shift and one AND.
public struct Weekdays: Hashable, Sendable, Sequence {
  /// Bit `weekday - 1` is set for each weekday in the set.
  public let mask: UInt8

  public init(mask: UInt8) {
    self.mask = mask & 0b111_1111
  }

  /// The set of the given ISO weekdays; values outside 1...7 are ignored.
  public init(_ weekdays: some Sequence<Int>) {
    var mask: UInt8 = 0
    for day in weekdays where (1...7).contains(day) {
      mask |= 1 << UInt8(day - 1)
    }
    self.init(mask: mask)
  }

  public static let all = Weekdays(mask: 0b111_1111)
  public static let mondayToFriday = Weekdays(mask: 0b001_1111)
  public static let weekend = Weekdays(mask: 0b110_0000)

  public func contains(_ weekday: Int) -> Bool {
    mask & (1 << UInt8(weekday - 1)) != 0
  }

  public var count: Int { mask.nonzeroBitCount }
  public var isEmpty: Bool { mask == 0 }

  /// The weekdays in ISO order.
  public func makeIterator() -> IndexingIterator<[Int]> {
    (1...7).filter(contains).makeIterator()
  }
}
