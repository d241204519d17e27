import Foundation
import TestSupport
import Testing

/// The dashboard's rings and today's cells count the same thing, the times
/// due today (DESIGN.md §5): the ring over every habit and today's cell of
/// the all-habits heatmap and of the today strip, and each group's ring and
/// today's cell of its strip.
@Suite(.serialized) struct TodayCountsTests {
  // Arabic says some counts in words ("one of four"), so the digits are
  // compared in English and French.
  @Test(arguments: ["en", "fr"])
  func ringsAndTodaysCellsAgree(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let html = try site.page("index.html")
    let rings = html.components(separatedBy: "<p class=\"ring-label\">").dropFirst()
    #expect(rings.count > 1)
    var checked = 0
    for part in rings {
      let text = ReportSite.text(String(part.prefix { $0 != "<" }))
      let digits = text.split { !$0.isNumber }.compactMap { ReportSite.number(String($0)) }
      guard digits.count == 2 else {
        Issue.record("\(locale): ring text \(text)")
        continue
      }
      // The first cell of today after the ring, in its strip.
      guard let cell = part.range(of: "aria-current=\"date\" role=\"img\" title=\"") else {
        continue
      }
      let label = ReportSite.text(String(part[cell.upperBound...].prefix { $0 != "\"" }))
      let numbers = label.split { !$0.isNumber }.compactMap { ReportSite.number(String($0)) }
      // The label is "<weekday> <day> <month>: complete of due".
      #expect(
        Array(numbers.suffix(2)) == digits, "\(locale): ring \(text), today's cell \(label)")
      checked += 1
    }
    #expect(checked == rings.count)
    let heatmap = ReportSite.heatmapCells(html)
    let today = try #require(heatmap.last)
    #expect(today.date == ReportSite.today)
    let first = ReportSite.text(
      String(rings.first?.prefix { $0 != "<" } ?? ""))
    let ring = first.split { !$0.isNumber }.compactMap { ReportSite.number(String($0)) }
    let cell = today.label.split { !$0.isNumber }.compactMap { ReportSite.number(String($0)) }
    #expect(Array(cell.suffix(2)) == ring, "\(locale): ring \(first), heatmap \(today.label)")
  }
}
