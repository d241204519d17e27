import Foundation
import TestSupport
import Testing

/// The Nastaliq font the Urdu pages load (issue 36): a binary file of the
/// theme, embedded into the executable as base64 by the EmbedThemePlugin,
/// must come out of a build byte for byte, beside its licence, in an Urdu
/// site only; the stylesheet loads it through `@font-face` for Urdu pages.
@Suite("the Urdu font, end to end")
struct UrduFontTests {
  static let font = "assets/lang/ur/noto-nastaliq-urdu.woff2"
  static let licence = "assets/lang/ur/OFL.txt"

  /// The run's shared build of the example in `locale`: the site only read.
  static func site(_ locale: String) throws -> URL {
    try SharedSite.example(locale).site
  }

  @Test("an Urdu site holds the font, byte for byte, and its licence")
  func urduSite() throws {
    let out = try Self.site("ur")
    let shipped = try Data(contentsOf: out.appendingPathComponent(Self.font))
    let source = try Data(
      contentsOf: CommandRunner.packageRoot.appendingPathComponent("Templates/" + Self.font))
    #expect(shipped == source)
    #expect(shipped.prefix(4) == Data("wOF2".utf8))
    #expect(shipped.count < 150_000, "\(shipped.count) bytes")
    let licence = try String(
      contentsOf: out.appendingPathComponent(Self.licence), encoding: .utf8)
    #expect(licence.contains("SIL OPEN FONT LICENSE"))
    let css = try String(
      contentsOf: out.appendingPathComponent("assets/style.css"), encoding: .utf8)
    #expect(css.contains("url(\"lang/ur/noto-nastaliq-urdu.woff2\") format(\"woff2\")"))
    #expect(css.contains("font-display: swap"))
    #expect(css.contains("--font: \"habit-report Nastaliq\""))
  }

  @Test("a site in another language holds no Urdu font", arguments: ["en", "ar", "fr"])
  func otherSites(locale: String) throws {
    let out = try Self.site(locale)
    #expect(!CommandRunner.tree(out).contains { $0.hasPrefix("assets/lang/") })
    #expect(
      FileManager.default.fileExists(atPath: out.appendingPathComponent("assets/style.css").path))
  }
}
