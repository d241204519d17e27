import Foundation
import TestSupport
import Testing

/// No template syntax from the input reaches a Markdown file as syntax: a
/// title holding Jekyll's (Liquid) `{% %}` and `{{ }}`, Hugo's shortcodes
/// `{{% %}}` and `{{< >}}` and Zola's `{{ name() }}` and `{# #}` comes out
/// of `summary` and the site's `.md` files with no such opener left, and
/// renders as the same literal text through Hugo and Jekyll when Debian's
/// `hugo` and `jekyll` are installed (through cmark-gfm:
/// `MarkdownEscapeTests`).
@Suite(
  .serialized,
  .enabled(if: Prerequisite.binary, "the habit-report executable is not built"))
struct TemplateSyntaxMarkdownTests {
  static let title =
    "{% include x.html %} {{ site.title }} {{% sc %}} {{< yt >}} {{ youtube(id=\"x\") }} {# c #}"
  static let openers = ["{%", "{{", "{#"]

  /// The example export with the first habit renamed to `title`.
  static func input(in folder: URL) throws -> URL {
    let source = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    var document = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: source)) as? [String: Any])
    var habits = try #require(document["habits"] as? [[String: Any]])
    habits[0]["title"] = title
    document["habits"] = habits
    let url = folder.appendingPathComponent("export.json")
    try JSONSerialization.data(withJSONObject: document).write(to: url)
    return url
  }

  static func expectNoOpener(_ text: String, _ name: String) {
    for opener in openers {
      #expect(!text.contains(opener), "\(name) holds \(opener): \(text)")
    }
  }

  @Test func summaryAndSiteMarkdownHoldNoTemplateOpener() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.input(in: folder)
    for period in [["--week", "2026-W47"], ["--month", "2026-10"], ["--year", "2026"]] {
      let run = try CommandRunner.run(
        ["summary", "--input", input.path, "--today", "2026-11-29"] + period)
      #expect(run.status == 0, "\(run.stderr)")
      #expect(run.stdout.contains("include x"), "the title is missing: \(run.stdout)")
      Self.expectNoOpener(run.stdout, "summary \(period)")
    }
    let out = folder.appendingPathComponent("site")
    let build = try CommandRunner.run([
      "build", "--input", input.path, "--out", out.path, "--today", "2026-11-29",
    ])
    #expect(build.status == 0, "\(build.stderr)")
    let markdown = CommandRunner.tree(out).filter { $0.hasSuffix(".md") && $0 != "README.md" }
    #expect(markdown.count > 3, "\(markdown)")
    var withTitle = 0
    for path in markdown {
      let text = try String(contentsOf: out.appendingPathComponent(path), encoding: .utf8)
      if text.contains("include x") { withTitle += 1 }
      Self.expectNoOpener(text, path)
    }
    #expect(withTitle > 0, "no .md file holds the title")
    // The site's own HTML pages render the titles from the same input: the
    // literal text is there, escaped for HTML only.
    let page = try String(contentsOf: out.appendingPathComponent("index.html"), encoding: .utf8)
    #expect(page.contains("{% include x.html %} {{ site.title }}"), "index.html")
  }

  /// The summary dropped into a new Hugo site renders the title as text.
  @Test(.enabled(if: Prerequisite.program("hugo"), "hugo is not installed (apt-get install hugo)"))
  func hugoRendersTheLiteralTitle() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.input(in: folder)
    let summary = try CommandRunner.run([
      "summary", "--input", input.path, "--today", "2026-11-29", "--week", "2026-W47",
    ])
    #expect(summary.status == 0, "\(summary.stderr)")
    let site = folder.appendingPathComponent("h")
    let created = try HugoContentTests.run(["new", "site", site.path])
    try #require(created.status == 0, "\(created.output)")
    let posts = site.appendingPathComponent("content/posts")
    try FileManager.default.createDirectory(at: posts, withIntermediateDirectories: true)
    try Data(summary.stdout.utf8).write(to: posts.appendingPathComponent("week.md"))
    let layouts = site.appendingPathComponent("layouts/_default")
    try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
    try Data("<main>{{ .Content }}</main>".utf8).write(
      to: layouts.appendingPathComponent("single.html"))
    let built = try HugoContentTests.run(["-s", site.path, "--quiet"])
    #expect(built.status == 0, "\(built.output)")
    // The summary's front matter names its slug, so Hugo writes it there.
    let page = try String(
      contentsOf: site.appendingPathComponent("public/posts/2026-w47/index.html"),
      encoding: .utf8)
    // Hugo's typographer curls the quotes (`id=“x”`): compare around them.
    let literal = Self.title.replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
    for part in literal.components(separatedBy: "\"x\"") {
      #expect(page.contains(part), "\(part) is missing from \(page)")
    }
  }

  /// The summary dropped into a new Jekyll site renders the title as text:
  /// no Liquid tag or output runs.
  @Test(
    .enabled(if: Prerequisite.program("jekyll"), "jekyll is not installed (apt-get install jekyll)")
  )
  func jekyllRendersTheLiteralTitle() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = try Self.input(in: folder)
    let summary = try CommandRunner.run([
      "summary", "--input", input.path, "--today", "2026-11-29", "--week", "2026-W47",
    ])
    #expect(summary.status == 0, "\(summary.stderr)")
    let site = folder.appendingPathComponent("j")
    let layouts = site.appendingPathComponent("_layouts")
    try FileManager.default.createDirectory(at: layouts, withIntermediateDirectories: true)
    try Data("<main>{{ content }}</main>".utf8).write(
      to: layouts.appendingPathComponent("default.html"))
    try Data("defaults:\n  - scope: {path: \"\"}\n    values: {layout: default}\n".utf8).write(
      to: site.appendingPathComponent("_config.yml"))
    try Data(summary.stdout.utf8).write(to: site.appendingPathComponent("week.md"))
    let out = folder.appendingPathComponent("out")
    let built = try Jekyll.run(["build", "-s", site.path, "-d", out.path, "--quiet"])
    #expect(built.status == 0, "\(built.output)")
    let page = try String(
      contentsOf: out.appendingPathComponent("week.html"), encoding: .utf8)
    // kramdown curls the quotes (`id=”x”`) and may keep `&#123;` as an
    // entity (a browser shows `{`): compare around the quotes, entities read.
    let shown = page.replacingOccurrences(of: "&#123;", with: "{")
    let literal = Self.title.replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
    for part in literal.components(separatedBy: "\"x\"") {
      #expect(shown.contains(part), "\(part) is missing from \(page)")
    }
  }
}
