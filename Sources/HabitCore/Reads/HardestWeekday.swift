/// The weekday that stands clearly below the others in a `WeekdayPattern`:
/// the numbers behind the one neutral read "Fridays are the hardest: 12 of
/// 20, against 108 of 120 on other days".
///
/// A weekday is clearly below when all of these hold:
/// - it has at least `minimumDue` due days, and so do the other weekdays
///   together;
/// - its share complete is strictly lower than every other weekday's that
///   had a due day (it is the only lowest);
/// - its share is at least `margin` percentage points (20) below the share
///   of the other weekdays pooled (their complete days over their due days).
///
/// Otherwise there is no read: never more than one weekday, never praise.
public struct HardestWeekday: Hashable, Sendable {
  /// The fewest due days a weekday (and the other days pooled) needs.
  public static let minimumDue = 4
  /// How far below the other days, in percentage points.
  public static let margin = 20

  /// ISO weekday, Monday = 1.
  public let weekday: Int
  /// That weekday's complete and due days.
  public let day: Ratio
  /// The other weekdays' complete and due days, pooled.
  public let others: Ratio

  public init(weekday: Int, day: Ratio, others: Ratio) {
    self.weekday = weekday
    self.day = day
    self.others = others
  }

  /// The clearly lowest weekday of `pattern`, or nil.
  public init?(_ pattern: WeekdayPattern) {
    let counted = pattern.days.filter { $0.due > 0 }
    guard counted.count >= 2 else { return nil }
    // The lowest share, compared exactly: a/b < c/d ⇔ a·d < c·b.
    var lowest = counted[0]
    for day in counted.dropFirst() where day.complete * lowest.due < lowest.complete * day.due {
      lowest = day
    }
    for day in counted where day.weekday != lowest.weekday {
      // Another weekday with the same share: not the only lowest.
      if day.complete * lowest.due <= lowest.complete * day.due { return nil }
    }
    let othersDue = counted.reduce(0) { $0 + $1.due } - lowest.due
    let othersComplete = counted.reduce(0) { $0 + $1.complete } - lowest.complete
    guard lowest.due >= Self.minimumDue, othersDue >= Self.minimumDue else { return nil }
    // c/d ≤ C/D − m/100 ⇔ 100·c·D ≤ 100·C·d − m·d·D.
    let left = 100 * lowest.complete * othersDue
    let right = 100 * othersComplete * lowest.due - Self.margin * lowest.due * othersDue
    guard left <= right else { return nil }
    self.init(
      weekday: lowest.weekday, day: lowest.ratio, others: Ratio(othersComplete, of: othersDue))
  }
}
