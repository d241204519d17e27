import Foundation
import TestSupport
import Testing

/// A summary with front matter carries its title there only (DESIGN §5):
/// a Hugo theme shows the front matter's title, so a `#` heading under it
/// showed the title twice. Without front matter the heading stays.
@Suite("Summaries, the title once")
struct FrontMatterTitleTests {
  /// The lines of a Markdown file that are a level-one heading.
  static func headings(_ markdown: String) -> [Substring] {
    markdown.split(separator: "\n").filter { $0.hasPrefix("# ") }
  }

  @Test("the site's summaries: the title in the front matter, no # heading")
  func siteSummaries() throws {
    let site = try SharedSite.example("en")
    var checked = 0
    for path in site.files where path.hasSuffix(".md") && path != "README.md" {
      let text = try site.page(path)
      #expect(text.hasPrefix("---\ntitle: "), "\(path)")
      #expect(Self.headings(text).isEmpty, "\(path): \(Self.headings(text))")
      checked += 1
    }
    #expect(checked > 50)
  }

  @Test("summary: front matter holds the title; --front-matter none keeps the heading")
  func summaryCommand() throws {
    let base = [
      "summary", "--input",
      CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path, "--today",
      "2026-11-29", "--week", "2026-W47", "--locale", "en",
    ]
    for format in ["yaml", "toml"] {
      let result = try CommandRunner.run(base + ["--front-matter", format])
      #expect(result.status == 0, "\(result.stderr)")
      #expect(
        result.stdout.contains("title = \"Week of 16 November 2026\"")
          || result.stdout.contains("title: \"Week of 16 November 2026\""))
      #expect(Self.headings(result.stdout).isEmpty, "\(format)")
    }
    let plain = try CommandRunner.run(base + ["--front-matter", "none"])
    #expect(Self.headings(plain.stdout) == ["# Week of 16 November 2026"])
  }
}

/// A finished period speaks in the past (DESIGN §3): the week of 16
/// November said "Run: 1 of 3 this week", October "3 of 4 this month".
@Suite("Finished periods, in the past tense")
struct FinishedPeriodTenseTests {
  @Test("a finished week's and month's period reads say \"that week\", met or not")
  func pastTense() throws {
    let site = try SharedSite.example("en")
    let week = try site.page("weeks/2026-W47.md")
    #expect(week.contains("- **Run**: 1 of 3 that week, not met. Met 1 of the last 4 weeks."))
    #expect(!week.contains("this week"))
    let october = try site.page("months/2026-10.md")
    #expect(october.contains("- **Deep clean**: 3 of 4 that month, not met."))
    #expect(!october.contains("this month"))
    // The week in progress still speaks of this week.
    let current = try site.page("weeks/2026-W48.md")
    #expect(current.contains("this week") || !current.contains("**Run**"))
  }
}

/// `summary --bundle DIR` writes a Hugo leaf bundle: `DIR/index.md`, the
/// site's summary with its picture embedded, and the picture beside it
/// (DESIGN §5); `summary` alone could not write the picture.
@Suite("summary --bundle")
struct SummaryBundleTests {
  @Test("DIR/index.md with its SVG beside it")
  func bundle() throws {
    let folder = try CommandRunner.temporaryFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let bundle = folder.appendingPathComponent("2026-w47")
    let result = try CommandRunner.run([
      "summary", "--input",
      CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path, "--today",
      "2026-11-29", "--week", "2026-W47", "--locale", "en", "--bundle", bundle.path,
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(!result.stdout.contains("| Habit |"))
    let index = try String(
      contentsOf: bundle.appendingPathComponent("index.md"), encoding: .utf8)
    #expect(index.hasPrefix("---\ntitle: \"Week of 16 November 2026\"\n"))
    #expect(index.contains("](2026-W47.svg)"))
    #expect(FrontMatterTitleTests.headings(index).isEmpty)
    let picture = try String(
      contentsOf: bundle.appendingPathComponent("2026-W47.svg"), encoding: .utf8)
    #expect(picture.contains("<svg"))
    // The same bytes as the site's own summary and picture.
    let site = try SharedSite.example("en")
    #expect(index == (try site.page("weeks/2026-W47.md")))
    #expect(picture == (try site.page("weeks/2026-W47.svg")))
  }
}
