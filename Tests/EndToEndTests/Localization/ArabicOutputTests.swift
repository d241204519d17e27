import Foundation
import TestSupport
import Testing

/// The Arabic site, weekly summaries and feed of the example, read as a
/// native reader would scan them: no number left bare before a question
/// mark, no Latin ISO week code among the Arabic words (file names and
/// links keep it), no middle dot between weekdays, none of the words the
/// review replaced.
@Suite("the example in Arabic, end to end")
struct ArabicOutputTests {
  /// The visible text of a page or feed: tags (and so attributes and URLs)
  /// and the feed's `<id>` URIs removed, entities decoded, and for the
  /// feed the escaped HTML of each entry stripped in turn.
  static func visibleText(_ markup: String) -> String {
    let withoutIDs = markup.replacingOccurrences(
      of: "<id>[^<]*</id>", with: " ", options: .regularExpression)
    var text = stripTags(withoutIDs)
    for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    text = stripTags(text).replacingOccurrences(of: "&amp;", with: "&")
    return text
  }

  /// Each tag `<…>` replaced by a space, in one pass over the bytes (a
  /// regular expression's replacement cost several times more on a site).
  static func stripTags(_ markup: String) -> String {
    var output: [UInt8] = []
    output.reserveCapacity(markup.utf8.count)
    var inTag = false
    for byte in markup.utf8 {
      if inTag {
        if byte == UInt8(ascii: ">") { inTag = false }
      } else if byte == UInt8(ascii: "<") {
        inTag = true
        output.append(UInt8(ascii: " "))
      } else {
        output.append(byte)
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Markdown without its front matter (metadata for site generators,
  /// not text) and without link destinations `](…)`.
  static func markdownText(_ markdown: String) -> String {
    var body = markdown
    for fence in ["---\n", "+++\n"] where body.hasPrefix(fence) {
      let rest = body.dropFirst(fence.count)
      if let end = rest.range(of: "\n" + fence) { body = String(rest[end.upperBound...]) }
    }
    return body.replacingOccurrences(of: "\\]\\([^)]*\\)", with: "]", options: .regularExpression)
  }

  /// The findings in one file's text, each with its context.
  static func findings(_ text: String) -> [String] {
    var found: [String] = []
    let checks = [
      ("a number before ؟", "[0-9٠-٩][\\s\u{2066}-\u{2069}]*؟"),
      ("a Latin week code", "[0-9]{4}-W[0-9]{2}"),
      ("a middle dot", " · "),
      ("a replaced word", "فائت|فات |متخطّى|يُنجز أو لا|جزئي \\||معًا كثير"),
    ]
    for (name, pattern) in checks {
      var range = text.startIndex..<text.endIndex
      while let match = text.range(of: pattern, options: .regularExpression, range: range) {
        let from = text.index(match.lowerBound, offsetBy: -30, limitedBy: text.startIndex)
        let to = text.index(match.upperBound, offsetBy: 30, limitedBy: text.endIndex)
        found.append(
          "\(name): …\(text[(from ?? text.startIndex)..<(to ?? text.endIndex)])…")
        range = match.upperBound..<text.endIndex
      }
    }
    return found
  }

  @Test("the site, its summaries and its feed read without the review's findings")
  func site() throws {
    let out = try SharedSite.example("ar").site
    var checked = 0
    for path in CommandRunner.tree(out) {
      let url = out.appendingPathComponent(path)
      let text: String
      if path.hasSuffix(".html") || path.hasSuffix(".xml") || path.hasSuffix(".svg") {
        text = Self.visibleText(try String(contentsOf: url, encoding: .utf8))
      } else if path.hasSuffix(".md"), path.hasPrefix("weeks/") {
        text = Self.markdownText(try String(contentsOf: url, encoding: .utf8))
      } else {
        continue
      }
      checked += 1
      for finding in Self.findings(text) {
        Issue.record("\(path): \(finding)")
      }
    }
    #expect(checked > 20)
    let summary = try String(
      contentsOf: out.appendingPathComponent("weeks/2026-W47.md"), encoding: .utf8)
    // The title is in the front matter only.
    #expect(summary.contains("title: \"أسبوع ١٦\u{00A0}نوفمبر\u{00A0}٢٠٢٦\""), "\(summary)")
  }

  @Test("the weekly summary on stdout reads without the review's findings")
  func summary() throws {
    let run = try CommandRunner.run([
      "summary", "--input", "examples/export.json", "--today", "2026-11-29", "--week", "2026-W47",
      "--locale", "ar",
    ])
    try #require(run.status == 0, "\(run.stderr)")
    #expect(Self.findings(Self.markdownText(run.stdout)).isEmpty, "\(Self.findings(run.stdout))")
  }

  @Test("the checks find what they look for")
  func checksCanFail() {
    #expect(Self.findings("ما رأيك في ١؟").count == 1)
    #expect(Self.findings("ما رأيك في 3 ؟").count == 1)
    #expect(Self.findings("ما رأيك في ٣ مرات؟").isEmpty)
    #expect(Self.findings("الأسبوع \u{2066}2026-W47\u{2069}").count == 1)
    #expect(
      Self.visibleText("<a href=\"../2026-W47/index.html\">الأسبوع ٤٧</a>").contains("W47") == false
    )
    #expect(Self.findings(Self.visibleText("&lt;p&gt;الأسبوع 2026-W46&lt;/p&gt;")).count == 1)
    #expect(Self.findings("الاثنين · الخميس").count == 1)
    #expect(Self.visibleText("<id>urn:habit-report:week:2026-W47</id>").contains("W47") == false)
  }
}
