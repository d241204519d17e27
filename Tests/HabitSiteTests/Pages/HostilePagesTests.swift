import HabitCore
import Testing

@testable import HabitSite

/// Titles, labels and notes are user text: they come out escaped, isolated
/// in `<bdi>`, and never shape a path.
@Suite("Hostile text on the pages")
struct HostilePagesTests {
  static let titles = [
    "<script>alert(1)</script>",
    "\"><img src=x onerror=alert(1)>",
    "javascript:alert(1)",
    "{{mustache}} {{{triple}}}",
    "../../etc/passwd",
    "abc\u{202E}cba",
    "nul\u{0}byte",
  ]

  static let notes = """
    [click](javascript:alert(1)) <script>alert(2)</script> <img src=x onerror=alert(3)>
    [up](../../etc/passwd) {{mustache}}
    """

  func build(locale: String = "en") throws -> CollectedSite {
    try PageFixture.build(
      PageFixture.history(titles: Self.titles, notes: Self.notes), locale: locale)
  }

  @Test("no markup from the input reaches a page or an SVG", arguments: ["en", "ar"])
  func escaped(locale: String) throws {
    let build = try build(locale: locale)
    for path in build.files.paths where path.hasSuffix(".html") || path.hasSuffix(".svg") {
      let text = try #require(build.files.text(path))
      let lowered = text.lowercased()
      #expect(!lowered.contains("<script"), "\(path)")
      #expect(!lowered.contains("<img"), "\(path)")
      #expect(!lowered.contains("href=\"javascript:"), "\(path)")
      #expect(!text.contains("\u{0}"), "\(path)")
    }
  }

  @Test("titles are escaped text inside <bdi>, braces and U+202E included")
  func titlesInBdi() throws {
    let page = try #require(try build().files.text("index.html"))
    #expect(page.contains("<bdi>&lt;script&gt;alert(1)&lt;/script&gt;</bdi>"))
    #expect(page.contains("<bdi>&quot;&gt;&lt;img src=x onerror=alert(1)&gt;</bdi>"))
    #expect(page.contains("<bdi>{{mustache}} {{{triple}}}</bdi>"))
    #expect(page.contains("<bdi>abc\u{202E}cba</bdi>"))
    #expect(page.contains("<bdi>nulbyte</bdi>"))
  }

  // Fixed names: README.md and the ISO weeks (2026-W47) bring the capitals.
  @Test("no input shapes a path: every file name is a slug or a fixed name")
  func paths() throws {
    let build = try build()
    for path in build.files.paths {
      #expect(!path.split(separator: "/").contains(".."), "\(path)")
      #expect(
        path.unicodeScalars.allSatisfy {
          ("a"..."z").contains($0) || ("0"..."9").contains($0) || "-./".unicodeScalars.contains($0)
            || "READMW".unicodeScalars.contains($0)
        }, "\(path)")
      #expect(!path.contains("etc/passwd"))
    }
  }
}
