import Foundation
import TestSupport
import Testing

/// A theme author's `{{x}}` is escaped once, for the language of the
/// template's file name: XML in `feed.xml.mustache`, Markdown in a `.md`
/// template (so the text reads as itself once cmark-gfm renders it), HTML
/// elsewhere.
@Suite("{{x}} escapes for its template's kind, end to end")
struct TemplateKindEscapingTests {
  /// The words the user's catalog gives the feed's title and the table's
  /// habit column: every character each language gives a meaning.
  static let hostile = "Tom's *Habit* <b> [x](y) & ~~z~~ \"q\""

  /// Builds the example with a theme of `files` (the user's catalog adds
  /// `hostile` under two keys) and returns the site's folder.
  static func build(_ files: [String: String]) throws -> URL {
    let catalog = try JSONSerialization.data(
      withJSONObject: ["messages": ["ui.table.habit": hostile, "feed.title": hostile]])
    var files = files
    files["messages/en.json"] = String(decoding: catalog, as: UTF8.self)
    let folder = try SummaryTemplateRenderTests.folder(
      Dictionary(uniqueKeysWithValues: files.map { ("theme/" + $0.key, $0.value) }))
    let out = folder.appendingPathComponent("site")
    let result = try CommandRunner.run([
      "build", "--input", "examples/export.json", "--out", out.path, "--today", "2026-11-29",
      "--templates", folder.appendingPathComponent("theme").path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    return out
  }

  static func read(_ path: String, in site: URL) throws -> String {
    try String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
  }

  @Test("{{title}} in a user's feed.xml.mustache is escaped once, for XML")
  func feedTitle() throws {
    let site = try Self.build([
      "feed.xml.mustache": "<feed><title>{{title}}</title><raw>{{{title}}}</raw></feed>\n"
    ])
    defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
    let feed = try Self.read("feed.xml", in: site)
    // XML's escapes: `'` is `&apos;` (HTML's escaping would leave it), and
    // nothing is escaped twice.
    #expect(
      feed.contains(
        "<title>Tom&apos;s *Habit* &lt;b&gt; [x](y) &amp; ~~z~~ &quot;q&quot;</title>"), "\(feed)")
    #expect(!feed.contains("&amp;lt;") && !feed.contains("&amp;amp;"))
    // Triple braces insert the text as it is, on purpose.
    #expect(feed.contains("<raw>\(Self.hostile)</raw>"), "\(feed)")
  }

  @Test(
    "{{columns.habit}} in a user's summary.md.mustache is escaped for Markdown and reads as itself")
  func markdownText() throws {
    let site = try Self.build([
      "summary.md.mustache": "# {{title}}\n\nBefore {{columns.habit}} after\n"
    ])
    defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
    let markdown = try Self.read("weeks/2026-W48.md", in: site)
    // Nothing in the Markdown is markup: no emphasis, tag, link or
    // strikethrough opens, and nothing is HTML-escaped.
    #expect(!markdown.contains("<b>") && !markdown.contains(" *Habit*"), "\(markdown)")
    #expect(!markdown.contains("[x](y)") && !markdown.contains("~~"), "\(markdown)")
    #expect(!markdown.contains("&lt;") && !markdown.contains("&quot;"), "\(markdown)")
    // cmark-gfm renders it back to the text itself, escaped once for HTML.
    let page = try Self.read("weeks/2026-W48/index.html", in: site)
    #expect(
      page.contains(
        "<p>Before Tom's *Habit* &lt;b&gt; [x](y) &amp; ~~z~~ &quot;q&quot; after</p>"), "\(page)")
  }
}
