import Foundation
import TestSupport
import Testing

/// The dashboard's all-habits heatmap tells days apart (DESIGN.md §5): on
/// the example history and on a seeded sample, no shade holds more than half
/// of the past days, a day's shade never falls as its share done rises, and
/// the legend gives each level's range in percent.
@Suite(.serialized) struct HeatmapLevelsTests {
  static let today = "2026-11-29"

  /// Builds `input` as of today and returns the dashboard's HTML (the
  /// example's is the run's shared build).
  func dashboard(_ input: URL, locale: String = "en") throws -> String {
    let folder = try CommandRunner.temporaryFolder("habit-report-levels")
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try CommandRunner.run([
      "build", "--input", input.path, "--out", folder.appendingPathComponent("site").path,
      "--today", Self.today, "--locale", locale,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return String(
      decoding: try Data(contentsOf: folder.appendingPathComponent("site/index.html")),
      as: UTF8.self)
  }

  /// The past days' shades, the shares of the shaded ones, and the legend's
  /// items as text.
  func check(_ html: String, _ name: String) {
    let cells = ReportSite.heatmapCells(html).filter { $0.date < Self.today }
    #expect(cells.count > 300, "\(name)")
    var shades: [String: Int] = [:]
    for cell in cells { shades[cell.state, default: 0] += 1 }
    for (shade, count) in shades {
      #expect(count * 2 <= cells.count, "\(name): \(shade) holds \(count) of \(cells.count)")
    }
    // The levels are ordered by the share of due done (the label's "n of m").
    let levels = ["partialLow": 1, "partialHigh": 2, "complete": 3]
    let shaded = cells.compactMap { cell -> (Double, Int)? in
      guard let level = levels[cell.state],
        let match = cell.label.firstMatch(of: /: (\d+) of (\d+) due done/),
        let done = Double(match.1), let due = Double(match.2)
      else { return nil }
      return (done / due, level)
    }
    #expect(shaded.count > 300, "\(name)")
    for (share, level) in shaded {
      for (other, otherLevel) in shaded where other < share {
        #expect(otherLevel <= level, "\(name): \(other) at d\(otherLevel), \(share) at d\(level)")
      }
    }
    #expect(Set(shaded.map(\.1)) == [1, 2, 3], "\(name): all three levels used")
    // The legend: each level's range in percent.
    guard let legend = html.range(of: "<ul class=\"legend\""),
      let end = html.range(of: "</ul>", range: legend.upperBound..<html.endIndex)
    else {
      Issue.record("\(name): no legend")
      return
    }
    let items = html[legend.upperBound..<end.lowerBound].components(separatedBy: "<li>")
      .dropFirst().map { ReportSite.text(String($0)) }
    let ranges = items.filter { $0.wholeMatch(of: /\d+(–\d+)? ?%/) != nil }
    #expect(ranges.count == 3, "\(name): \(items)")
  }

  @Test func theExampleHeatmapTellsDaysApart() throws {
    check(try ReportSite.shared("en").page("index.html"), "example")
  }

  @Test func aSeededSampleHeatmapTellsDaysApart() throws {
    let folder = try CommandRunner.temporaryFolder("habit-report-levels-sample")
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("sample.json")
    let made = try CommandRunner.run([
      "sample", "--habits", "60", "--years", "3", "--seed", "7", "--out", input.path,
      "--today", Self.today,
    ])
    #expect(made.status == 0, "\(made.stderr)")
    check(try dashboard(input), "sample 60 × 3, seed 7")
  }

  @Test(arguments: ["ar", "fr", "ur"])
  func theLegendRangesAreInEveryLocale(locale: String) throws {
    let html = try ReportSite.shared(locale).page("index.html")
    guard let legend = html.range(of: "<ul class=\"legend\"") else {
      Issue.record("\(locale): no legend")
      return
    }
    let list = String(html[legend.upperBound...].prefix(2000))
    #expect(list.contains("%") || list.contains("٪"), "\(locale): \(list)")
  }
}
