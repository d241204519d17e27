import Foundation
import HabitCore
import Testing

@testable import HabitSite

@Suite("The weekly summary as Markdown")
struct WeekDocumentTests {
  @Test("English: title, dates, table, reads and pauses")
  func english() throws {
    let markdown = try SummaryFixture.markdown()
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.prefix(4) == ["# Week of 16 November 2026", "", "16 – 22 November 2026", ""])
    for row in [
      "| Habit | Due | Complete | Partly done | Missed |",
      "| --- | --- | --- | --- | --- |",
      "| daily | 7 | 3 | 0 | 4 |",
      "| counted | 7 | 1 | 2 | 4 |",
      "| three-a-week | — | 3 of 3 | 0 | — |",
      "| avoid | 5 | 4 | — | 1 (2 slips) |",
      "| paused-all-week | Paused | — | — | — |",
      "## The last 21 days",
      "Up to Sunday 22 November.",
      // As of the week’s last day: its own week, finished, and the weeks before it.
      "- **three-a-week**: 3 of 3 that week, met. Met none of the last 2 weeks.",
      "- **avoid**: 2 slips in the last 21 days.",
      "## Pauses",
      "- **paused-all-week**: Paused 14 Nov – 30 Nov",
      "- **short-pause**: Paused 20 Nov – 21 Nov",
    ] {
      #expect(lines.contains(row), "missing: \(row)\n\(markdown)")
    }
    #expect(!markdown.contains("not-started"))
    #expect(!markdown.contains("archived-before"))
    #expect(!lines.contains { $0.hasPrefix("- **paused-all-week**: ") && $0.contains("days") })
    #expect(markdown.hasSuffix("\n") && !markdown.hasSuffix("\n\n"))
    // The table parses as one GFM table with every row.
    let html = Markdown.html(markdown)
    #expect(html.components(separatedBy: "<tr>").count - 1 == 1 + 9)
  }

  @Test("Arabic: the catalog's digits and words")
  func arabic() throws {
    let markdown = try SummaryFixture.markdown(locale: "ar")
    for row in [
      "# أسبوع ١٦\u{00A0}نوفمبر\u{00A0}٢٠٢٦",
      "من ١٦ إلى ٢٢\u{00A0}نوفمبر\u{00A0}٢٠٢٦",
      "| العادة | المقررة | المكتملة | جزئيًا | غير المنجزة |",
      "| \u{2068}daily\u{2069} | ٧ | ٣ | ٠ | ٤ |",
      "| \u{2068}three-a-week\u{2069} | — | ٣ من ٣ | ٠ | — |",
      "| \u{2068}avoid\u{2069} | ٥ | ٤ | — | ١ (تجاوزان) |",
      "## آخر ٢١ يومًا",
    ] {
      #expect(markdown.contains(row), "missing: \(row)\n\(markdown)")
    }
    // Numbers are in Arabic-Indic digits, the week's name too.
    #expect(!markdown.contains(where: { ("0"..."9").contains($0) }), "\(markdown)")
  }

  @Test(
    "Arabic plural forms of slips",
    arguments: [
      (1, "١ (تجاوز واحد)"), (2, "١ (تجاوزان)"), (3, "١ (٣ تجاوزات)"),
      (11, "١ (١١ تجاوزًا)"), (100, "١ (١٠٠ تجاوز)"),
    ])
  func arabicSlips(slips: Int, cell: String) throws {
    let avoid = SummaryFixture.habit(
      "avoid", kind: .avoid, target: 0, done: slips > 0 ? ["2026-11-17": slips] : [:])
    let markdown = try SummaryFixture.markdown([avoid], locale: "ar")
    #expect(
      markdown.contains("| \u{2068}avoid\u{2069} | ") && markdown.contains("| \(cell) |"),
      "\(markdown)")
  }

  /// A habit to avoid with nothing logged had nothing due or done: no row,
  /// one line with the other quiet habits.
  @Test func anAvoidHabitWithNothingLoggedIsCollapsed() throws {
    let avoid = SummaryFixture.habit("avoid", kind: .avoid, target: 0, done: [:])
    let markdown = try SummaryFixture.markdown([avoid], locale: "ar")
    #expect(!markdown.contains("| \u{2068}avoid\u{2069} | "), "\(markdown)")
    #expect(markdown.contains("لا شيء مقرر ولا منجز: \u{2068}avoid\u{2069}."), "\(markdown)")
  }

  @Test("English plural of slips", arguments: [(1, "1 (1 slip)"), (2, "1 (2 slips)")])
  func englishSlips(slips: Int, cell: String) throws {
    let avoid = SummaryFixture.habit(
      "avoid", kind: .avoid, target: 0, done: ["2026-11-17": slips])
    #expect(try SummaryFixture.markdown([avoid]).contains("| \(cell) |"))
  }

  @Test("a hostile title is escaped: the table keeps its shape, no link or tag appears")
  func hostileTitle() throws {
    let title = "| * _ [x](javascript:alert(1)) <script>alert(1)</script> `c` ~~s~~"
    let habit = SummaryFixture.habit("h", title, done: ["2026-11-16": 1])
    let markdown = try SummaryFixture.markdown([habit])
    let html = Markdown.html(markdown)
    #expect(!html.contains("<script"))
    #expect(!html.contains("<a "))
    #expect(!html.contains("<em>") && !html.contains("<code>") && !html.contains("<del>"))
    #expect(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
    let row = try #require(html.components(separatedBy: "<tbody>").last)
    #expect(row.components(separatedBy: "<td").count - 1 == 5)
  }

  @Test("a week before every start prints a line saying nothing was tracked yet")
  func nothingYet() throws {
    let markdown = try SummaryFixture.markdown(week: ISOWeek(year: 2026, week: 40))
    #expect(
      markdown
        == "# Week of 28 September 2026\n\n28 September – 4 October 2026\n\n"
        + "Nothing was tracked yet: the first habit starts on 2 November 2026.\n")
    let arabic = try SummaryFixture.markdown(week: ISOWeek(year: 2026, week: 40), locale: "ar")
    #expect(arabic.contains("لم يُتابَع شيء بعد: تبدأ أول عادة في ٢\u{00A0}نوفمبر\u{00A0}٢٠٢٦."))
  }

  @Test("the week in progress says so")
  func inProgress() throws {
    let markdown = try SummaryFixture.markdown(today: SummaryFixture.date("2026-11-19"))
    #expect(
      markdown.contains(
        "This week is still in progress: it is counted through Thursday 19 November."))
  }

  @Test("neutral voice: no exclamation marks, no streaks", arguments: ["en", "ar"])
  func voice(locale: String) throws {
    let markdown = try SummaryFixture.markdown(locale: locale)
    #expect(!markdown.contains("!"))
    #expect(!markdown.lowercased().contains("streak"))
    #expect(!markdown.lowercased().contains("in a row"))
  }
}

@Test("an Arabic title in an English summary is a bidi isolate; a Latin one is left as it is")
func bidiIsolatesInMixedSummaries() throws {
  let arabic = SummaryFixture.habit("الأذكار", kind: .binary, target: 1, done: [:])
  let latin = SummaryFixture.habit("Water", kind: .binary, target: 1, done: [:])
  let markdown = try SummaryFixture.markdown([arabic, latin], locale: "en")
  #expect(markdown.contains("| \u{2068}الأذكار\u{2069} |"), "\(markdown)")
  #expect(markdown.contains("| Water |"), "\(markdown)")
  #expect(markdown.hasPrefix("# Week of 16 November 2026\n"))
}

@Test("a week across two years names both years")
func weekAcrossYears() throws {
  let catalog = try MessageCatalog(json: DefaultTheme.files["messages/en.json"]!)
  #expect(
    PeriodDocument.dates(.week(ISOWeek(year: 2026, week: 1)), catalog: catalog)
      == "29 December 2025 – 4 January 2026")
  #expect(
    PeriodDocument.dates(.week(ISOWeek(year: 2026, week: 47)), catalog: catalog)
      == "16 – 22 November 2026")
}
