import Foundation
import Testing

/// The month and year pages of the example site (the HTML, as published):
/// in English and Arabic, every row of January 2026's and 2026's tables
/// holds the numbers of the states the same build's `data.json` has for
/// those days, every window tracked then has its row, and the year page's
/// heatmap cells follow the same states.
@Suite(.serialized) struct ReportPageNumbersTests {
  /// The cells a window's row must show over `first` through `last`: due,
  /// complete, partly done, missed and extra days; "—" where a period
  /// habit has no due or missed days and a habit to avoid no partial or
  /// extra ones. Nil for a window paused throughout (one "Paused" row).
  static func expectedCells(_ window: ReportSite.Window, first: String, last: String)
    -> [String]?
  {
    // Today (the shared sites' 29 November) is in no count until it is
    // over, except a period habit's "so far" (DESIGN §3).
    let counts = window.counts(
      from: first, through: window.isPeriod ? last : min(last, "2026-11-28"))
    let tracked = counts.filter { $0.key != "paused" && $0.key != "unscheduled" }
    if tracked.isEmpty { return nil }
    let complete = counts["complete", default: 0]
    let partial = counts["partialLow", default: 0] + counts["partialHigh", default: 0]
    let missed = counts["missed", default: 0]
    let period = window.isPeriod
    let avoid = window.kind == "avoid"
    return [
      period ? "—" : String(complete + partial + missed), String(complete),
      avoid ? "—" : String(partial), period ? "—" : String(missed),
      avoid ? "—" : String(counts["extra", default: 0]),
    ]
  }

  /// The page's rows by name, numbers in ASCII digits.
  static func rows(_ html: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for cells in ReportSite.tableRows(html) where cells.count >= 6 {
      rows[cells[0]] = cells.dropFirst().prefix(5).map {
        ReportSite.number($0).map(String.init) ?? $0
      }
    }
    return rows
  }

  @Test(
    arguments: [
      ("months/2026-01/index.html", "2026-01-01", "2026-01-31"),
      ("years/2026/index.html", "2026-01-01", ReportSite.today),
    ], ["en", "ar"])
  func tableRowsFollowData(page: (path: String, first: String, last: String), locale: String)
    throws
  {
    let site = try ReportSite.shared(locale)
    let rows = Self.rows(try site.page(page.path))
    var checked = 0
    for window in site.windows.flatMap(\.windows) {
      let inPeriod = window.days.keys.contains { $0 >= page.first && $0 <= page.last }
      // A habit with nothing due or done is named in one line, with no row.
      let active: Set<String> = [
        "complete", "partialLow", "partialHigh", "missed", "extra", "pending",
      ]
      let states = window.days.filter { $0.key >= page.first && $0.key <= page.last }.values
      let isPausedThroughout =
        states.contains("paused")
        && states.allSatisfy { $0 == "paused" || $0 == "unscheduled" }
      let isQuiet = !isPausedThroughout && !states.contains(where: active.contains)
      guard inPeriod, !isQuiet else {
        #expect(rows[window.name] == nil, "\(page.path): a row for \(window.name)")
        continue
      }
      let cells = try #require(
        rows[window.name], "\(page.path) (\(locale)): no row for \(window.name)")
      guard let expected = Self.expectedCells(window, first: page.first, last: page.last) else {
        #expect(cells.dropFirst().allSatisfy { $0 == "—" }, "\(window.name): paused throughout")
        continue
      }
      #expect(cells == expected, "\(page.path) (\(locale)) \(window.name)")
      checked += 1
    }
    #expect(checked >= 10, "\(page.path): \(checked) rows checked")
  }

  @Test(arguments: ["en", "ar"])
  func yearHeatmapFollowsData(locale: String) throws {
    let site = try ReportSite.shared(locale)
    try HeatmapCellsTests().check(site, "years/2026/index.html", from: "2026-01-01", locale: locale)
    #expect(
      ReportSite.heatmapCells(try site.page("years/2025/index.html")).last?.date == "2025-12-31")
  }
}
