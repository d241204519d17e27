import Foundation
import TestSupport
import Testing

/// A year's page puts the heatmap and the totals first: right after the
/// heading, the lead and the table come the all-habits heatmap, then the
/// groups, the reads and the rest.
@Suite(.serialized) struct YearPageOrderTests {
  @Test(arguments: ["en", "ar"])
  func theHeatmapFollowsTheTotals(locale: String) throws {
    let site = try ReportSite.shared(locale)
    for year in ["2025", "2026"] {
      let html = try site.page("years/\(year)/index.html")
      let heading = try #require(html.range(of: "<h1"), "\(year)")
      let table = try #require(html.range(of: "<table"), "\(year)")
      let heatmap = try #require(html.range(of: "<section class=\"heatmap\""), "\(year)")
      let firstSection = try #require(html.range(of: "<h2>"), "\(year)")
      #expect(heading.lowerBound < table.lowerBound, "\(locale) \(year)")
      #expect(table.lowerBound < heatmap.lowerBound, "\(locale) \(year)")
      #expect(heatmap.lowerBound < firstSection.lowerBound, "\(locale) \(year): heatmap too late")
      // Still one article holds the whole summary.
      #expect(html.components(separatedBy: "<article").count == 2, "\(locale) \(year)")
    }
  }
}
