import Foundation
import TestSupport
import Testing

/// The habit page's hour chart says what data.json says: a chart for each
/// window with at least 10 days with a time (none below), each bar's label
/// the day count of its hour in `hours`, the usual-hours sentence
/// `usualHours` (its end the hour after `to`) and the in-window sentence
/// `inWindow` with the window's own times; none for a habit to avoid.
@Suite("Hour chart, end to end")
struct HourChartTests {
  @Test("the example's hour charts and sentences equal data.json")
  func chartsEqualData() throws {
    // The run's shared build of the example: the site only read.
    let folder = try SharedSite.example("en").site
    let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
    let exported = try #require(export["habits"] as? [[String: Any]])
    var charts = 0
    var withoutChart = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let slug = try #require(habit["slug"] as? String)
      let page = try String(
        contentsOf: folder.appendingPathComponent("habits/\(slug)/index.html"), encoding: .utf8)
      let source = try #require(exported.first { $0["id"] as? String == habit["id"] as? String })
      let drawn = page.components(separatedBy: "<svg class=\"hour-chart\"").dropFirst()
      var expectedUsual: [String] = []
      var expectedInside: [String] = []
      var expectedCharts: [[Int]] = []
      for window in try #require(habit["windows"] as? [[String: Any]]) {
        let hours = window["hours"] as? [Int]
        // A habit to avoid has none: its time is when a day was marked held.
        guard let hours, hours.reduce(0, +) >= 10, habit["kind"] as? String != "avoid" else {
          withoutChart += 1
          continue
        }
        expectedCharts.append(hours)
        let usual = try #require(window["usualHours"] as? [String: Int])
        expectedUsual.append(
          "Usually done between \(Self.hour(usual["from"]!)) and \(Self.hour(usual["to"]! + 1)): "
            + "\(usual["days"]!) of \(usual["of"]!) days done")
        if let inside = window["inWindow"] as? [String: Int] {
          let times = try #require(
            (source["windows"] as? [[String: Any]])?.first {
              $0["id"] as? String == window["id"] as? String
            })
          expectedInside.append(
            "\(inside["days"]!) of \(inside["of"]!) within its window, "
              + "\(Self.time(times["startMinute"] as! Int))–\(Self.time(times["endMinute"] as! Int))"
          )
        }
      }
      #expect(drawn.count == expectedCharts.count, "\(slug)")
      for (svg, hours) in zip(drawn, expectedCharts) {
        let chart = String(svg.prefix { $0 != "\u{0}" }.components(separatedBy: "</svg>")[0])
        for hour in 0..<24 {
          let days = hours[hour]
          let label =
            "<g class=\"hour\" data-hour=\"\(hour)\" data-days=\"\(days)\"><title>"
            + "\(Self.hour(hour)): \(days) \(days == 1 ? "day" : "days")</title>"
          #expect(chart.contains(label), "\(slug): \(label)")
        }
        charts += 1
      }
      #expect(Self.reads("Usually done between ", in: page) == expectedUsual, "\(slug)")
      #expect(Self.reads(" within its window, ", in: page) == expectedInside, "\(slug)")
    }
    #expect(charts >= 5)
    #expect(withoutChart >= 1)
  }

  /// "06:00" for hour 6 (24 is midnight again).
  static func hour(_ hour: Int) -> String { time(hour % 24 * 60) }

  static func time(_ minute: Int) -> String {
    let (hours, minutes) = (minute / 60, minute % 60)
    return (hours < 10 ? "0" : "") + "\(hours):" + (minutes < 10 ? "0" : "") + "\(minutes)"
  }

  /// The texts of the page's `chart-read` paragraphs that contain `marker`.
  static func reads(_ marker: String, in page: String) -> [String] {
    page.components(separatedBy: "<p class=\"chart-read\">").dropFirst().compactMap { part in
      let text = String(part.prefix { $0 != "<" })
      return text.contains(marker) ? text : nil
    }
  }
}
