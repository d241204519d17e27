import Foundation
import TestSupport
import Testing

/// Counts summed over several windows say "times", never "days", and no
/// page says "0 of 0" (DESIGN.md §5: one definition per number, named).
@Suite(.serialized) struct SummedCountsTests {
  /// Every HTML and Markdown file of the built example site, by path.
  func pages(_ site: ReportSite) -> [(String, String)] {
    let root = site.folder.appendingPathComponent("site")
    return CommandRunner.tree(root).filter { $0.hasSuffix(".html") || $0.hasSuffix(".md") }
      .compactMap { path in (try? site.page(path)).map { (path, $0) } }
  }

  @Test func aHabitOfTwoWindowsCountsTimesNotDays() throws {
    let site = try ReportSite.shared("en")
    let page = try site.page("habits/morning-evening-adhkar/index.html")
    // Two windows (morning, evening) summed: 695 times in about 350 days.
    #expect(!page.contains("due days complete since"))
    #expect(page.contains("Done 571 of 695 times due since 14 December 2025."))
    // A habit of one window still speaks in days, never more than elapsed.
    let single = try site.page("habits/dhikr/index.html")
    let match = try #require(single.firstMatch(of: /(\d+) of (\d+) due days complete since/))
    #expect(Int(match.2)! <= 366)
  }

  @Test(arguments: ["en", "fr"])
  func noPageSaysZeroOfZero(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let all = pages(site)
    #expect(all.count > 20)
    for (path, text) in all {
      #expect(
        text.firstMatch(of: /(^|[^0-9,.])0 (of|sur) 0([^0-9,.]|$)/) == nil, "\(locale) \(path)")
    }
  }
}
