/// The levels of an all-habits heatmap (DESIGN.md §5), told apart for this
/// person as GitHub's graph does: each day with something due and something
/// done (past days, and today by its own share so far) is shaded by the
/// band of the history's one `HeatmapScale` that holds its share done (the
/// windows complete of the windows due, the cell label's "5 of 7", in whole
/// percent).
///
/// | day                                     | state                   |
/// |-----------------------------------------|-------------------------|
/// | something done (today too)              | its band: d1, d2 or d3  |
/// | past, nothing done                      | `missed`                |
/// | today, nothing done yet                 | `pending`               |
/// | nothing due                             | `AggregateDay`'s state  |
public struct HeatmapLevels: Hashable, Sendable {
  /// One band as drawn: its state, the whole percents it holds and how
  /// many of the days shown it holds.
  public struct Level: Hashable, Sendable {
    public var state: DayState
    public var lowest: Int
    public var highest: Int
    public var days: Int
  }

  /// The days, each day that had something done re-shaded by its band.
  public var days: [AggregateDay]
  /// The bands that hold a day shown, fullest first.
  public var levels: [Level]

  /// The levels of `days` (a run ending at or before `today`) on `scale`;
  /// with no scale (nothing was ever done), the days keep their states.
  public init(_ days: [AggregateDay], today: LocalDate, scale: HeatmapScale?) {
    guard let scale else {
      self.days = days
      self.levels = []
      return
    }
    var levelled = days
    var held: [DayState: Int] = [:]
    for index in levelled.indices
    where Self.isLevelled(levelled[index], today: today)
      || Self.isDoneToday(levelled[index], today: today)
    {
      let shade = scale.state(Self.percent(levelled[index]))
      levelled[index].state = shade
      held[shade, default: 0] += 1
    }
    self.days = levelled
    self.levels = scale.bands.compactMap { band in
      held[band.state].map {
        Level(state: band.state, lowest: band.lowest, highest: band.highest, days: $0)
      }
    }
  }

  /// A past day with something due and something done (the table's
  /// partial or complete states).
  static func isLevelled(_ day: AggregateDay, today: LocalDate) -> Bool {
    day.date < today && isDone(day)
  }

  /// Today, with something done so far: shaded by its own share.
  static func isDoneToday(_ day: AggregateDay, today: LocalDate) -> Bool {
    day.date == today && isDone(day)
  }

  static func isDone(_ day: AggregateDay) -> Bool {
    guard day.due > 0 else { return false }
    switch day.state {
    case .complete, .partialHigh, .partialLow: return true
    default: return false
    }
  }

  /// The day's share done in whole percent, as its label's "5 of 7" reads.
  static func percent(_ day: AggregateDay) -> Int { Ratio(day.complete, of: day.due).percent ?? 0 }
}
