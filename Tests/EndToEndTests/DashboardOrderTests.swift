import Foundation
import TestSupport
import Testing

/// The dashboard reads top-down as a weekly look-back (DESIGN §5): today,
/// then what is changing now, then the groups and habits, then
/// consistency; and it links the week in progress and the last finished
/// week. "Changing now" sat at 2,889 of 3,618 px, under every habit.
@Suite("Dashboard, in reading order")
struct DashboardOrderTests {
  @Test("today, changing now, groups and habits, consistency", arguments: ["en", "ar"])
  func readingOrder(locale: String) throws {
    let page = try SharedSite.example(locale).page("index.html")
    let marks = [
      "<section class=\"today\"", "<section class=\"trends\"", "<section class=\"groups\"",
      "<section class=\"consistency\"",
    ]
    let offsets = try marks.map { mark in
      try #require(page.range(of: mark), "\(locale): \(mark)").lowerBound
    }
    #expect(offsets == offsets.sorted(), "\(locale): \(zip(marks, offsets).map(\.0))")
    // The ungrouped habits too come after the look-back.
    if let ungrouped = page.range(of: "<section class=\"ungrouped\"") {
      #expect(ungrouped.lowerBound > offsets[1])
      #expect(ungrouped.lowerBound < offsets[3])
    }
  }

  @Test("links the week in progress and the last finished week")
  func weekLinks() throws {
    let site = try SharedSite.example("en")
    let page = try site.page("index.html")
    // 29 November 2026 is in 2026-W48; the last finished week is 2026-W47.
    #expect(page.contains("<a href=\"weeks/2026-W48/index.html\">This week so far</a>"))
    #expect(page.contains("<a href=\"weeks/2026-W47/index.html\">Last week</a>"))
    #expect(site.files.contains("weeks/2026-W47/index.html"))
    #expect(site.files.contains("weeks/2026-W48/index.html"))
  }
}
