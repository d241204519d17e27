import Foundation
import TestSupport
import Testing

/// A period page's table links each row's habit and labels each count with
/// its column's head (issue 42): at 390 px a row is a card whose numbers
/// carry their heads (`data-label`, drawn by the stylesheet), and a year's
/// names are linked to their habit pages as a week's and a month's are.
@Suite("Period tables: linked names, labelled counts")
struct TableLabelsTests {
  /// The head cells' texts and each body row's (name link, count cells'
  /// labels) of a page's summary table.
  static func table(_ page: String) throws -> (heads: [String], rows: [(String?, [String])]) {
    let start = try #require(page.range(of: "<table"))
    let end = try #require(page.range(of: "</table>", range: start.upperBound..<page.endIndex))
    let table = String(page[start.lowerBound..<end.upperBound])
    let head = try #require(table.components(separatedBy: "</thead>").first)
    // cmark's heads (`<th>`), not the days' head the page adds.
    let heads = head.matches(of: /<th>([^<]*)<\/th>/).map { String($0.1) }
    let body = try #require(table.components(separatedBy: "<tbody>").last)
    let rows = body.components(separatedBy: "</tr>").dropLast().map { row in
      let link = row.firstMatch(of: /<th scope="row"><a href="([^"]+)">/).map { String($0.1) }
      let labels = row.matches(of: /<td data-label="([^"]*)">/).map { String($0.1) }
      return (link, labels)
    }
    return (heads, rows)
  }

  @Test(
    "every row of a year's, month's and week's table links its habit; every count has its head",
    arguments: ["en", "fr", "ar", "ur"])
  func linkedAndLabelled(locale: String) throws {
    let site = try SharedSite.example(locale)
    for path in [
      "years/2026/index.html", "years/2025/index.html", "months/2026-10/index.html",
      "weeks/2026-W47/index.html",
    ] {
      let page = try site.page(path)
      let (heads, rows) = try Self.table(page)
      #expect(rows.count >= 5, "\(locale) \(path)")
      // The heads after the name's.
      let counts = Array(heads.dropFirst())
      for (link, labels) in rows {
        let href = try #require(link, "\(locale) \(path): a row without its link")
        #expect(href.hasPrefix("../../habits/") && href.hasSuffix("/index.html"))
        let slug = href.dropFirst("../../habits/".count).dropLast("/index.html".count)
        #expect(site.files.contains("habits/\(slug)/index.html"), "\(href)")
        #expect(labels == counts, "\(locale) \(path): \(labels) against \(counts)")
      }
    }
  }
}
