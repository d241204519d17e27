/// The one scale of every all-habits heatmap (DESIGN.md §3 and §5): the
/// past days of the whole history with something due and something done,
/// split into three bands by the terciles of their share done, in whole
/// percent, so the dashboard, every year page and every chart shade a day
/// alike and the bands never overlap.
///
/// `high` is the percent two thirds of the way up the sorted percents and
/// `low` the middle one of the percents below `high` (a third of the way up
/// when no two days tie): equal shares always share a band, the fullest
/// days are always d3, and many days tied at the top still leave the days
/// below them two bands.
///
/// | share done (whole percent) | state         | fill |
/// |----------------------------|---------------|------|
/// | `high` to 100              | `complete`    | d3   |
/// | `low` to `high` − 1        | `partialHigh` | d2   |
/// | 0 to `low` − 1             | `partialLow`  | d1   |
public struct HeatmapScale: Hashable, Sendable {
  /// One band: its state and the whole percents it holds, both ends
  /// included.
  public struct Band: Hashable, Sendable {
    public var state: DayState
    public var lowest: Int
    public var highest: Int
  }

  /// The least percent shaded d2, and the least shaded d3 (`low <= high`).
  public let low: Int
  public let high: Int

  public init(low: Int, high: Int) {
    self.low = min(low, high)
    self.high = high
  }

  /// The scale of `days` (a whole history's, today excluded); nil when no
  /// past day had something due and something done.
  public init?(_ days: [AggregateDay], today: LocalDate) {
    let percents = days.filter { HeatmapLevels.isLevelled($0, today: today) }
      .map(HeatmapLevels.percent).sorted()
    guard !percents.isEmpty else { return nil }
    let high = percents[percents.count * 2 / 3]
    let below = percents.prefix { $0 < high }
    self.init(low: below.isEmpty ? high : below[below.count / 2], high: high)
  }

  /// The state a share of `percent` is shaded as.
  public func state(_ percent: Int) -> DayState {
    if percent >= high { return .complete }
    return percent >= low ? .partialHigh : .partialLow
  }

  /// The bands that can hold a percent, fullest first.
  public var bands: [Band] {
    var bands = [Band(state: .complete, lowest: high, highest: 100)]
    if low < high { bands.append(Band(state: .partialHigh, lowest: low, highest: high - 1)) }
    if low > 0 { bands.append(Band(state: .partialLow, lowest: 0, highest: low - 1)) }
    return bands
  }
}
