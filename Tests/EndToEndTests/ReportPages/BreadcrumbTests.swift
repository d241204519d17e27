import Foundation
import TestSupport
import Testing

/// Period pages carry breadcrumbs, year › month › week: a `<nav>` with an
/// accessible name holding an `<ol>`, whose links lead to the week's month
/// and year (a month's year), the page itself last, marked current.
@Suite(.serialized) struct BreadcrumbTests {
  /// The label, link targets and current item of `<nav class="breadcrumbs"`.
  static func crumbs(_ html: String) -> (label: String, hrefs: [String], current: String)? {
    guard let start = html.range(of: "<nav class=\"breadcrumbs\" aria-label=\""),
      let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
    else { return nil }
    let nav = String(html[start.upperBound..<end.lowerBound])
    guard nav.contains("<ol>") else { return nil }
    let label = String(nav.prefix { $0 != "\"" })
    let hrefs = nav.components(separatedBy: "href=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" })
    }
    let current =
      nav.components(separatedBy: "aria-current=\"page\">").dropFirst().first.map {
        ReportSite.text(String($0.prefix { $0 != "<" }))
      } ?? ""
    return (label, hrefs, current)
  }

  @Test(arguments: ["en", "ar"])
  func periodPagesCarryYearMonthWeekBreadcrumbs(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let root = site.folder.appendingPathComponent("site")
    let pages = CommandRunner.tree(root).filter {
      ($0.hasPrefix("weeks/") || $0.hasPrefix("months/") || $0.hasPrefix("years/"))
        && $0.hasSuffix("/index.html") && $0.split(separator: "/").count == 3
    }
    #expect(pages.count > 60)
    for path in pages {
      let html = try site.page(path)
      let crumbs = try #require(Self.crumbs(html), "\(locale) \(path): no breadcrumbs")
      #expect(!crumbs.label.isEmpty, "\(path)")
      let base = root.appendingPathComponent(path).deletingLastPathComponent()
      let targets = crumbs.hrefs.map {
        base.appendingPathComponent($0).standardizedFileURL.path
          .replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
      }
      for target in targets {
        #expect(
          FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path),
          "\(path) → \(target)")
      }
      let title = ReportSite.text(
        String(
          html.components(separatedBy: "<title>").dropFirst().first?.prefix { $0 != "<" } ?? ""))
      #expect(title.hasPrefix(crumbs.current) && !crumbs.current.isEmpty, "\(path): \(crumbs)")
      if path.hasPrefix("weeks/2026-W4") {
        // Every 2026 week from W40 on lies in one month of 2026.
        #expect(targets.count == 2, "\(path): \(targets)")
        #expect(targets.first == "years/2026/index.html", "\(path): \(targets)")
        #expect(targets.last?.hasPrefix("months/2026-") == true, "\(path): \(targets)")
      }
      if path.hasPrefix("months/") {
        #expect(targets == ["years/\(path.dropFirst(7).prefix(4))/index.html"], "\(path)")
      }
      if path.hasPrefix("years/") {
        #expect(targets == ["years/index.html"], "\(path): \(targets)")
      }
    }
  }
}
