import Foundation
import TestSupport
import Testing

/// A lead's "up from X %" quotes the previous period's share exactly as its
/// own page states it, before any narrower comparison (DESIGN §3): "Among
/// the 13 habits due in both weeks: 80 %, against 74 %" quoted a share the
/// previous week's page shows as 73 %.
@Suite("Leads quote the previous page")
struct LeadQuotesPageTests {
  /// "That is 73%." of a summary's lead.
  static func share(_ markdown: String) -> String? {
    markdown.firstMatch(of: /That is (\d+%)\./).map { String($0.output.1) }
  }

  @Test("every week's and month's lead quotes the previous page's own share")
  func quotes() throws {
    let site = try SharedSite.example("en")
    var quoted = 0
    var narrower = 0
    for unit in ["weeks", "months"] {
      let files = site.files.filter {
        $0.hasPrefix(unit + "/") && $0.hasSuffix(".md") && $0.split(separator: "/").count == 2
      }.sorted()
      for (previous, path) in zip(files, files.dropFirst()) {
        let text = try site.page(path)
        let before = try site.page(previous)
        if text.contains("Among the ") {
          narrower += 1
          #expect(
            text.contains("Up from ") || text.contains("Down from ")
              || text.contains("The same as in "), "\(path): narrower comparison alone")
        }
        guard let match = text.firstMatch(of: #/(?:Up|Down) from (\d+%) in /#),
          let shown = Self.share(before)
        else { continue }
        #expect(
          String(match.output.1) == shown,
          "\(path) quotes \(match.output.1), \(previous) shows \(shown)")
        quoted += 1
      }
    }
    #expect(quoted > 20)
    #expect(narrower > 0)
  }
}
