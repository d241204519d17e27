import Foundation
import TestSupport
import Testing

/// Every page's header links the dashboard, weeks, months and years, and
/// the previous and next links of the period pages say only where they go
/// ("Week of 9 November"), on every HTML page of the built example site.
@Suite(.serialized) struct NavigationTests {
  /// The `href`s of the `<a>` elements inside `<nav class="site-nav"`.
  static func headerLinks(_ html: String) -> [String] {
    guard let start = html.range(of: "<nav class=\"site-nav\""),
      let end = html.range(of: "</nav>", range: start.upperBound..<html.endIndex)
    else { return [] }
    return html[start.upperBound..<end.lowerBound].components(separatedBy: "href=\"")
      .dropFirst().map { String($0.prefix { $0 != "\"" }) }
  }

  /// The texts of the `rel="prev"` and `rel="next"` links.
  static func stepLinks(_ html: String) -> [String] {
    html.components(separatedBy: "<a rel=\"").dropFirst()
      .filter { $0.hasPrefix("prev\"") || $0.hasPrefix("next\"") }
      .map { part in
        let text = part[(part.range(of: ">")?.upperBound ?? part.startIndex)...]
        return ReportSite.text(String(text.prefix { $0 != "<" }))
      }
  }

  @Test(arguments: ["en", "ar"])
  func everyPageLinksTheDashboardWeeksMonthsAndYears(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let root = site.folder.appendingPathComponent("site")
    let pages = CommandRunner.tree(root).filter { $0.hasSuffix(".html") }
    #expect(pages.count > 30)
    var steps = 0
    for path in pages {
      let html = try site.page(path)
      let base = root.appendingPathComponent(path).deletingLastPathComponent()
      let targets = Self.headerLinks(html).map {
        base.appendingPathComponent($0).standardizedFileURL.path
          .replacingOccurrences(of: root.standardizedFileURL.path + "/", with: "")
      }
      #expect(
        targets == ["index.html", "weeks/index.html", "months/index.html", "years/index.html"],
        "\(locale) \(path): \(targets)")
      for target in targets {
        #expect(
          FileManager.default.fileExists(atPath: root.appendingPathComponent(target).path),
          "\(path) → \(target)")
      }
      for text in Self.stepLinks(html) {
        steps += 1
        #expect(!text.contains("("), "\(locale) \(path): \(text)")
        if locale == "en" && path.hasPrefix("weeks/") {
          #expect(
            text.wholeMatch(of: /Week of \d{1,2} [A-Z][a-z]+ \d{4}/) != nil, "\(path): \(text)")
        }
      }
    }
    #expect(steps > 20)
  }

  @Test func aWeekPageStepsToTheWeekOfItsMonday() throws {
    let site = try ReportSite.shared("en")
    let html = try site.page("weeks/2026-W47/index.html")
    #expect(Self.stepLinks(html).contains("Week of 9 November 2026"))
  }
}
