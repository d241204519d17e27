import Foundation
import TestSupport
import Testing

/// Periods are named in words wherever a person reads them: "Week of 16
/// November 2026" in titles, leads, previous/next labels and the feed's
/// entries, "2025" in a year's lead. The ISO name stays in paths, the
/// `week:` front matter and `data.json`.
@Suite(.serialized) struct PeriodNamesTests {
  /// The text a reader sees in a generated file: a page without its tags,
  /// a Markdown summary without its front matter, the feed as it is.
  static func prose(_ path: String, _ text: String) -> String {
    if path.hasSuffix(".html") { return ReportSite.text(text) }
    if path.hasSuffix(".md"), text.hasPrefix("---\n"),
      let end = text.range(
        of: "\n---\n", range: text.index(text.startIndex, offsetBy: 4)..<text.endIndex)
    {
      return String(text[end.upperBound...])
    }
    return text
  }

  @Test func noEnglishProseNamesAWeekByItsISOCode() throws {
    let site = try ReportSite.shared("en")
    let root = site.folder.appendingPathComponent("site")
    let files = CommandRunner.tree(root).filter {
      ($0.hasPrefix("weeks/") || $0.hasPrefix("months/") || $0.hasPrefix("years/")
        || $0 == "feed.xml" || $0 == "index.html")
        && ($0.hasSuffix(".html") || $0.hasSuffix(".md") || $0.hasSuffix(".xml"))
    }
    #expect(files.count > 60)
    for path in files {
      let text = Self.prose(path, try site.page(path))
      #expect(!text.contains(/Week \d{4}-W\d\d/), "\(path) names a week by its code")
      #expect(!text.contains(/Year \d{4}\./), "\(path) says \"Year n\" in a sentence")
    }
    let week = try site.page("weeks/2026-W47.md")
    // The front matter keeps the ISO week; the title is in words.
    #expect(week.hasPrefix("---\ntitle: \"Week of 16 November 2026\"\n"), "\(week.prefix(200))")
    #expect(week.contains("\nweek: \"2026-W47\"\n"))
    // The title is in the front matter only: no # heading repeats it.
    #expect(!week.contains("\n# Week of 16 November 2026\n"))
    #expect(week.contains(" in the week of 9 November 2026."), "\(week)")
    let page = try site.page("weeks/2026-W47/index.html")
    #expect(page.contains("<title>Week of 16 November 2026"))
    #expect(page.contains(">Week of 9 November 2026</a>"), "previous label")
    #expect(page.contains(">Week of 23 November 2026</a>"), "next label")
    let feed = try site.page("feed.xml")
    #expect(feed.contains("<title>Week of 16 November 2026</title>"))
    let year = try site.page("years/2026.md")
    #expect(year.contains(" in 2025."), "\(year.prefix(800))")
  }

  @Test(arguments: [
    (
      "fr", "# Semaine du 16\u{00A0}novembre\u{00A0}2026\n",
      "la semaine du 9\u{00A0}novembre\u{00A0}2026"
    ),
    ("ar", "# أسبوع ١٦\u{00A0}نوفمبر\u{00A0}٢٠٢٦\n", "في أسبوع ٩\u{00A0}نوفمبر\u{00A0}٢٠٢٦"),
    ("ur", "# ۱۶\u{00A0}نومبر،\u{00A0}۲۰۲۶ کا ہفتہ\n", "۹\u{00A0}نومبر،\u{00A0}۲۰۲۶ کے ہفتے"),
  ])
  func otherLanguagesNameTheWeekByItsFirstDay(locale: String, heading: String, previous: String)
    throws
  {
    let result = try CommandRunner.run([
      "summary", "--input",
      CommandRunner.packageRoot.appendingPathComponent("examples/export.json").path, "--today",
      "2026-11-29", "--week", "2026-W47", "--locale", locale, "--front-matter", "none",
    ])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.hasPrefix(heading), "\(result.stdout.prefix(300))")
    let text = String(result.stdout.unicodeScalars.filter { !(0x2066...0x2069).contains($0.value) })
    #expect(text.contains(previous), "\(text.prefix(900))")
    #expect(!text.contains("2026-W"), "\(text.prefix(300))")
  }
}
