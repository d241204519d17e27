import Foundation
import HabitCore
import Testing

@testable import HabitSite

@Suite("feed.xml and the week pages")
struct FeedTests {
  static let hostile = "<script>alert(1)</script> & [x](javascript:alert(1))"

  /// Twenty weeks of one daily habit with a hostile title and notes, plus
  /// the summary fixture.
  static func evaluation() -> HistoryEvaluation {
    var done: [String: Int] = [:]
    var date = SummaryFixture.date("2026-07-06")
    while date < SummaryFixture.today {
      if date.dayNumber % 3 != 0 { done[date.isoString] = 1 }
      date = date.adding(days: 1)
    }
    let long = SummaryFixture.habit(
      "long", hostile, start: "2026-07-06", done: done, notes: "Notes <script>alert(2)</script>")
    return SummaryFixture.evaluation([long] + SummaryFixture.habits)
  }

  static let siteID = "3f2c9a4e-8d1b-4c7a-9e5f-0a1b2c3d4e5f"

  static func build(
    baseURL: String? = nil, locale: String = "en", siteID: String? = FeedTests.siteID
  ) throws -> CollectedSite {
    try CollectedSite(
      evaluation(), theme: SummaryFixture.theme(),
      options: SiteOptions(
        locale: locale, baseURL: baseURL, keepsContexts: true, siteID: siteID))
  }

  @Test("feed.xml is well-formed Atom with 12 complete entries")
  func atom() throws {
    let build = try Self.build()
    let feed = try FeedDocument(try #require(build.files["feed.xml"]))
    #expect(feed.root == "feed")
    #expect(feed.rootNamespace == "http://www.w3.org/2005/Atom")
    #expect(feed.entries.count == 12)
    for entry in feed.entries {
      for element in ["id", "title", "updated", "content"] {
        #expect(!(entry.text[element] ?? "").isEmpty, "\(element) in \(entry.text)")
      }
      #expect(entry.links.count == 1)
      #expect(entry.contentType == "html")
    }
    let first = try #require(feed.entries.first)
    let entryID = try #require(first.text["id"])
    #expect(entryID.hasPrefix("urn:uuid:"))
    #expect(UUIDText.isValid(String(entryID.dropFirst("urn:uuid:".count))))
    #expect(first.text["updated"] == "2026-11-23T00:00:00Z")
    #expect(first.links == ["weeks/2026-W47/index.html"])
    #expect(feed.text["updated"] == "2026-11-23T00:00:00Z")
    #expect(feed.text["id"] == "urn:uuid:\(Self.siteID)")
    #expect(feed.selfLinks.isEmpty)
    #expect(feed.hasAuthor)
  }

  @Test("rebuilding the same data gives the same feed bytes and ids")
  func stable() throws {
    let first = try Self.build()
    let second = try Self.build()
    #expect(first.files["feed.xml"] == second.files["feed.xml"])
    let ids = try FeedDocument(try #require(first.files["feed.xml"])).entries.map { $0.text["id"] }
    #expect(Set(ids).count == 12)
  }

  @Test("with a base URL, links are absolute and the feed links to itself")
  func absolute() throws {
    let build = try Self.build(baseURL: "https://example.org/habits/")
    let feed = try FeedDocument(try #require(build.files["feed.xml"]))
    #expect(feed.selfLinks == ["https://example.org/habits/feed.xml"])
    #expect(feed.alternateLinks == ["https://example.org/habits/weeks/index.html"])
    #expect(feed.entries.first?.links == ["https://example.org/habits/weeks/2026-W47/index.html"])
    #expect(
      feed.entries.first?.text["id"] == "tag:example.org,2026-11-22:/habits/weeks/2026-W47")
    #expect(feed.text["id"] == "tag:example.org,2026-07-06:/habits/weeks")
  }

  @Test("a title or note with <script> is text in the week pages and the feed, never a tag")
  func noScript() throws {
    let build = try Self.build()
    let pages = build.files.paths.filter { $0.hasPrefix("weeks/") || $0 == "feed.xml" }
    // 21 weeks (2026-W28 … W48, in progress): a Markdown file, its picture
    // and a page each, the archive, the feed.
    #expect(pages.count == 21 * 3 + 1 + 1)
    for path in pages {
      // In Markdown, `\<` is an escaped, literal angle bracket.
      let text = try #require(build.files.text(path)).replacingOccurrences(of: "\\<", with: "")
      #expect(!text.lowercased().contains("<script"), "\(path)")
      #expect(!text.contains("javascript:alert(1))\">"), "\(path)")
    }
    let page = try #require(build.files.text("weeks/2026-W47/index.html"))
    #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    let markdown = try #require(build.files.text("weeks/2026-W47.md"))
    #expect(markdown.contains("\\<script\\>alert(1)\\</script\\>"))
    // In the feed the HTML is itself escaped: once parsed, the content is
    // HTML in which the title is still escaped text.
    let feed = try FeedDocument(try #require(build.files["feed.xml"]))
    let content = try #require(feed.entries.first?.text["content"])
    #expect(content.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    #expect(!content.contains("<script"))
  }

  @Test("week pages and the archive: paths, links, contexts")
  func pages() throws {
    let build = try Self.build(locale: "ar")
    let archive = try #require(build.files.text("weeks/index.html"))
    #expect(archive.contains("href=\"2026-W47/index.html\""))
    #expect(archive.contains("href=\"2026-W47.md\""))
    #expect(archive.contains("dir=\"rtl\""))
    let newest = try #require(archive.range(of: "2026-W47/index.html"))
    let older = try #require(archive.range(of: "2026-W28/index.html"))
    #expect(newest.lowerBound < older.lowerBound)
    #expect(!archive.contains("2026-W27/"))
    let page = try #require(build.files.text("weeks/2026-W47/index.html"))
    #expect(page.contains("href=\"../2026-W46/index.html\""))
    // The week in progress follows it.
    #expect(page.contains("href=\"../2026-W48/index.html\""))
    #expect(page.contains("href=\"../../assets/style.css\""))
    #expect(page.contains("<table class=\"period-table\""))
    for path in ["weeks/index.html", "weeks/2026-W47.md", "weeks/2026-W47/index.html", "feed.xml"] {
      #expect(build.contexts[path] != nil, "\(path)")
    }
  }

  @Test("a history longer than the cap publishes the latest weeks and says so")
  func capped() throws {
    let long = SummaryFixture.habit("old", start: "2020-01-06")
    let evaluation = SummaryFixture.evaluation([long])
    let build = try CollectedSite(
      evaluation, theme: SummaryFixture.theme(), options: SiteOptions())
    let archive = try #require(build.files.text("weeks/index.html"))
    #expect(archive.contains("Only the latest 260 weeks are listed"))
    #expect(archive.components(separatedBy: "<li>").count - 1 == 260)
    #expect(build.files.paths.filter { $0.hasSuffix(".md") && $0.hasPrefix("weeks/") }.count == 260)
  }
}
