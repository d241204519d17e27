import HabitCore
import Testing

@testable import HabitSite

@Suite("Front matter of a Markdown summary")
struct FrontMatterTests {
  static let week = FrontMatter(
    title: "Week 2026-W47", date: LocalDate(iso: "2026-11-22")!, periodKey: "week",
    period: "2026-W47")

  @Test(
    "each format writes title, date, period and slug, then a blank line",
    arguments: [
      (
        FrontMatterFormat.yaml,
        "---\ntitle: \"Week 2026-W47\"\ndate: 2026-11-22\nweek: \"2026-W47\"\nslug: \"2026-w47\"\n---\n\n"
      ),
      (
        .toml,
        "+++\ntitle = \"Week 2026-W47\"\ndate = 2026-11-22\nweek = \"2026-W47\"\nslug = \"2026-w47\"\n+++\n\n"
      ),
      (.none, ""),
    ])
  func formats(format: FrontMatterFormat, expected: String) {
    #expect(Self.week.text(format) == expected)
  }

  @Test(
    "titles are quoted so YAML and TOML read them alike",
    arguments: [
      ("quote and backslash", "A \"b\" \\ c", #""A \"b\" \\ c""#),
      ("direction isolates", "أسبوع \u{2066}2026-W47\u{2069}", #""أسبوع \u20662026-W47\u2069""#),
      ("line break and tab", "a\nb\tc", #""a\nb\tc""#),
      ("control character", "a\u{1}b", #""a\u0001b""#),
      ("colon and hash stay inside the quotes", "Week: #47", #""Week: #47""#),
    ])
  func quoting(rule: String, title: String, expected: String) {
    #expect(FrontMatter.quoted(title) == expected, "\(rule)")
  }

  @Test("the slug depends on the period only, not the title or language")
  func slug() {
    var other = Self.week
    other.title = "Semaine 2026-W47"
    #expect(other.slug == Self.week.slug)
    #expect(Self.week.slug == "2026-w47")
    #expect(
      FrontMatter(title: "x", date: Self.week.date, periodKey: "month", period: "2026-10").slug
        == "2026-10")
  }

  @Test("a summary's date is the last day it counts: the Sunday, or today mid-week")
  func weekDate() throws {
    let catalog = try SummaryFixture.phrasing("en").catalog
    let thursday = SummaryFixture.date("2026-11-26")
    let evaluation = SummaryFixture.evaluation(today: thursday)
    let past = PeriodSummary(period: .week(SummaryFixture.week), evaluation: evaluation)
    #expect(FrontMatter(past, catalog: catalog).date == SummaryFixture.date("2026-11-22"))
    let current = PeriodSummary(period: .week(thursday.isoWeek), evaluation: evaluation)
    let matter = FrontMatter(current, catalog: catalog)
    #expect(matter.date == thursday)
    #expect(matter.period == "2026-W48")
  }
}
