import HabitCore
import HabitJSON

/// The weekly amounts bar chart of a counted or timed window, as inline
/// SVG: one bar per week of the trailing grid (53 weeks, or a young
/// window's weeks from its first), its height what was
/// logged that week (`WeeklyAmounts`), and the week's target drawn as a
/// line over the bars. Weeks run from the leading edge to the trailing
/// one, the current week at the trailing edge, so in right-to-left the x
/// coordinates are mirrored.
/// Each bar carries a `<title>` ("Week of 16 November 2026: 52 glasses
/// (target 56)"); the same numbers are in `context()` for the table.
struct WeeklyAmountsChart {
  let amounts: WeeklyAmounts
  let habit: Habit
  /// Makes the chart's ids unique on its page (one chart per window).
  let index: Int
  let words: HabitWords
  let direction: TextDirection

  var catalog: MessageCatalog { words.catalog }

  static let barWidth = 8
  static let gap = 3
  static let barHeight = 96
  static let padding = 4
  /// Room beside the outer weeks, so a month's name under them stays
  /// inside the chart.
  static let side = 16
  /// Room for a month's name under the bars, Nastaliq's descenders included.
  static let labelHeight = 28

  var step: Int { Self.barWidth + Self.gap }
  var width: Int { Self.side * 2 + amounts.weeks.count * step - Self.gap }
  var height: Int { Self.padding + Self.barHeight + Self.labelHeight }

  /// Every week of the grid with its index: the chart spans the weeks of
  /// the grid above it, 53, or a young window's weeks from its first.
  var shown: [(index: Int, week: WeeklyAmounts.Week)] {
    amounts.weeks.enumerated().map { ($0.offset, $0.element) }
  }

  /// The left x of the bar for week `index` (0 = oldest).
  func x(_ index: Int) -> Int {
    let visual = direction == .rightToLeft ? amounts.weeks.count - 1 - index : index
    return Self.side + visual * step
  }

  /// The largest amount or target: the top of the scale (at least 1).
  var scale: Int {
    amounts.weeks.reduce(1) { max($0, $1.amount, $1.target) }
  }

  /// A value's height in px on the scale; any amount above 0 shows at least
  /// 2 px.
  func height(_ value: Int) -> Int {
    let height = Int((Double(value) / Double(scale) * Double(Self.barHeight)).rounded())
    return value > 0 ? max(2, height) : height
  }

  /// The week's amount in the habit's unit: "52 glasses", "3 h 20 min".
  func amountText(_ amount: Int) -> String {
    words.lifetimeAmount(habit, amount) ?? catalog.numbers.string(amount)
  }

  /// The week's target: a bare number for counted windows ("56"), a
  /// duration for timed ones ("3 h 30 min").
  func targetText(_ target: Int) -> String {
    if habit.kind == .timed { return amountText(target) }
    return habit.decimals > 0
      ? catalog.numbers.decimal(target, places: habit.decimals) : catalog.numbers.string(target)
  }

  /// "Week of 16 November 2026: 52 glasses (target 56)", or "…: 0 glasses,
  /// nothing due".
  func label(_ week: WeeklyAmounts.Week) -> String {
    let amount = MessageArgument.text(amountText(week.amount))
    guard week.target > 0 else {
      return catalog.format(
        .pageWeeklyBarNoTarget, ["date": .date(week.start), "amount": amount])
    }
    return catalog.format(
      .pageWeeklyBar,
      ["date": .date(week.start), "amount": amount, "target": .text(targetText(week.target))])
  }

  /// Each week's label, oldest first: worked out once for the table and
  /// the chart, which both show them.
  func labels() -> [String] {
    amounts.weeks.map(label)
  }

  /// The numbers behind the bars, newest first (the table reads from the
  /// current week back), for the table and for themes that draw their own;
  /// `labels` are `labels()`.
  func context(_ labels: [String]) -> JSONValue {
    .array(
      shown.reversed().map { index, week in
        .object(
          JSONObject([
            ("start", .string(week.start.isoString)),
            ("dateText", .string(catalog.format(week.start, .dayMonthYear))),
            ("amount", .integer(week.amount)),
            ("target", .integer(week.target)),
            ("amountText", .string(catalog.lineStart(amountText(week.amount)))),
            (
              "targetText",
              .string(
                week.target > 0 ? targetText(week.target) : catalog.format(.pageMonthlyNoValue))
            ),
            ("label", .string(labels[index])),
          ]))
      })
  }

  /// The chart as an inline `<svg>` element, ending in a line feed.
  func svg(title: String, description: String) -> String {
    svg(title: title, description: description, labels: labels())
  }

  /// The chart with each bar's title from `labels` (`labels()`).
  func svg(title: String, description: String, labels: [String]) -> String {
    let id = "weekly-\(index + 1)"
    var svg = Markup(.xml, capacity: 16_384)
    BarChartSVG.opening(
      class: "weekly-chart", id: id, width: width, height: height, title: title,
      description: description, into: &svg)
    let base = Self.padding + Self.barHeight
    var targetPath = ""
    for (index, week) in shown {
      let x = x(index)
      let barHeight = height(week.amount)
      svg.start("g")
      svg.attribute("class", "week")
      svg.attribute("data-week", week.start.isoString)
      svg.attribute("data-amount", week.amount)
      svg.attribute("data-target", week.target)
      svg.endStart()
      svg.element("title", text: labels[index])
      BarChartSVG.bar(
        x: x, base: base, width: Self.barWidth, height: barHeight, radius: 2, into: &svg)
      // A month's short name under the week that holds its first day.
      let last = week.start.adding(days: 6)
      if week.start.day == 1 || last.day < week.start.day {
        BarChartSVG.tick(
          catalog.calendar.month(last.month, .short), x: x, base: base, width: Self.barWidth,
          into: &svg)
      }
      svg.end("g")
      svg.raw("\n")
      if week.target > 0 {
        // The target spans the week's whole slot, so weeks join into a line.
        let y = base - height(week.target)
        let left = x - (direction == .rightToLeft ? Self.gap : 0)
        targetPath += "M\(left) \(y)h\(step)"
      }
    }
    BarChartSVG.targetLine(targetPath, into: &svg)
    svg.end("svg")
    svg.raw("\n")
    return svg.output
  }
}
