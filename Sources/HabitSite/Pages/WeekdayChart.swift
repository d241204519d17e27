import HabitCore
import HabitJSON

/// The weekday pattern bar chart of a window with due days, as inline SVG:
/// one bar per weekday, its height the share of that weekday's due days
/// complete over the 371 days before today (`WeekdayPattern`), over a faint
/// track, with the weekday's short name below. Weekdays run from the
/// configured first weekday at the leading edge, as the grid's rows do, so
/// in right-to-left the x coordinates are mirrored. Each bar carries a
/// `<title>` ("Fridays: 12 of 20 due days complete").
struct WeekdayChart {
  let pattern: WeekdayPattern
  let firstWeekday: Int
  /// Makes the chart's ids unique on its page (one chart per window).
  let index: Int
  let catalog: MessageCatalog
  let direction: TextDirection

  static let barWidth = 28
  static let gap = 18
  static let barHeight = 96
  static let padding = 4
  /// Room beside the outer bars, so their labels stay inside the chart.
  static let side = 16
  /// Room for a value above a bar and a weekday under it, tall enough for
  /// Nastaliq's ascenders and descenders.
  static let valueHeight = 22
  static let labelHeight = 28

  var width: Int { Self.side * 2 + 7 * (Self.barWidth + Self.gap) - Self.gap }
  var height: Int { Self.padding + Self.valueHeight + Self.barHeight + Self.labelHeight }

  /// The weekdays in drawing order, from the first weekday.
  var ordered: [WeekdayPattern.Day] {
    let first = ((firstWeekday - 1) % 7 + 7) % 7
    return (0..<7).map { pattern.days[(first + $0) % 7] }
  }

  /// The left x of the bar at `position` (0 = the first weekday).
  func x(_ position: Int) -> Int {
    let visual = direction == .rightToLeft ? 6 - position : position
    return Self.side + visual * (Self.barWidth + Self.gap)
  }

  /// "Fridays", the weekday named as a habit of days.
  func name(_ weekday: Int) -> String {
    catalog.format(Self.nameKeys[weekday - 1])
  }

  /// The keys of `name`, by ISO weekday from Monday (1).
  static let nameKeys: [MessageKey] = [
    .pageWeekdaysName1, .pageWeekdaysName2, .pageWeekdaysName3, .pageWeekdaysName4,
    .pageWeekdaysName5, .pageWeekdaysName6, .pageWeekdaysName7,
  ]

  /// "Fridays: 12 of 20 due days complete", or "Fridays: nothing due".
  func label(_ day: WeekdayPattern.Day) -> String {
    guard day.due > 0 else {
      return catalog.format(.pageWeekdaysNone, ["weekday": .text(name(day.weekday))])
    }
    return catalog.format(
      .pageWeekdaysBar,
      [
        "weekday": .text(name(day.weekday)), "complete": .number(day.complete),
        "due": .number(day.due),
      ])
  }

  /// The one neutral read, when one weekday stands clearly below the
  /// others (`HardestWeekday`): "Fridays are the hardest: 12 of 20, against
  /// 108 of 120 on other days."
  var hardest: String? {
    pattern.hardest.map { hardest in
      catalog.format(
        .pageWeekdaysHardest,
        [
          "weekday": .text(name(hardest.weekday)), "complete": .number(hardest.day.part),
          "due": .number(hardest.day.whole), "otherComplete": .number(hardest.others.part),
          "otherDue": .number(hardest.others.whole),
        ])
    }
  }

  /// The numbers behind the bars, in drawing order.
  func context() -> JSONValue {
    .array(
      ordered.map { day in
        .object(
          JSONObject([
            ("weekday", .integer(day.weekday)),
            ("name", .string(catalog.lineStart(name(day.weekday)))),
            ("complete", .integer(day.complete)),
            ("due", .integer(day.due)),
            ("completeText", .string(catalog.numbers.string(day.complete))),
            ("dueText", .string(catalog.numbers.string(day.due))),
            ("percent", day.ratio.percent.map { .integer($0) } ?? .null),
            ("label", .string(label(day))),
          ]))
      })
  }

  /// The share above a weekday's bar ("78%"), or "not due" when nothing
  /// was due on it; hidden from screen readers (the bar's title says it).
  func valueText(_ day: WeekdayPattern.Day, x: Int, y: Int, into svg: inout Markup) {
    let text =
      day.ratio.percent.map { catalog.format(.pagePercent, ["percent": .number($0)]) }
      ?? catalog.format(.pageWeekdaysNotDue)
    BarChartSVG.label(text, class: "value", x: x, y: y, size: 9, into: &svg)
  }

  /// The chart as an inline `<svg>` element, ending in a line feed.
  func svg(title: String, description: String) -> String {
    let id = "weekdays-\(index + 1)"
    var svg = Markup(.xml, capacity: 4_096)
    BarChartSVG.opening(
      class: "weekday-chart", id: id, width: width, height: height, title: title,
      description: description, into: &svg)
    let top = Self.padding + Self.valueHeight
    let base = top + Self.barHeight
    for (position, day) in ordered.enumerated() {
      let x = x(position)
      let barHeight = BarChartSVG.height(day.ratio, track: Self.barHeight)
      svg.start("g")
      svg.attribute("class", "weekday")
      svg.attribute("data-weekday", day.weekday)
      svg.attribute("data-due", day.due)
      svg.attribute("data-complete", day.complete)
      svg.endStart()
      svg.element("title", text: label(day))
      // A weekday with nothing due has no track: it is not a 0% bar.
      if day.due > 0 {
        BarChartSVG.track(
          x: x, y: top, width: Self.barWidth, height: Self.barHeight, into: &svg)
        BarChartSVG.bar(x: x, base: base, width: Self.barWidth, height: barHeight, into: &svg)
      } else {
        BarChartSVG.notDue(x: x, base: base, width: Self.barWidth, dash: "3 3", into: &svg)
      }
      valueText(day, x: x + Self.barWidth / 2, y: top - 4, into: &svg)
      BarChartSVG.tick(
        catalog.calendar.weekdayLabel(day.weekday), x: x, base: base, width: Self.barWidth,
        into: &svg)
      svg.end("g")
      svg.raw("\n")
    }
    svg.end("svg")
    svg.raw("\n")
    return svg.output
  }
}
