import Foundation
import Testing

/// The all-habits heatmaps of the example site, in English and Arabic:
/// every cell's numbers (in the page's context) and its shade (in the HTML)
/// follow from the states of that day in the same build's `data.json`, and
/// the English labels say them.
@Suite(.serialized) struct HeatmapCellsTests {
  /// Checks the heatmap of `path` over the days `from` through today.
  func check(_ site: ReportSite, _ path: String, from: String, locale: String) throws {
    let cells = ReportSite.heatmapCells(try site.page(path))
    #expect(cells.first?.date == from, "\(path)")
    #expect(cells.last?.date == ReportSite.today, "\(path)")
    let context = try site.context(path)
    let heatmap = try #require(context["heatmap"] as? [String: Any], "\(path)")
    let days = try #require(heatmap["days"] as? [[String: Any]])
    #expect(days.count == cells.count, "\(path)")
    var due = 0
    // Today is counted as the ring counts it (`TodayCountsTests`).
    for (cell, day) in zip(cells, days) where cell.date != ReportSite.today {
      let expected = site.heatmapDay(cell.date)
      #expect(day["date"] as? String == cell.date)
      #expect(day["due"] as? Int == expected.due, "\(path) \(cell.date)")
      #expect(day["complete"] as? Int == expected.complete, "\(path) \(cell.date)")
      #expect(day["state"] as? String == cell.state, "\(path) \(cell.date)")
      #expect(expected.states.contains(cell.state), "\(path) \(cell.date): \(cell.state)")
      if locale == "en" && expected.due > 0 {
        #expect(
          cell.label.hasSuffix(": \(expected.complete) of \(expected.due) due done"),
          "\(path) \(cell.date): \(cell.label)")
      }
      if locale == "ar" {
        #expect(!cell.label.contains { $0.isASCII && $0.isNumber }, "\(cell.label)")
      }
      due += expected.due
    }
    #expect(due > 100, "\(path): the example history is due on most days")
  }

  @Test(arguments: ["en", "ar"])
  func dashboard(locale: String) throws {
    let site = try ReportSite.shared(locale)
    // 53 weeks: from the Monday 52 weeks before today's week (Monday 23
    // November 2026).
    try check(site, "index.html", from: "2025-11-24", locale: locale)
  }
}
