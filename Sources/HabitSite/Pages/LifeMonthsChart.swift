import HabitCore
import HabitJSON

/// A window's whole life month by month, one small inline SVG: one bar a
/// month from its first month to this one, its height the share of due
/// days complete (period habits: the periods met of those judged; habits
/// to avoid: the days held of those judged, the slips in the label, so a
/// taller bar is better on every chart). Bars have a fixed
/// width, so ten years (120 bars) scroll sideways in a box that opens at
/// the newest month; in right-to-left the x coordinates are mirrored and
/// the newest month is left-most. Each bar carries a `<title>` ("March
/// 2026: 18 of 31 due days complete"); the short month name stands under
/// January, April, July and October, the year under each January and the
/// first month (unless it is December, whose year would run into
/// the next January's).
struct LifeMonthsChart {
  /// One month's bar: its numbers and the share it draws.
  struct Bar {
    let date: LocalDate
    /// Complete of due days (held of judged days for a habit to avoid), or
    /// met of judged periods.
    let ratio: Ratio?
    let slips: Int
  }

  let bars: [Bar]
  let kind: Measure
  /// Makes the chart's ids unique on its page (one chart per window).
  let index: Int
  let catalog: MessageCatalog
  let direction: TextDirection
  /// The build's month titles, worded once (`PageEnvironment.monthTitles`).
  var monthTitles = MonthTitles()

  /// What a bar measures.
  enum Measure { case dueDays, periods, held }

  static let slot = 14
  static let barWidth = 10
  static let barHeight = 72
  static let padding = 4
  /// Room beside the outer bars, so a year under the first or last month
  /// stays inside the chart.
  static let side = 16
  /// Two lines of labels (a month, a year), apart even in Nastaliq, whose
  /// glyph boxes run about twice the font size.
  static let labelHeight = 52

  var width: Int { Self.side * 2 + bars.count * Self.slot }
  var height: Int { Self.padding + Self.barHeight + Self.labelHeight }

  /// The bars of a window from its first month through today's.
  static func bars(
    _ window: WindowEvaluation, habit: Habit, today: LocalDate, firstWeekday: Int
  ) -> [Bar] {
    window.months.compactMap { month in
      guard let date = LocalDate(year: month.year, month: month.month, day: 1) else { return nil }
      if habit.schedule.isPeriodic {
        let tally = ReportPeriod.month(year: month.year, month: month.month).flatMap {
          PeriodNumbers(
            window.days, habit: habit, period: $0, today: today, firstWeekday: firstWeekday
          ).periods
        }
        return Bar(
          date: date, ratio: tally.map { Ratio($0.met, of: $0.judged) }, slips: month.slips)
      }
      return Bar(date: date, ratio: month.success, slips: month.slips)
    }
  }

  /// "18 of 31 due days complete", "2 of 4 periods met", "28 of 31 days
  /// held, 3 slips", or "nothing due".
  func value(_ bar: Bar) -> String {
    guard let ratio = bar.ratio, ratio.whole > 0 else {
      // A period habit's month with no period over yet is not judged; a
      // month of another habit with no due day had nothing due.
      return catalog.format(
        kind == .periods ? .pageLifeMonthsValueNotJudged : .pageLifeMonthsValueNone)
    }
    let key: MessageKey
    switch kind {
    case .dueDays: key = .pageLifeMonthsValue
    case .periods: key = .pageLifeMonthsValuePeriods
    case .held: key = .pageLifeMonthsValueHeld
    }
    return catalog.format(
      key,
      [
        "complete": .number(ratio.part), "due": .number(ratio.whole),
        "slips": .number(bar.slips),
      ])
  }

  /// "March 2026".
  func monthText(_ bar: Bar) -> String {
    monthTitles.title(bar.date, catalog: catalog)
  }

  /// A bar's words: its month ("March 2026"), its value ("18 of 31 due
  /// days complete") and its label, the two joined.
  struct Words {
    let month: String
    let value: String
    let label: String
  }

  /// Each bar's words, oldest first: worked out once for the table and
  /// the chart, which both show them.
  func words() -> [Words] {
    bars.map { bar in
      let month = monthText(bar)
      let valueText = value(bar)
      return Words(
        month: month, value: valueText,
        label: catalog.format(
          .pageLifeMonthsBar, ["month": .text(month), "value": .text(valueText)])
      )
    }
  }

  /// The bar's height in px: its share of the track.
  func barHeight(_ bar: Bar) -> Int {
    bar.ratio.map { BarChartSVG.height($0, track: Self.barHeight) } ?? 0
  }

  /// The numbers behind the bars, oldest first, with their `words()`.
  func context(_ words: [Words]) -> JSONValue {
    .array(
      zip(bars, words).map { bar, words in
        .object(
          JSONObject([
            ("month", .string(String(bar.date.isoString.prefix(7)))),
            ("monthText", .string(catalog.lineStart(words.month))),
            ("complete", bar.ratio.map { .integer($0.part) } ?? .null),
            ("due", bar.ratio.map { .integer($0.whole) } ?? .null),
            ("slips", .integer(bar.slips)),
            ("valueText", .string(catalog.lineStart(words.value))),
            ("label", .string(words.label)),
          ]))
      })
  }

  /// The chart as an inline `<svg>` element, ending in a line feed; each
  /// bar's title is its label in `words`.
  func svg(title: String, description: String, words: [Words]) -> String {
    var svg = Markup(.xml, capacity: 16_384)
    BarChartSVG.opening(
      class: "life-months-chart", id: "life-months-\(index + 1)", width: width, height: height,
      title: title, description: description, into: &svg)
    let base = Self.padding + Self.barHeight
    for (position, bar) in bars.enumerated() {
      let visual = direction == .rightToLeft ? bars.count - 1 - position : position
      let x = Self.side + visual * Self.slot + (Self.slot - Self.barWidth) / 2
      let month = bar.date.month
      svg.start("g")
      svg.attribute("class", "life-month")
      svg.attribute("data-month", String(bar.date.isoString.prefix(7)))
      svg.endStart()
      svg.element("title", text: words[position].label)
      if (bar.ratio?.whole ?? 0) > 0 {
        BarChartSVG.track(
          x: x, y: Self.padding, width: Self.barWidth, height: Self.barHeight, into: &svg)
        BarChartSVG.bar(
          x: x, base: base, width: Self.barWidth, height: barHeight(bar), into: &svg)
      } else {
        // Nothing due, or not judged: no track, so it never reads as 0 %.
        BarChartSVG.notDue(x: x, base: base, width: Self.barWidth, dash: "2 2", into: &svg)
      }
      let centre = x + Self.barWidth / 2
      if month % 3 == 1 {
        BarChartSVG.label(
          catalog.calendar.month(month, .short), x: centre, y: base + 13, size: 10, into: &svg)
      }
      // The first month's year only where the next January's is two bars
      // away or more: a December start would run the two years into each
      // other.
      if month == 1 || (position == 0 && month <= 11) {
        BarChartSVG.label(
          catalog.numbers.string(bar.date.year, grouped: false), x: centre, y: base + 42, size: 10,
          into: &svg)
      }
      svg.end("g")
      svg.raw("\n")
    }
    svg.end("svg")
    svg.raw("\n")
    return svg.output
  }
}
