import Foundation
import TestSupport
import Testing

/// A French line or block begins with a capital (issue 48: "a standalone
/// year line starts in lower case"): a month or a weekday that opens a
/// table's cell, a list's item or a paragraph is « Novembre 2026 »,
/// « Lundi 16 novembre », « Lun., mer. et ven. », where after a colon it
/// stays « : novembre 2026 ». Read on the French site, its Markdown
/// summaries and its feed, of the example and of a three-year sample.
@Suite(
  .serialized,
  .enabled(if: SweepSupport.haveExamples, "examples/ or the built habit-report is missing"))
struct FrenchLineStartTests {
  /// The elements whose text begins a line.
  static let blocks = "p|li|td|th|h[1-6]|dt|dd|caption|figcaption|summary|title|option|label"

  /// The phrasing tags a block's first words may sit in.
  static let inline = "a|strong|em|b|i|time|span|abbr|small|code"

  /// The lines of `markup` (HTML, or the HTML of a feed's entries) whose
  /// first letter is lower case: the text of each block up to its next
  /// tag, phrasing tags taken out first. The input's own text, always in
  /// a `<bdi>`, is left out: a title or a note is as the user wrote it.
  static func lowerCaseStarts(html markup: String) -> [String] {
    var text = markup.replacingOccurrences(
      of: "<bdi[^>]*>[^<]*</bdi>", with: "", options: .regularExpression)
    text = text.replacingOccurrences(
      of: "<svg[\\s\\S]*?</svg>", with: "", options: .regularExpression)
    text = text.replacingOccurrences(
      of: "</?(\(inline))\\b[^>]*>", with: "", options: .regularExpression)
    var found: [String] = []
    var range = text.startIndex..<text.endIndex
    while let open = text.range(
      of: "<(\(blocks))\\b[^>]*>[^<]+", options: .regularExpression, range: range)
    {
      range = open.upperBound..<text.endIndex
      let body = text[open].drop { $0 != ">" }.dropFirst()
      if let line = lowerCaseStart(String(body)) { found.append(line) }
    }
    return found
  }

  /// The lines of a Markdown summary whose first letter is lower case: a
  /// paragraph, a list's item, a heading, each cell of a table, after its
  /// marker and any link's bracket or emphasis. Front matter is left out.
  static func lowerCaseStarts(markdown: String) -> [String] {
    var found: [String] = []
    var lines = markdown.components(separatedBy: "\n")[...]
    if lines.first == "---", let end = lines.dropFirst().firstIndex(of: "---") {
      lines = lines[(end + 1)...]
    }
    for line in lines {
      let cells = line.hasPrefix("|") ? line.split(separator: "|").map(String.init) : [line]
      for cell in cells {
        let body = cell.replacingOccurrences(
          of: "^[\\s#>*\\-\\[!]+", with: "", options: .regularExpression)
        if let start = lowerCaseStart(body) { found.append(start) }
      }
    }
    return found
  }

  /// `text` when its first character (after spaces) is a lower-case letter.
  static func lowerCaseStart(_ text: String) -> String? {
    let trimmed = text.drop { $0.isWhitespace || $0 == "\u{2068}" || $0 == "\u{2066}" }
    guard let first = trimmed.first, first.isLetter, first.isLowercase else { return nil }
    return String(trimmed.prefix(60))
  }

  static func unescaped(_ text: String) -> String {
    var text = text
    for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'")] {
      text = text.replacingOccurrences(of: entity, with: character)
    }
    return text.replacingOccurrences(of: "&amp;", with: "&")
  }

  /// Every lower-case line start of the site at `out`, by file.
  static func findings(_ out: URL) throws -> [String] {
    var found: [String] = []
    for path in CommandRunner.tree(out) where path != "README.md" {
      let url = out.appendingPathComponent(path)
      let starts: [String]
      if path.hasSuffix(".html") {
        starts = lowerCaseStarts(html: try String(contentsOf: url, encoding: .utf8))
      } else if path.hasSuffix(".xml") {
        starts = lowerCaseStarts(html: unescaped(try String(contentsOf: url, encoding: .utf8)))
      } else if path.hasSuffix(".md") {
        starts = lowerCaseStarts(markdown: try String(contentsOf: url, encoding: .utf8))
      } else {
        continue
      }
      found += starts.map { "\(path): «\($0)»" }
    }
    return found
  }

  @Test func theChecksCanFail() {
    #expect(Self.lowerCaseStarts(html: "<td>novembre 2026</td>") == ["novembre 2026"])
    #expect(
      Self.lowerCaseStarts(html: "<li><a href=\"x\"><time>lundi 16 novembre</time></a>, …</li>")
        == ["lundi 16 novembre, …"])
    #expect(Self.lowerCaseStarts(html: "<p><bdi>run</bdi> : en pause</p><td>12 %</td>").isEmpty)
    #expect(Self.lowerCaseStarts(markdown: "- [mercredi 4 décembre](x), **Run** : y").count == 1)
    #expect(Self.lowerCaseStarts(markdown: "---\ntitle: x\n---\n| Run | 3 |\n").isEmpty)
  }

  @Test func theExamplesFrenchSiteBeginsEachLineWithACapital() throws {
    let out = try SharedSite.example("fr").site
    let found = try Self.findings(out)
    #expect(found.isEmpty, "\(found.count) lines: \(found.prefix(12).joined(separator: "\n"))")
  }

  @Test func aThreeYearSamplesFrenchSiteBeginsEachLineWithACapital() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("sample.json")
    let sample = try CommandRunner.run([
      "sample", "--habits", "14", "--years", "3", "--seed", "8181", "--out", input.path,
      "--today", SharedSite.today,
    ])
    #expect(sample.status == 0, "\(sample.stderr)")
    let out = folder.appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", SharedSite.today,
      "--locale", "fr",
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let found = try Self.findings(out)
    #expect(found.isEmpty, "\(found.count) lines: \(found.prefix(12).joined(separator: "\n"))")
  }
}
