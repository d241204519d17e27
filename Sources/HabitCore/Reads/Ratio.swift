/// A part of a whole, kept as two counts so it can be said exactly ("12 of
/// 20") and compared.
public struct Ratio: Hashable, Sendable, Comparable {
  public var part: Int
  public var whole: Int

  public init(_ part: Int, of whole: Int) {
    self.part = part
    self.whole = whole
  }

  /// The fraction, or nil when the whole is zero.
  public var fraction: Double? {
    whole > 0 ? Double(part) / Double(whole) : nil
  }

  /// Whole percent, rounded, or nil when the whole is zero.
  public var percent: Int? {
    fraction.map { Int(($0 * 100).rounded()) }
  }

  public static func < (lhs: Ratio, rhs: Ratio) -> Bool {
    (lhs.fraction ?? -1) < (rhs.fraction ?? -1)
  }

  /// Parts and wholes added: times summed over windows or habits.
  public static func + (lhs: Ratio, rhs: Ratio) -> Ratio {
    Ratio(lhs.part + rhs.part, of: lhs.whole + rhs.whole)
  }
}
