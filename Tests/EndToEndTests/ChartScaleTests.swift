import Foundation
import TestSupport
import Testing

/// Every bar of every chart is drawn to scale inside its track: a share of
/// 75 % fills three quarters of it (DESIGN §5). The month-by-month chart
/// drew its bars at another chart's 96-px scale inside a 72-px track, so
/// every month at 75 % or more was a full, clipped bar.
@Suite("Charts, bars to scale")
struct ChartScaleTests {
  /// One bar as drawn: its chart, its `<g>`'s attributes, its title, the
  /// heights of its track and its bar (0 when none is drawn).
  struct DrawnBar {
    let chart: String
    let attributes: String
    let title: String
    let track: Int?
    let bar: Int
  }

  /// Every bar of every chart of `page`.
  static func bars(_ page: String) -> [DrawnBar] {
    var bars: [DrawnBar] = []
    for chart in page.components(separatedBy: "<svg class=\"").dropFirst() {
      let name = String(chart.prefix { $0 != "\"" })
      guard name.hasSuffix("-chart") else { continue }
      let body = chart.components(separatedBy: "</svg>")[0]
      for group in body.components(separatedBy: "<g class=\"").dropFirst() {
        let head = String(group.prefix { $0 != ">" })
        let title =
          group.components(separatedBy: "<title>").dropFirst().first?
          .components(separatedBy: "</title>").first ?? ""
        func height(_ rectClass: String) -> Int? {
          guard
            let rect = group.components(separatedBy: "<rect class=\"\(rectClass)\"").dropFirst()
              .first,
            let match = rect.firstMatch(of: /\sheight="(\d+)"/)
          else { return nil }
          return Int(match.output.1)
        }
        bars.append(
          DrawnBar(
            chart: name, attributes: head, title: title, track: height("bar-track"),
            bar: height("bar") ?? 0))
      }
    }
    return bars
  }

  /// An attribute of a bar's `<g>` as a number.
  static func number(_ name: String, _ attributes: String) -> Int? {
    attributes.firstMatch(of: try! Regex("\(name)=\"(\\d+)\"")).flatMap {
      Int($0.output[1].substring ?? "")
    }
  }

  /// The height a share of `part` of `whole` draws in a track of `track`
  /// px: at least 2 px for any success.
  static func expected(_ part: Int, of whole: Int, track: Int) -> Int {
    guard whole > 0 else { return 0 }
    let height = Int((Double(part) / Double(whole) * Double(track)).rounded())
    return part > 0 ? max(2, height) : height
  }

  /// Checks every bar of `site`'s pages, returns how many were checked.
  static func check(_ site: SharedSite) throws -> Int {
    var checked = 0
    for path in site.files where path.hasSuffix(".html") {
      let bars = bars(try site.page(path))
      for bar in bars {
        let context = "\(site.name) \(path) \(bar.chart): \(bar.title)"
        if let track = bar.track {
          #expect(bar.bar <= track, "bar overflows its track: \(context)")
        }
        switch bar.chart {
        case "hour-chart", "weekly-chart":
          continue  // counts against their chart's largest: `checkScaled`
        default:
          guard let track = bar.track,
            let share = bar.title.firstMatch(of: /(\d[\d,]*) of (\d[\d,]*)/),
            let part = Int(share.output.1.replacingOccurrences(of: ",", with: "")),
            let whole = Int(share.output.2.replacingOccurrences(of: ",", with: ""))
          else { continue }
          let want = expected(part, of: whole, track: track)
          #expect(
            abs(bar.bar - want) <= 1, "drew \(bar.bar) of \(track) px, want \(want): \(context)")
          checked += 1
        }
      }
    }
    return checked
  }

  /// Each hour chart's bars against its own busiest hour, and each weekly
  /// amounts chart's bars against its own scale (the largest amount or
  /// target): height ÷ 72 or 96 px = the count ÷ the chart's largest.
  static func checkScaled(_ site: SharedSite) throws -> Int {
    var checked = 0
    for path in site.files where path.hasSuffix(".html") && path.hasPrefix("habits/") {
      let page = try site.page(path)
      for chart in page.components(separatedBy: "<svg class=\"").dropFirst() {
        let name = String(chart.prefix { $0 != "\"" })
        guard name == "hour-chart" || name == "weekly-chart" else { continue }
        let bars = bars("<svg class=\"" + chart.components(separatedBy: "</svg>")[0] + "</svg>")
        let values: [Int]
        let track: Int
        if name == "hour-chart" {
          values = bars.map { number("data-days", $0.attributes) ?? 0 }
          track = 72
        } else {
          values = bars.map { number("data-amount", $0.attributes) ?? 0 }
          track = 96
        }
        let scale = max(
          1, values.max() ?? 1,
          bars.map { number("data-target", $0.attributes) ?? 0 }.max() ?? 0)
        for (bar, value) in zip(bars, values) {
          let want = expected(value, of: scale, track: track)
          #expect(
            abs(bar.bar - want) <= 1,
            "\(site.name) \(path) \(name): drew \(bar.bar) px, want \(want): \(bar.title)")
          #expect(bar.bar <= track, "\(site.name) \(path) \(name) overflows: \(bar.title)")
          checked += 1
        }
      }
    }
    return checked
  }

  @Test("the example: every bar's height ÷ its track is the share in its label")
  func example() throws {
    let site = try SharedSite.example("en")
    #expect(try Self.check(site) > 300)
    #expect(try Self.checkScaled(site) > 100)
  }

  @Test("a fresh three-year sample: every bar to scale")
  func sample() throws {
    let input = try SharedSites.sample(
      ["--habits", "14", "--years", "3", "--seed", "6262", "--today", SharedSite.today],
      fileName: "charts-6262.json")
    let site = try SharedSite.built(input.path, locale: "en")
    #expect(try Self.check(site) > 300)
    #expect(try Self.checkScaled(site) > 100)
  }
}

/// A month with nothing due, or with no period judged yet, is told apart
/// from 0 % (DESIGN §3): it has no track, and a period habit's month in
/// progress says "not judged yet", not "nothing due" while the dashboard
/// says "3 of 4 this month".
@Suite("Month by month, nothing due apart from 0 %")
struct LifeMonthsNothingDueTests {
  @Test("no track under nothing due or not judged; a track under 0 of n")
  func apart() throws {
    let site = try SharedSite.example("en")
    var told = 0
    for path in site.files where path.hasPrefix("habits/") && path.hasSuffix("/index.html") {
      for bar in ChartScaleTests.bars(try site.page(path)) where bar.chart == "life-months-chart" {
        if bar.title.hasSuffix(": nothing due") || bar.title.hasSuffix(": not judged yet") {
          #expect(bar.track == nil, "\(path): \(bar.title)")
          told += 1
        } else {
          #expect(bar.track != nil, "\(path): \(bar.title)")
        }
      }
    }
    #expect(told > 0)
    let deepClean = try site.page("habits/deep-clean/index.html")
    #expect(deepClean.contains("<title>November 2026: not judged yet</title>"))
  }
}
