import Foundation
import TestSupport
import Testing

/// A summary's picture says its language and direction (issue 48): a
/// screen reader reads its `<title>` and `<desc>` in the page's voice, and
/// an Urdu picture draws its words in the Nastaliq the site ships, the
/// font's path resolving from the picture's folder.
@Suite struct SummaryPictureLanguageTests {
  @Test(
    "each picture declares its language and direction",
    arguments: [("en", "ltr"), ("fr", "ltr"), ("ar", "rtl"), ("ur", "rtl")])
  func declared(locale: String, direction: String) throws {
    let site = try ReportSite.shared(locale)
    for path in ["weeks/2026-W47.svg", "months/2026-10.svg", "years/2025.svg"] {
      let svg = try site.page(path)
      let root = try #require(svg.firstMatch(of: /<svg [^>]*>/).map { String($0.output) })
      #expect(root.contains("xml:lang=\"\(locale)\""), "\(locale) \(path): \(root)")
      #expect(root.contains("direction=\"\(direction)\""), "\(locale) \(path): \(root)")
      let nastaliq = svg.contains("font-family:\"habit-report Nastaliq\"")
      #expect(nastaliq == (locale == "ur"), "\(locale) \(path): Nastaliq \(nastaliq)")
    }
  }

  @Test("the Urdu picture's font is the site's own")
  func urduFont() throws {
    let site = try ReportSite.shared("ur")
    let svg = try site.page("weeks/2026-W47.svg")
    let url = try #require(svg.firstMatch(of: /url\("([^"]+)"\)/).map { String($0.output.1) })
    let font = site.shared.site.appendingPathComponent("weeks").appendingPathComponent(url)
      .standardizedFileURL
    #expect(FileManager.default.fileExists(atPath: font.path), "\(url)")
  }
}
