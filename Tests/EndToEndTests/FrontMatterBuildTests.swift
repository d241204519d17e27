import Foundation
import TestSupport
import Testing

/// Markdown summaries open with front matter (YAML unless `frontMatter` or
/// `--front-matter` says otherwise); the site's HTML pages never show it.
@Suite("Front matter in the built site and the summary command")
struct FrontMatterBuildTests {
  static let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path

  static func build(_ extra: [String], in folder: URL) throws -> CommandRunner.Result {
    try CommandRunner.run(
      ["build", "--input", input, "--out", "site", "--today", "2026-11-29"] + extra, in: folder)
  }

  static func text(_ path: String, in folder: URL) throws -> String {
    try String(contentsOf: folder.appendingPathComponent("site/" + path), encoding: .utf8)
  }

  @Test(
    "every weeks/*.md opens with front matter in the chosen format; the page renders the body only",
    arguments: [
      (
        [String](),
        "---\ntitle: \"Week of 16 November 2026\"\ndate: 2026-11-22\nweek: \"2026-W47\"\n"
      ),
      (
        ["--front-matter", "toml"], "+++\ntitle = \"Week of 16 November 2026\"\ndate = 2026-11-22\n"
      ),
      (["--front-matter", "none"], "# Week of 16 November 2026\n"),
    ])
  func build(flags: [String], opening: String) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.build(flags, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let markdown = try Self.text("weeks/2026-W47.md", in: folder)
    #expect(markdown.hasPrefix(opening), "\(markdown.prefix(200))")
    let weeks = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("site/weeks").path
    ).filter { $0.hasSuffix(".md") }
    #expect(!weeks.isEmpty)
    let marker = flags.isEmpty ? "---\n" : flags[1] == "toml" ? "+++\n" : "# "
    for file in weeks {
      let text = try Self.text("weeks/" + file, in: folder)
      #expect(text.hasPrefix(marker), "\(file)")
      let week = String(file.dropLast(3))
      if marker != "# " {
        #expect(
          text.contains("slug: \"\(week.lowercased())\"")
            || text.contains("slug = \"\(week.lowercased())\""), "\(file)")
      }
    }
    let page = try Self.text("weeks/2026-W47/index.html", in: folder)
    #expect(page.contains("<table class=\"period-table\""))
    for leak in ["title:", "title =", "slug", "<hr />", "+++"] {
      #expect(!page.contains(leak), "the page shows front matter: \(leak)")
    }
  }

  @Test("the config's frontMatter applies, and the flag wins over it")
  func config() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(#"{"frontMatter": "toml"}"#.utf8).write(
      to: folder.appendingPathComponent("habit-report.json"))
    #expect(try Self.build([], in: folder).status == 0)
    #expect(try Self.text("weeks/2026-W47.md", in: folder).hasPrefix("+++\n"))
    let summary = try CommandRunner.run(
      ["summary", "--input", Self.input, "--today", "2026-11-29", "--front-matter", "yaml"],
      in: folder)
    #expect(summary.status == 0, "\(summary.stderr)")
    #expect(summary.stdout.hasPrefix("---\ntitle: \"Week of 16 November 2026\"\n"))
  }

  @Test(
    "an unknown format is bad usage and writes nothing",
    arguments: [["--front-matter", "json"], ["--front-matter", ""]])
  func badValue(flags: [String]) throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let result = try Self.build(flags, in: folder)
    #expect(result.status == 2)
    #expect(result.stderr.contains("expects yaml, toml or none"), "\(result.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("site").path))
  }
}
