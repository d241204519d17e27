/// What is changing now: the windows whose share of due days complete over
/// the 90 days before today moved by at least `minimumPoints` against the 90
/// before those, each span holding at least `minimumDue` due days. Period
/// habits are left aside (they are read in periods), as are archived ones.
/// At most `limit` rising and `limit` falling, largest change first.
public struct Trends: Sendable {
  /// Fewer due days than this in either span say too little.
  public static let minimumDue = 10
  /// A smaller change, in percentage points, is not named.
  public static let minimumPoints = 10
  /// How many rising (and falling) windows are named at most.
  public static let limit = 3

  /// One window's change.
  public struct Change: Hashable, Sendable {
    public var habitId: String
    public var windowId: String
    public var ninety: NinetyDayRead
  }

  /// Largest rise first.
  public let rising: [Change]
  /// Largest fall first.
  public let falling: [Change]

  public init(rising: [Change] = [], falling: [Change] = []) {
    self.rising = rising
    self.falling = falling
  }

  /// The changes of `habits`' windows by the rule above; ties keep the
  /// habits' and windows' order.
  public init(_ habits: [HabitEvaluation]) {
    var rising: [(change: Change, size: Double)] = []
    var falling: [(change: Change, size: Double)] = []
    for habit in habits where !habit.habit.isArchived && !habit.habit.schedule.isPeriodic {
      for window in habit.windows {
        guard let ninety = window.read.ninety, let points = Trends.points(ninety) else {
          continue
        }
        let change = Change(habitId: habit.habit.id, windowId: window.window.id, ninety: ninety)
        if points > 0 { rising.append((change, points)) } else { falling.append((change, -points)) }
      }
    }
    // A stable sort: equal changes keep the habits' order.
    func largestFirst(_ list: [(change: Change, size: Double)]) -> [Change] {
      Array(
        list.enumerated().sorted { ($1.element.size, $0.offset) < ($0.element.size, $1.offset) }
          .prefix(Trends.limit).map(\.element.change))
    }
    self.init(rising: largestFirst(rising), falling: largestFirst(falling))
  }

  /// The change in points (recent share − previous share, × 100) when the
  /// spans qualify: each at least `minimumDue` due days and a change of at
  /// least `minimumPoints`, decided exactly in whole numbers.
  public static func points(_ read: NinetyDayRead) -> Double? {
    guard read.due >= minimumDue, read.previousDue >= minimumDue else { return nil }
    // 100 × (c/d − pc/pd) ≥ 10  ⇔  100 × |c·pd − pc·d| ≥ 10 × d·pd.
    let numerator = read.complete * read.previousDue - read.previousComplete * read.due
    let denominator = read.due * read.previousDue
    guard 100 * abs(numerator) >= minimumPoints * denominator else { return nil }
    return 100 * Double(numerator) / Double(denominator)
  }
}
