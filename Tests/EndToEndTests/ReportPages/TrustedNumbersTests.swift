import Foundation
import TestSupport
import Testing

/// Numbers you can trust from page to page (issue 33, DESIGN.md §3 "One
/// definition per number"): each finding of the review of the example site
/// (`examples/export.json` as of Sunday 29 November 2026), reproduced with
/// the built binary.
@Suite(.serialized) struct TrustedNumbersTests {
  /// Reads with their Markdown escapes taken out, sorted.
  static func plain(_ reads: [String]) -> [String] {
    reads.map { $0.replacingOccurrences(of: "\\", with: "") }.sorted()
  }

  /// Finding 1: the dashboard said "Journaling: Missed 19 of the last 21",
  /// the week in progress "Missed 18 of the last 20" (it counted today,
  /// which is not over). Both read the 21 days before today.
  @Test func theDashboardAndThePeriodsInProgressReadTheSameDays() throws {
    let site = try TrustedSite.example()
    let dashboard = try site.dashboardReads()
    for path in ["weeks/2026-W48.md", "months/2026-11.md", "years/2026.md"] {
      let summary = try site.summary(path)
      #expect(summary.upTo == "Saturday 28 November", "\(path)")
      let reads = TrustedSite.readsByTitle(summary)
      // Only the reads that say more than the table are listed (issue 35).
      #expect(!reads.isEmpty, "\(path)")
      for (title, texts) in reads {
        #expect(
          Self.plain(texts) == Self.plain(dashboard[title] ?? []), "\(path): \(title)")
      }
    }
  }

  /// Finding 2: "Up from 74% in Week 2026-W47" where W47's page says 73%;
  /// August "the same as in July" at 74% where July's page says 73%.
  @Test func everyLeadQuotesThePreviousPagesShare() throws {
    let site = try TrustedSite.example()
    try Self.expectLeadsQuoteThePreviousPages(site, name: "example")
  }

  /// Each "Up from X% in P", "Down from X% in P" equals P's page's "That is
  /// X%"; each "The same as in P" has P's share; a lead that compares other
  /// habits says which ("Among the 14 habits due in both weeks: …"), after
  /// quoting P's own share.
  static func expectLeadsQuoteThePreviousPages(_ site: TrustedSite, name: String) throws {
    var shares: [String: Int] = [:]
    var summaries: [(String, TrustedSite.Summary)] = []
    for path in site.summaries {
      let summary = try site.summary(path)
      if let share = summary.share { shares[summary.heading] = share }
      summaries.append((path, summary))
    }
    var compared = 0
    for (path, summary) in summaries {
      guard let comparison = summary.comparison else { continue }
      compared += 1
      let previous = shares[comparison.period]
      #expect(previous != nil, "\(name) \(path): no page says \(comparison.period)'s share")
      if let percent = comparison.percent {
        #expect(
          percent == previous, "\(name) \(path): from \(percent)%, its page \(previous ?? -1)%")
      } else {
        #expect(summary.share == previous, "\(name) \(path): the same as \(previous ?? -1)%?")
      }
      // A narrower comparison comes only after the previous page's share.
      #expect(
        summary.among == nil || summary.comparison != nil, "\(name) \(path): an among alone")
    }
    #expect(compared > 10, "\(name): \(compared) leads compared")
  }

  /// Finding 3: Run's page said "Met 19 of 43 weeks", counting the week of
  /// 23–29 November, which stood at 2 of 3 with Sunday still open; November
  /// gave "1 of 5 weeks".
  @Test func onlyFinishedPeriodsAreJudged() throws {
    let site = try TrustedSite.example()
    let habit = ReportSite.text(try site.page("habits/run/index.html"))
    #expect(habit.contains("Met 19 of 42 weeks since 2 February 2026."), "\(habit.prefix(0))")
    let month = try site.page("months/2026-11.md")
    #expect(month.contains("| Run | — | 8 | 0 | — | 0 | 1 of 4 weeks |"), "\(month)")
    // The week in progress is in progress, never missed.
    let week = try site.page("weeks/2026-W48.md")
    #expect(week.contains("| Run | — | 2 of 3 so far | 0 | — |"), "\(week)")
    #expect(try site.page("weeks/2026-W47.md").contains("| Run | — | 1 of 3 | 0 | — |"))
  }

  /// Finding 4: the dashboard's legend said 82–100 / 70–80 / 29–69 %, the
  /// year page's 80–100 / 69–79 / 29–69 %; 69 % fell in two bands; today,
  /// at 8 of 16, was drawn in the 70–80 % band.
  @Test func everyHeatmapShadesByOneScale() throws {
    let site = try TrustedSite.example()
    let dashboard = try site.page("index.html")
    let legend = TrustedSite.heatmapLegend(dashboard)
    let bands = legend.compactMap { TrustedSite.range($0.text) }
    #expect(bands.count == 3, "\(legend)")
    for (higher, lower) in zip(bands, bands.dropFirst()) {
      #expect(lower.upperBound < higher.lowerBound, "\(legend): bands overlap")
    }
    for year in ["2025", "2026"] {
      let page = try site.page("years/\(year)/index.html")
      let levels = TrustedSite.heatmapLegend(page).filter { TrustedSite.range($0.text) != nil }
      let expected = legend.filter { level in levels.contains { $0.state == level.state } }
      #expect(levels.map(\.text) == expected.map(\.text), "years/\(year): \(levels)")
    }
    // Today, 8 of 16 (50%), is shaded by its own share.
    let today = try #require(
      ReportSite.heatmapCells(dashboard).first { $0.date == ReportSite.today })
    let share = try #require(today.label.firstMatch(of: /(\d+) of (\d+) due done/))
    let percent = Int((Double(Int(share.1)!) * 100 / Double(Int(share.2)!)).rounded())
    let band = try #require(legend.first { $0.state == today.state }, "\(today)")
    #expect(TrustedSite.range(band.text)?.contains(percent) == true, "\(today) in \(band)")
  }

  /// Finding 5: Qur'an reading asked 2 pages a day in February (every
  /// entry's snapshot), yet the week of 16 February charted "8 pages
  /// (target 20)" and 9 February's 18: a missed day took today's 4.
  @Test func aDayWithNoEntryTakesTheTargetInForce() throws {
    let site = try TrustedSite.example()
    let page = try site.page("habits/quran-reading/index.html")
    for week in ["9 February", "16 February"] {
      let label = try #require(page.firstMatch(of: try Regex("Week of \(week) 2026: [^<]*")))
      #expect(String(label.0).hasSuffix("(target 14)"), "\(label.0)")
    }
  }

  /// Finding 6: the least consistent list put Deep clean (4 times a month)
  /// at 0 % beside habits ranked by due days.
  @Test func rankingsCompareLikeWithLike() throws {
    let site = try TrustedSite.example()
    let page = try site.page("index.html")
    let start = try #require(page.range(of: "<section class=\"consistency\">"))
    let end = try #require(page.range(of: "</section>", range: start.upperBound..<page.endIndex))
    let section = String(page[start.upperBound..<end.lowerBound])
    // The ranked lists, not the line after them.
    let ranked =
      section.components(separatedBy: "<ol").dropFirst().joined()
      .components(separatedBy: "<p").first ?? ""
    #expect(!ranked.contains("Deep clean") && !ranked.contains(">Run<"), "\(section)")
    #expect(
      ReportSite.text(section).contains(
        "Read in weeks or months, not ranked here: Run · Deep clean."), "\(section)")
  }

  /// Finding 7: "1 pages", "2 h 0 min", "70 h 0 min"; the Reports section
  /// linked months and years but not weeks.
  @Test func englishSaysOnePageAndDropsAZeroPart() throws {
    let site = try TrustedSite.example()
    for path in CommandRunner.tree(site.root)
    where path.hasSuffix(".html") || path.hasSuffix(".md") {
      let text = try site.page(path)
      #expect(text.firstMatch(of: /(^|[^\d,.])1 (pages|times)\b/) == nil, "\(path)")
      #expect(!text.contains(" h 0 min"), "\(path)")
    }
    #expect(try site.page("habits/quran-reading/index.html").contains(": 1 page (target"))
    let dashboard = try site.page("index.html")
    let reports = try #require(dashboard.range(of: "<nav class=\"reports\""))
    let nav = String(dashboard[reports.upperBound...].prefix(400))
    #expect(nav.contains("href=\"weeks/index.html\""), "\(nav)")
  }
}
