import HabitCore
import HabitJSON

/// A month total's month chart, as inline SVG: one bar a month
/// (`MonthlyAmounts`), its height what was logged that month on the scale
/// of the largest amount or target, inside a track of the chart's full
/// height, and each month's target drawn as a line over its bar. Months
/// run from the leading edge to the trailing one, the current month at the
/// trailing edge (mirrored in right-to-left). Each bar carries a `<title>`
/// ("October 2026: 3 books (target 4)"); the same numbers are in
/// `context()` for the table.
struct MonthlyAmountsChart {
  let amounts: MonthlyAmounts
  let habit: Habit
  /// Makes the chart's ids unique on its page (one chart per window).
  let index: Int
  let words: HabitWords
  let direction: TextDirection

  var catalog: MessageCatalog { words.catalog }

  static let barWidth = 24
  static let gap = 8
  static let barHeight = 96
  static let padding = 4
  static let labelHeight = 20

  var step: Int { Self.barWidth + Self.gap }
  var width: Int { Self.padding * 2 + amounts.months.count * step - Self.gap }
  var height: Int { Self.padding + Self.barHeight + Self.labelHeight }

  /// The left x of the bar for month `index` (0 = oldest).
  func x(_ index: Int) -> Int {
    let visual = direction == .rightToLeft ? amounts.months.count - 1 - index : index
    return Self.padding + visual * step
  }

  /// The largest amount or target: the top of the scale (at least 1).
  var scale: Int {
    amounts.months.reduce(1) { max($0, $1.amount, $1.target) }
  }

  /// A value's height in px on the scale; any amount above 0 shows at least
  /// 2 px.
  func height(_ value: Int) -> Int {
    let height = Int((Double(value) / Double(scale) * Double(Self.barHeight)).rounded())
    return value > 0 ? max(2, height) : height
  }

  /// An amount in the habit's unit: "3 books", "12 h 30 min".
  func amountText(_ amount: Int) -> String {
    words.lifetimeAmount(habit, amount) ?? words.bareAmount(habit, amount)
  }

  /// A target: a bare number for counted windows ("4"), a duration for
  /// timed ones.
  func targetText(_ target: Int) -> String {
    habit.kind == .timed ? amountText(target) : words.bareAmount(habit, target)
  }

  /// "October 2026: 3 books (target 4)"; "…: 2 books so far (target 4)"
  /// for the month in progress.
  func label(_ month: MonthlyAmounts.Month) -> String {
    catalog.format(
      month.isInProgress ? .pageMonthlyAmountsBarSoFar : .pageMonthlyAmountsBar,
      [
        "date": .date(month.start), "amount": .text(amountText(month.amount)),
        "target": .text(targetText(month.target)),
      ])
  }

  /// The numbers behind the bars, newest first, for the table and for
  /// themes that draw their own.
  func context(_ labels: [String]) -> JSONValue {
    .array(
      amounts.months.indices.reversed().map { index in
        let month = amounts.months[index]
        return .object(
          JSONObject([
            ("start", .string(month.start.isoString)),
            ("monthText", .string(catalog.lineStart(catalog.format(month.start, .monthYear)))),
            ("amount", .integer(month.amount)),
            ("target", .integer(month.target)),
            ("amountText", .string(catalog.lineStart(amountText(month.amount)))),
            ("targetText", .string(targetText(month.target))),
            ("label", .string(labels[index])),
          ]))
      })
  }

  /// The chart as an inline `<svg>` element, ending in a line feed, each
  /// bar titled by `labels` (one a month, oldest first).
  func svg(title: String, description: String, labels: [String]) -> String {
    let id = "monthly-amounts-\(index + 1)"
    var svg = Markup(.xml, capacity: 8_192)
    BarChartSVG.opening(
      class: "monthly-amounts-chart", id: id, width: width, height: height, title: title,
      description: description, into: &svg)
    let base = Self.padding + Self.barHeight
    var targetPath = ""
    for (index, month) in amounts.months.enumerated() {
      let x = x(index)
      svg.start("g")
      svg.attribute("class", "month")
      svg.attribute("data-month", String(month.start.isoString.prefix(7)))
      svg.attribute("data-amount", month.amount)
      svg.attribute("data-target", month.target)
      svg.endStart()
      svg.element("title", text: labels[index])
      BarChartSVG.track(
        x: x, y: Self.padding, width: Self.barWidth, height: Self.barHeight, into: &svg)
      BarChartSVG.bar(
        x: x, base: base, width: Self.barWidth, height: height(month.amount), into: &svg)
      BarChartSVG.tick(
        catalog.calendar.month(month.start.month, .short), x: x, base: base, width: Self.barWidth,
        into: &svg)
      svg.end("g")
      svg.raw("\n")
      if month.target > 0 {
        targetPath += "M\(x) \(base - height(month.target))h\(Self.barWidth)"
      }
    }
    BarChartSVG.targetLine(targetPath, into: &svg)
    svg.end("svg")
    svg.raw("\n")
    return svg.output
  }
}
