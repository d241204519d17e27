import Foundation
import TestSupport
import Testing

/// A summary page's table whose names and heads never wrap may be wider
/// than the page (the French year's, "Année précédente", "Évolution
/// (points)", scrolled 131 px at 1280 px, and axe's
/// scrollable-region-focusable failed on it): every such table is
/// reachable from the keyboard, either by its own `tabindex` (a year's) or
/// by the habit links in its rows (a week's or a month's).
@Suite("summary tables reachable from the keyboard")
struct SummaryTableFocusTests {
  @Test(arguments: ["en", "fr", "ar", "ur"])
  func everyTableIsReachable(locale: String) throws {
    let site = try SharedSite.example(locale)
    var tables = 0
    for path in site.files
    where path.hasSuffix("index.html")
      && ["weeks/", "months/", "years/"].contains(where: path.hasPrefix)
    {
      let page = try site.page(path)
      for part in page.components(separatedBy: "<table").dropFirst() {
        tables += 1
        let open = part.prefix { $0 != ">" }
        let body = part.components(separatedBy: "</table>")[0]
        #expect(
          open.contains("tabindex=\"0\"") || body.contains("<a href="),
          "\(locale) \(path): a table with no way in from the keyboard")
      }
    }
    #expect(tables > 20, "\(locale): the example's period pages hold tables")
  }
}
