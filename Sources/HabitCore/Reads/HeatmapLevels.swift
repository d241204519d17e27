/// The levels of an all-habits heatmap (DESIGN.md §5), told apart for this
/// person as GitHub's graph does: the past days with something due and
/// something done are split into three levels by the terciles of their share
/// done (the windows complete of the windows due, the cell label's "5 of 7"),
/// shaded `partialLow` (d1), `partialHigh` (d2) and `complete` (d3).
///
/// | day                                     | state                   |
/// |-----------------------------------------|-------------------------|
/// | past, something done, share below `low` | `partialLow` (d1)       |
/// | past, share from `low`, below `high`    | `partialHigh` (d2)      |
/// | past, share `high` or more              | `complete` (d3)         |
/// | past, nothing done                      | `missed`                |
/// | today                                   | `AggregateDay`'s table  |
/// | nothing due                             | `AggregateDay`'s state  |
///
/// `high` is the share two thirds of the way up the sorted shares and `low`
/// the middle one of the shares below `high` (a third of the way up when no
/// two days tie), so equal shares always share a level, the fullest days are
/// always d3 (a person who did everything every day sees d3 only), and
/// many days tied at the top still leave the days below them two levels.
public struct HeatmapLevels: Hashable, Sendable {
  /// One level as drawn: its state and the lowest and highest share of the
  /// days it holds.
  public struct Level: Hashable, Sendable {
    public var state: DayState
    public var lowest: Ratio
    public var highest: Ratio
    /// How many days it holds.
    public var days: Int
  }

  /// The days, each past day that had something done re-shaded by its level.
  public var days: [AggregateDay]
  /// The levels that hold a day, lowest first.
  public var levels: [Level]

  /// The levels of `days` (a run ending at or before `today`).
  public init(_ days: [AggregateDay], today: LocalDate) {
    let shares = days.filter { Self.isLevelled($0, today: today) }.map(Self.share).sorted()
    guard !shares.isEmpty else {
      self.days = days
      self.levels = []
      return
    }
    let high = shares[shares.count * 2 / 3]
    let below = shares.prefix { $0 < high }
    let low = below.isEmpty ? high : below[below.count / 2]
    func state(_ share: Ratio) -> DayState {
      if share >= high { return .complete }
      return share >= low ? .partialHigh : .partialLow
    }
    var levelled = days
    var held: [DayState: Level] = [:]
    for index in levelled.indices where Self.isLevelled(levelled[index], today: today) {
      let share = Self.share(levelled[index])
      let shade = state(share)
      levelled[index].state = shade
      var level = held[shade] ?? Level(state: shade, lowest: share, highest: share, days: 0)
      level.lowest = min(level.lowest, share)
      level.highest = max(level.highest, share)
      level.days += 1
      held[shade] = level
    }
    self.days = levelled
    self.levels = [DayState.partialLow, .partialHigh, .complete].compactMap { held[$0] }
  }

  /// A past day with something due and something done (the table's
  /// partial or complete states).
  static func isLevelled(_ day: AggregateDay, today: LocalDate) -> Bool {
    guard day.date < today, day.due > 0 else { return false }
    switch day.state {
    case .complete, .partialHigh, .partialLow: return true
    default: return false
    }
  }

  static func share(_ day: AggregateDay) -> Ratio { Ratio(day.complete, of: day.due) }
}
