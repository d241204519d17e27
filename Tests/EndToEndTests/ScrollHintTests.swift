import Foundation
import TestSupport
import Testing

/// A scroll hint ("Scroll sideways for earlier weeks.") sits only under
/// grids wide enough to scroll: a habit's 53 weeks, never a month's
/// calendar on a month page, which fits any screen (a browser that cannot
/// tell whether a grid scrolls would otherwise show it there).
@Suite(.enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct ScrollHintTests {
  @Test func onlyGridsThatCanScrollCarryTheHint() throws {
    let out = try SharedSite.example("en").site
    let pages = CommandRunner.tree(out).filter { $0.hasSuffix("index.html") }
    let months = pages.filter { $0.hasPrefix("months/") && $0 != "months/index.html" }
    #expect(months.count >= 12, "\(months)")
    for path in months {
      let page = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
      #expect(page.contains("<i "), "\(path) draws no calendar")
      #expect(!page.contains("scroll-hint"), "\(path) hints at scrolling a month's calendar")
    }
    // A habit a year old draws 53 weeks, which scroll on a phone.
    let habit = try String(
      contentsOf: out.appendingPathComponent("habits/quran-reading/index.html"), encoding: .utf8)
    #expect(habit.contains("scroll-hint"), "a year of weeks has no scroll hint")
  }
}
