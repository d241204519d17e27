import HabitCore
import HabitJSON

/// The monthly success bar chart of a habit page, as inline SVG: one bar per
/// month of the last twelve, its height the share of due days complete,
/// over a faint track, with the month's mark below (`tick`). Months run from the
/// leading edge to the trailing one, so in right-to-left the x coordinates
/// are mirrored and the current month is left-most. Each bar carries a
/// `<title>` ("November 2026: 12 of 20"); a month with nothing due shows
/// the track alone.
struct MonthlyChart {
  let months: [MonthSuccess]
  let catalog: MessageCatalog
  let direction: TextDirection
  /// What a bar counts: due days, or for period habits the weeks or months
  /// met.
  let schedule: Schedule

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

  static let barWidth = 20
  static let gap = 10
  static let barHeight = 96
  static let padding = 4
  static let labelHeight = 20

  var width: Int { Self.padding * 2 + months.count * (Self.barWidth + Self.gap) - Self.gap }
  var height: Int { Self.padding + Self.barHeight + Self.labelHeight }

  /// The left x of the bar for month `index` (0 = oldest).
  func x(_ index: Int) -> Int {
    let visual = direction == .rightToLeft ? months.count - 1 - index : index
    return Self.padding + visual * (Self.barWidth + Self.gap)
  }

  /// The bar's height in px for a month, 0 when nothing was due; a month
  /// with any success shows at least 2 px.
  static func height(_ success: Ratio) -> Int {
    guard let fraction = success.fraction else { return 0 }
    let height = Int((fraction * Double(barHeight)).rounded())
    return success.part > 0 ? max(2, height) : height
  }

  /// The month's first date, or nil for an impossible month.
  private func date(_ month: MonthSuccess) -> LocalDate? {
    LocalDate(year: month.year, month: month.month, day: 1)
  }

  /// "November 2026: 12 of 20", or "November 2026: nothing due".
  func label(_ month: MonthSuccess) -> String {
    guard let date = date(month) else { return "" }
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

  /// The month's mark under its bar (`page.monthly.tick`): its initial in
  /// English, its number in Arabic, where one letter would not tell
  /// January (يناير) from June (يونيو) and July (يوليو).
  func tick(_ month: Int) -> String {
    let short = catalog.calendar.month(month, .short)
    return catalog.format(
      "page.monthly.tick",
      [
        "month": .number(month), "initial": .text(String(short.prefix(1))),
        "name": .text(short),
      ])
  }

  /// The numbers behind the bars, for themes that draw their own.
  func context() -> JSONValue {
    .array(
      months.map { month in
        .object(
          JSONObject([
            ("year", .integer(month.year)),
            ("month", .integer(month.month)),
            ("name", .string(catalog.calendar.month(month.month, .long))),
            ("complete", .integer(month.success.part)),
            ("due", .integer(month.success.whole)),
            ("percent", month.success.percent.map { .integer($0) } ?? .null),
            ("label", .string(label(month))),
          ]))
      })
  }

  /// The chart as an inline `<svg>` element, ending in a line feed.
  func svg() -> String {
    var svg = BarChartSVG.opening(
      class: "monthly-chart", id: "monthly", width: width, height: height,
      title: catalog.format("ui.monthly"), description: description)
    let base = Self.padding + Self.barHeight
    for (index, month) in months.enumerated() {
      let x = x(index)
      let barHeight = Self.height(month.success)
      let state = month.success.whole == 0 ? "none" : String(month.success.percent ?? 0)
      let key = date(month).map { String($0.isoString.prefix(7)) } ?? ""
      svg += "<g class=\"month\" data-month=\"\(key)\""
      svg += " data-percent=\"\(state)\">"
      svg += "<title>\(Escape.xmlText(label(month)))</title>"
      svg += BarChartSVG.track(x: x, y: Self.padding, width: Self.barWidth, height: Self.barHeight)
      svg += BarChartSVG.bar(x: x, base: base, width: Self.barWidth, height: barHeight)
      svg += BarChartSVG.tick(tick(month.month), x: x, base: base, width: Self.barWidth)
      svg += "</g>\n"
    }
    svg += "</svg>\n"
    return svg
  }
}
