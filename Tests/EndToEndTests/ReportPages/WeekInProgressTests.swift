import Foundation
import TestSupport
import Testing

/// The week in progress has its page and its Markdown, marked in progress,
/// and is listed in the archive; the feed carries finished weeks only
/// (DESIGN.md §5). On Sunday 29 November 2026 that week is 2026-W48.
@Suite(.serialized) struct WeekInProgressTests {
  @Test func theWeekInProgressHasItsPageButNotAFeedEntry() throws {
    let site = try ReportSite.shared("en")
    let page = try site.page("weeks/2026-W48/index.html")
    #expect(page.contains("This week is still in progress: it is counted through"))
    let markdown = try site.page("weeks/2026-W48.md")
    #expect(markdown.contains("This week is still in progress"))
    // The week before steps forward to it, and the archive lists it first,
    // marked.
    #expect(try site.page("weeks/2026-W47/index.html").contains("href=\"../2026-W48/index.html\""))
    let archive = try site.page("weeks/index.html")
    let first = try #require(archive.range(of: "<li>"))
    let item = String(archive[first.upperBound...].prefix { $0 != "\n" })
    #expect(item.contains("2026-W48/index.html"), "\(item)")
    #expect(item.contains("(in progress)"), "\(item)")
    // The feed: finished weeks only, the newest W47.
    let feed = try site.page("feed.xml")
    #expect(!feed.contains("2026-W48"))
    #expect(feed.contains("weeks/2026-W47/index.html"))
  }
}
