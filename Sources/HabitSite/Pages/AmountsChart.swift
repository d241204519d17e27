import HabitCore
import HabitJSON

/// A counted or timed window's amounts as an inline SVG bar chart, one bar
/// a period: the weeks of the trailing grid (`WeeklyAmounts`: 53, or a
/// young window's weeks from its first) or a month total's months
/// (`MonthlyAmounts`). A bar's height is what was logged in its period, on
/// the scale of the largest amount or target, and each period's target is
/// drawn as a line over the bars. Periods run from the leading edge to the
/// trailing one, the current one at the trailing edge, so in right-to-left
/// the x coordinates are mirrored. Each bar carries a `<title>` ("Week of
/// 16 November 2026: 52 glasses (target 56)", "October 2026: 3 books
/// (target 4)"); the same numbers are in `context()` for the table. What
/// differs by period (sizes, labels, ticks) is its `Period`'s.
struct AmountsChart {
  /// One bar: the period's first day, what was logged in it and its
  /// target; `isInProgress` when it holds today.
  struct Bar: Equatable {
    var start: LocalDate
    var amount: Int
    var target: Int
    var isInProgress = false
  }

  let period: Period
  let bars: [Bar]
  let habit: Habit
  /// Makes the chart's ids unique on its page (one chart per window).
  let index: Int
  let words: HabitWords
  let direction: TextDirection

  /// A counted or timed window's weeks.
  init(
    _ amounts: WeeklyAmounts, habit: Habit, index: Int, words: HabitWords,
    direction: TextDirection
  ) {
    self.init(
      period: .week,
      bars: amounts.weeks.map { Bar(start: $0.start, amount: $0.amount, target: $0.target) },
      habit: habit, index: index, words: words, direction: direction)
  }

  /// A month total's months.
  init(
    _ amounts: MonthlyAmounts, habit: Habit, index: Int, words: HabitWords,
    direction: TextDirection
  ) {
    self.init(
      period: .month,
      bars: amounts.months.map {
        Bar(start: $0.start, amount: $0.amount, target: $0.target, isInProgress: $0.isInProgress)
      }, habit: habit, index: index, words: words, direction: direction)
  }

  init(
    period: Period, bars: [Bar], habit: Habit, index: Int, words: HabitWords,
    direction: TextDirection
  ) {
    self.period = period
    self.bars = bars
    self.habit = habit
    self.index = index
    self.words = words
    self.direction = direction
  }

  var catalog: MessageCatalog { words.catalog }

  static let barHeight = 96
  static let padding = 4

  var step: Int { period.barWidth + period.gap }
  var width: Int { period.side * 2 + bars.count * step - period.gap }
  var height: Int { Self.padding + Self.barHeight + period.labelHeight }

  /// The left x of the bar for period `index` (0 = oldest).
  func x(_ index: Int) -> Int {
    let visual = direction == .rightToLeft ? bars.count - 1 - index : index
    return period.side + visual * step
  }

  /// The largest amount or target: the top of the scale (at least 1).
  var scale: Int {
    bars.reduce(1) { max($0, $1.amount, $1.target) }
  }

  /// A value's height in px on the scale; any amount above 0 shows at least
  /// 2 px.
  func height(_ value: Int) -> Int {
    let height = Int((Double(value) / Double(scale) * Double(Self.barHeight)).rounded())
    return value > 0 ? max(2, height) : height
  }

  /// An amount in the habit's unit: "52 glasses", "3 h 20 min".
  func amountText(_ amount: Int) -> String {
    words.lifetimeAmount(habit, amount) ?? words.bareAmount(habit, amount)
  }

  /// A target: a bare number for counted windows ("56"), a duration for
  /// timed ones ("3 h 30 min").
  func targetText(_ target: Int) -> String {
    habit.kind == .timed ? amountText(target) : words.bareAmount(habit, target)
  }

  /// A bar's words: its amount and target as the table writes them, and
  /// its label, made of the two.
  struct BarWords {
    let amount: String
    let target: String
    let label: String
  }

  /// Each bar's words, oldest first: worked out once for the table and the
  /// chart, which both show them.
  func barWords() -> [BarWords] {
    bars.map { bar in
      let amount = amountText(bar.amount)
      let target = targetText(bar.target)
      return BarWords(
        amount: amount, target: target,
        label: period.label(bar, amount: amount, target: target, catalog))
    }
  }

  /// The numbers behind the bars, newest first (the table reads from the
  /// current period back), for the table and for themes that draw their
  /// own; `words` are `barWords()`.
  func context(_ words: [BarWords]) -> JSONValue {
    .array(
      bars.indices.reversed().map { index in
        let bar = bars[index]
        let dashed = period.dashesNoTarget && bar.target <= 0
        return .object(
          JSONObject([
            ("start", .string(bar.start.isoString)),
            (
              period.dateKey,
              .string(catalog.lineStart(catalog.format(bar.start, period.dateStyle)))
            ),
            ("amount", .integer(bar.amount)),
            ("target", .integer(bar.target)),
            ("amountText", .string(catalog.lineStart(words[index].amount))),
            (
              "targetText",
              .string(dashed ? catalog.format(.pageMonthlyNoValue) : words[index].target)
            ),
            ("label", .string(words[index].label)),
          ]))
      })
  }

  /// The chart as an inline `<svg>` element, ending in a line feed.
  func svg(title: String, description: String) -> String {
    svg(title: title, description: description, labels: barWords().map(\.label))
  }
}
