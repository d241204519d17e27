import HabitCore
import HabitJSON

/// The monthly success bar chart of a habit page, as inline SVG as wide as
/// its section: one bar per month of the last twelve, its height the share
/// of due days complete, over a faint track, with its value above it and
/// the month's short name below (`tick`). The x coordinates are percents of
/// the width, so the chart fills any width with its text unscaled. Months
/// run from the leading edge to the trailing one, so in right-to-left the
/// x coordinates are mirrored and the current month is left-most. Each bar
/// carries a `<title>` ("November 2026: 12 of 20"); a month with nothing
/// due shows the track alone, and a month before the habit's start reads
/// "not started" with no track.
struct MonthlyChart {
  let months: [MonthSuccess]
  let catalog: MessageCatalog
  let direction: TextDirection
  /// What a bar counts: due days, or for period habits the weeks or months
  /// met.
  let schedule: Schedule
  /// The habit's first day: months before its month are not started.
  let start: LocalDate

  /// The sentence saying what the bars measure.
  var description: String {
    switch schedule {
    case .perWeek: return catalog.format("page.monthly.descriptionWeeks")
    case .perMonth: return catalog.format("page.monthly.descriptionMonths")
    case .rolling(_, let days):
      return catalog.format("page.monthly.descriptionDays", ["length": .number(days)])
    default: return catalog.format("page.monthly.description")
    }
  }

  static let barHeight = 96
  static let padding = 4
  static let valueHeight = 18
  static let labelHeight = 20
  /// A bar's share of its month's slot, in percent.
  static let barShare = 56

  var height: Int { Self.padding + Self.valueHeight + Self.barHeight + Self.labelHeight }

  /// The slot of month `index` (0 = oldest): its leading x and its width,
  /// in percent of the chart's width.
  func slot(_ index: Int) -> (x: Percent, width: Percent) {
    let visual = direction == .rightToLeft ? months.count - 1 - index : index
    let width = 10_000 / max(1, months.count)
    return (Percent(hundredths: visual * width), Percent(hundredths: width))
  }

  /// Whether `month` ends before the habit's start month.
  func isBeforeStart(_ month: MonthSuccess) -> Bool {
    (month.year, month.month) < (start.year, start.month)
  }

  /// The month's first date, or nil for an impossible month.
  private func date(_ month: MonthSuccess) -> LocalDate? {
    LocalDate(year: month.year, month: month.month, day: 1)
  }

  /// "November 2026: 12 of 20", "November 2026: nothing due", or
  /// "November 2025: not started".
  func label(_ month: MonthSuccess) -> String {
    guard let date = date(month) else { return "" }
    if isBeforeStart(month) {
      return catalog.format("page.monthly.notStarted", ["date": .date(date)])
    }
    guard month.success.whole > 0 else {
      return catalog.format("page.monthly.none", ["date": .date(date)])
    }
    return catalog.format(
      "page.monthly.bar",
      [
        "date": .date(date), "complete": .number(month.success.part),
        "due": .number(month.success.whole),
      ])
  }

  /// The month's mark under its bar (`page.monthly.tick`): its short name
  /// in the build's calendar ("Jan", "janv.", "يناير").
  func tick(_ month: Int) -> String {
    let short = catalog.calendar.month(month, .short)
    return catalog.format(
      "page.monthly.tick",
      [
        "month": .number(month), "initial": .text(String(short.prefix(1))),
        "name": .text(short),
      ])
  }

  /// Each month's label, oldest first: worked out once for the context
  /// and the chart, which both carry them.
  func labels() -> [String] {
    months.map(label)
  }

  /// The numbers behind the bars, for themes that draw their own;
  /// `labels` are `labels()`.
  func context(_ labels: [String]) -> JSONValue {
    .array(
      zip(months, labels).map { month, label in
        .object(
          JSONObject([
            ("year", .integer(month.year)),
            ("month", .integer(month.month)),
            ("name", .string(catalog.calendar.month(month.month, .long))),
            ("complete", .integer(month.success.part)),
            ("due", .integer(month.success.whole)),
            ("percent", month.success.percent.map { .integer($0) } ?? .null),
            ("label", .string(label)),
          ]))
      })
  }

  /// The value above a month's bar: its percent, or "—" when nothing was
  /// due or it had not started.
  func value(_ month: MonthSuccess) -> String {
    guard !isBeforeStart(month), let percent = month.success.percent else {
      return catalog.format("page.monthly.noValue")
    }
    return catalog.format("page.percent", ["percent": .number(percent)])
  }

  /// The chart as an inline `<svg>` element, ending in a line feed; each
  /// bar's title is its month's label in `labels`.
  func svg(labels: [String]) -> String {
    var svg = BarChartSVG.opening(
      class: "monthly-chart", id: "monthly", width: "100%", height: height,
      title: catalog.format("ui.monthly"), description: description)
    let top = Self.padding + Self.valueHeight
    let base = top + Self.barHeight
    for (index, month) in months.enumerated() {
      let slot = slot(index)
      let bar = Percent(hundredths: slot.width.hundredths * Self.barShare / 100)
      let x = Percent(hundredths: slot.x.hundredths + (slot.width.hundredths - bar.hundredths) / 2)
      let centre = Percent(hundredths: slot.x.hundredths + slot.width.hundredths / 2)
      let notStarted = isBeforeStart(month)
      let state = month.success.whole == 0 ? "none" : String(month.success.percent ?? 0)
      let key = date(month).map { String($0.isoString.prefix(7)) } ?? ""
      svg += "<g class=\"month\" data-month=\"\(key)\""
      svg += notStarted ? " data-state=\"not-started\">" : " data-percent=\"\(state)\">"
      svg += "<title>\(Escape.xmlText(labels[index]))</title>"
      if !notStarted {
        svg += BarChartSVG.track(x: x, y: top, width: bar, height: Self.barHeight)
        svg += BarChartSVG.bar(
          x: x, base: base, width: bar,
          height: BarChartSVG.height(month.success, track: Self.barHeight))
      }
      svg += BarChartSVG.text(value(month), class: "value", x: centre, y: top - 5)
      svg += BarChartSVG.text(tick(month.month), class: "tick", x: centre, y: base + 15)
      svg += "</g>\n"
    }
    svg += "</svg>\n"
    return svg
  }
}
