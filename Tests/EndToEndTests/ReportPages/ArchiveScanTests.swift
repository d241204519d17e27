import Foundation
import TestSupport
import Testing

/// The archives can be scanned: `weeks/`, `months/` and `years/` list each
/// period with its share done (the lead's) and a small picture of its days
/// (a week's 7, a month's weeks), and a year the history starts in is
/// shown by its real span.
@Suite(.serialized) struct ArchiveScanTests {
  /// The `<li>` items of the archive's list.
  static func items(_ html: String) -> [String] {
    guard let start = html.range(of: "<ul class=\"week-list\">"),
      let end = html.range(of: "</ul>", range: start.upperBound..<html.endIndex)
    else { return [] }
    let list = String(html[start.upperBound..<end.lowerBound])
    return Array(list.components(separatedBy: "<li").dropFirst())
  }

  static func cells(_ item: String) -> [String] {
    item.components(separatedBy: "data-date=\"").dropFirst().map { String($0.prefix(10)) }
  }

  @Test func eachArchiveItemShowsItsShareAndItsDays() throws {
    let site = try ReportSite.shared("en")
    let weeks = Self.items(try site.page("weeks/index.html"))
    #expect(weeks.count > 50)
    let w47 = try #require(weeks.first { $0.contains("href=\"2026-W47/index.html\"") })
    let lead = try site.page("weeks/2026-W47.md")
    let percent = try #require(lead.firstMatch(of: /That is (\d+)%\./)?.output.1)
    #expect(ReportSite.text(w47).contains("\(percent)%"), "\(ReportSite.text(w47))")
    #expect(
      Self.cells(w47) == PeriodDaysTests.days(from: "2026-11-16", through: "2026-11-22"),
      "\(w47)")
    for item in weeks where !item.contains("in progress") {
      #expect(Self.cells(item).count == 7, "\(ReportSite.text(item))")
    }
    let months = Self.items(try site.page("months/index.html"))
    let october = try #require(months.first { $0.contains("href=\"2026-10/index.html\"") })
    #expect(ReportSite.text(october).contains(/\d+%/), "\(ReportSite.text(october))")
    #expect(
      Self.cells(october) == PeriodDaysTests.days(from: "2026-10-01", through: "2026-10-31"))
    let years = Self.items(try site.page("years/index.html"))
    let first = try #require(years.first { $0.contains("href=\"2025/index.html\"") })
    // The history starts on 29 November 2025.
    #expect(ReportSite.text(first).contains("29 November – 31 December 2025"), "\(first)")
    #expect(!ReportSite.text(first).contains("1 January"), "\(first)")
    #expect(ReportSite.text(first).contains(/\d+%/), "\(ReportSite.text(first))")
  }
}
