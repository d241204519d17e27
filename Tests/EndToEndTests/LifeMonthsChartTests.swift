import Foundation
import TestSupport
import Testing

/// The habit page's month-by-month chart: one bar for every month of
/// data.json's `months`, oldest first, each labelled with its own numbers
/// ("March 2026: 28 of 31 due days complete") for a window with due days.
@Suite("Month by month, end to end")
struct LifeMonthsChartTests {
  static let names = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  @Test("every month bar's label equals data.json", arguments: ["example", "sample"])
  func labelsEqualData(input kind: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    var input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    if kind == "sample" {
      input = folder.appendingPathComponent("sample.json")
      let made = try CommandRunner.run([
        "sample", "--habits", "6", "--years", "3", "--seed", "615", "--today", "2026-08-12",
        "--out", input.path,
      ])
      #expect(made.status == 0, "\(made.stderr)")
    }
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today",
      kind == "sample" ? "2026-08-12" : "2026-11-29", "--locale", "en",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: out.appendingPathComponent("data.json")))
        as? [String: Any])
    var labelled = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let slug = try #require(habit["slug"] as? String)
      let page = try String(
        contentsOf: out.appendingPathComponent("habits/\(slug)/index.html"), encoding: .utf8)
      let charts = page.components(separatedBy: "<svg class=\"life-months-chart\"").dropFirst()
        .map { $0.components(separatedBy: "</svg>")[0] }
      let windows = try #require(habit["windows"] as? [[String: Any]])
      #expect(charts.count == windows.count, "\(slug)")
      for (window, chart) in zip(windows, charts) {
        let months = try #require(window["months"] as? [String: [String: Int]])
        let bars = chart.components(separatedBy: "<g class=\"life-month\" data-month=\"")
          .dropFirst().map { part -> (String, String) in
            let key = String(part.prefix(7))
            let title =
              part.components(separatedBy: "<title>").dropFirst().first?
              .components(separatedBy: "</title>").first ?? ""
            return (key, title)
          }
        #expect(bars.map(\.0) == months.keys.sorted(), "\(slug)")
        let read = try #require(window["read"] as? [String: Any])
        guard read["period"] is NSNull, habit["kind"] as? String != "avoid" else { continue }
        for (key, title) in bars {
          let month = try #require(months[key])
          let name = "\(Self.names[Int(key.suffix(2))! - 1]) \(key.prefix(4))"
          let due = month["due"]!
          let expected =
            due == 0
            ? "\(name): nothing due"
            : "\(name): \(month["complete"]!) of \(due) due \(due == 1 ? "day" : "days") complete"
          #expect(title == expected, "\(slug)")
          labelled += 1
        }
      }
    }
    #expect(labelled >= 24)
  }
}

/// The labels under the month-by-month chart never run into each other: a
/// window whose first month is late in a year (December 2025, then January
/// 2026) drew both years 14 px apart, read as "٢٠٢٦٢٥" in Arabic.
@Suite("Month by month, labels apart")
struct LifeMonthsLabelTests {
  /// The narrowest gap between two labels' centres on one line: a short
  /// month name or a four-digit year at 10 px.
  static let gap = 28

  @Test("no two labels on one line closer than two bars", arguments: ["en", "ar"])
  func labelsApart(locale: String) throws {
    let site = try SharedSite.example(locale)
    var charts = 0
    for path in site.files where path.hasPrefix("habits/") && path.hasSuffix("index.html") {
      let page = try site.page(path)
      for chart in page.components(separatedBy: "<svg class=\"life-months-chart\"").dropFirst() {
        charts += 1
        let body = chart.components(separatedBy: "</svg>")[0]
        var lines: [String: [Int]] = [:]
        let pattern = /<text x="(\d+)" y="(\d+)"/
        for match in body.matches(of: pattern) {
          lines[String(match.output.2), default: []].append(Int(match.output.1) ?? 0)
        }
        for (y, xs) in lines {
          let sorted = xs.sorted()
          for (left, right) in zip(sorted, sorted.dropFirst()) {
            #expect(
              right - left >= Self.gap, "\(locale) \(path): labels at y=\(y) x=\(left), \(right)")
          }
        }
      }
    }
    #expect(charts > 20, "the example's habit pages hold the charts")
  }
}
