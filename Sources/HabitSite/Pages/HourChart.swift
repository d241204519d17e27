import HabitCore
import HabitJSON

/// When a window gets done: one bar per hour of the day, its height the
/// days whose target was reached in that hour (`CompletionHours`), as
/// inline SVG as wide as its box (x in percents). The hours run from the
/// day-start hour at the leading edge, so a 01:30 log with the day starting
/// at 04:00 sits at the end of its day; in right-to-left the x coordinates
/// are mirrored. Each bar carries a `<title>` ("06:00: 41 days"). Drawn only
/// from `CompletionHours.minimumDays` days with a time.
struct HourChart {
  let hours: CompletionHours
  let window: Window
  /// The window's days done since the start (its complete days, as the
  /// page's lifetime line counts them): the usual-hours sentence quotes
  /// it, or says it counts only the days done with a recorded time.
  let done: Int
  /// The hour the chart starts at (the day-start minute's hour).
  let firstHour: Int
  /// Makes the chart's ids unique on its page (one chart per window).
  let index: Int
  let catalog: MessageCatalog
  let direction: TextDirection

  static let barHeight = 72
  static let padding = 4
  /// Room for the hour ticks, Nastaliq's descenders included.
  static let labelHeight = 28
  /// A bar's share of its hour's slot, in percent.
  static let barShare = 70
  /// A tick under every third hour.
  static let tickEvery = 3

  var height: Int { Self.padding + Self.barHeight + Self.labelHeight }

  /// The hours in drawing order, from the first hour.
  var ordered: [Int] { (0..<24).map { (firstHour + $0) % 24 } }

  /// The counts, all 24 (zeros when there is none).
  var counts: [Int] { hours.counts ?? [Int](repeating: 0, count: 24) }

  /// The clock's words in the chart's catalog (`HourWords`).
  var clock: HourWords { HourWords(catalog: catalog) }

  /// "06:00" in the catalog's digits and pattern (`page.hours.time`).
  func time(minute: Int) -> String { clock.time(minute: minute) }

  /// The label under a tick (`page.hours.tick`).
  func tick(_ hour: Int) -> String { clock.tick(hour) }

  /// An hour's words: its time ("06:00") and its bar's label ("06:00: 41
  /// days").
  struct Words {
    let time: String
    let label: String
  }

  /// Each hour's words, by hour (0…23): worked out once for the table and
  /// the chart, which both show them.
  func words() -> [Words] {
    let counts = self.counts
    return (0..<24).map { hour in
      let time = time(minute: hour * 60)
      let label = catalog.format(
        .pageHoursBar, ["hour": .text(time), "days": .number(counts[hour])])
      return Words(time: time, label: label)
    }
  }

  /// "Usually done between 05:00 and 07:00: 62 of 80 days"; the end is the
  /// hour after the run's last.
  var usual: String? {
    hours.usual.map { usual in
      let from = usual.from
      let to = (usual.to + 1) % 24
      return catalog.format(
        usual.of >= done ? .pageHoursUsual : .pageHoursUsualTimed,
        [
          "from": .text(time(minute: from * 60)), "to": .text(time(minute: to * 60)),
          "between": .text(clock.between(from, to)),
          "days": .number(usual.days), "of": .number(usual.of),
        ])
    }
  }

  /// "48 of 80 within its window, 05:00–09:00", for a window with its own
  /// times.
  var inWindow: String? {
    hours.inWindow.map { inside in
      catalog.format(
        .pageHoursInWindow,
        [
          "days": .number(inside.part), "of": .number(inside.whole),
          "start": .text(time(minute: window.startMinute)),
          "end": .text(time(minute: window.endMinute)),
        ])
    }
  }

  /// The numbers behind the bars, in drawing order, with their `words()`.
  func context(_ words: [Words]) -> JSONValue {
    let counts = self.counts
    return .array(
      ordered.map { hour in
        .object(
          JSONObject([
            ("hour", .integer(hour)),
            ("hourText", .string(catalog.lineStart(words[hour].time))),
            ("days", .integer(counts[hour])),
            ("daysText", .string(catalog.numbers.string(counts[hour]))),
            ("label", .string(words[hour].label)),
          ]))
      })
  }

  /// The chart as an inline `<svg>` element, ending in a line feed; each
  /// bar's title is its hour's label in `words`.
  func svg(title: String, description: String, words: [Words]) -> String {
    let counts = self.counts
    var svg = Markup(.xml, capacity: 8_192)
    BarChartSVG.opening(
      class: "hour-chart", id: "hours-\(index + 1)", width: "100%", height: height, title: title,
      description: description, into: &svg)
    let most = max(1, counts.max() ?? 1)
    let base = Self.padding + Self.barHeight
    let slotWidth = 10_000 / 24
    for (position, hour) in ordered.enumerated() {
      let visual = direction == .rightToLeft ? 23 - position : position
      let bar = Percent(hundredths: slotWidth * Self.barShare / 100)
      let x = Percent(hundredths: visual * slotWidth + (slotWidth - bar.hundredths) / 2)
      let centre = Percent(hundredths: visual * slotWidth + slotWidth / 2)
      let count = counts[hour]
      let height = count == 0 ? 0 : max(2, count * Self.barHeight / most)
      svg.start("g")
      svg.attribute("class", "hour")
      svg.attribute("data-hour", hour)
      svg.attribute("data-days", count)
      svg.endStart()
      svg.element("title", text: words[hour].label)
      BarChartSVG.track(x: x, y: Self.padding, width: bar, height: Self.barHeight, into: &svg)
      BarChartSVG.bar(x: x, base: base, width: bar, height: height, into: &svg)
      // From the second hour, so no tick runs past the chart's edge.
      if position % Self.tickEvery == 1 {
        BarChartSVG.text(tick(hour), class: "tick", x: centre, y: base + 15, into: &svg)
      }
      svg.end("g")
      svg.raw("\n")
    }
    svg.end("svg")
    svg.raw("\n")
    return svg.output
  }
}
