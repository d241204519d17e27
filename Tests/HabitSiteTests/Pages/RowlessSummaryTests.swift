import Foundation
import HabitCore
import Testing

@testable import HabitSite

/// A period page parses its Markdown summary without the table's rows
/// (`PeriodPage.rowlessBlocks`) only where that text is the whole one less
/// the table's own rows; a theme that writes its rows anywhere else gets
/// them parsed, and the feed's weeks keep cmark's table.
struct RowlessSummaryTests {
  @Test(
    "rowsLine finds rows inserted after a table's last line, and nothing else",
    arguments: [
      ("a\n\n| h |\n| - |\n| 1 |\n| 2 |\n\nz\n", "a\n\n| h |\n| - |\n\nz\n", 4),
      ("| h |\n| - |\n| 1 |\n", "| h |\n| - |\n", 2),
      // Rows that do not open with a pipe, a carriage return, two runs.
      ("| h |\n| - |\n- 1\n", "| h |\n| - |\n", nil),
      ("| h |\n| - |\r\n| 1 |\n", "| h |\n| - |\r\n", nil),
      ("| h |\n| - |\n| 1 |\n\n- 1\n", "| h |\n| - |\n\n", nil),
      // A line of pipes and blanks holds no cell: cmark ends the table there.
      ("| h |\n| - |\n| 1 |\n|\n", "| h |\n| - |\n", nil),
      ("| h |\n| - |\n| 1 |\n| \t |\n| 2 |\n", "| h |\n| - |\n", nil),
      // Text that is not the rowless text with lines added.
      ("| h |\n| - |\n| 1 |\n", "| h |\n| x |\n", nil),
      ("| h |\n", "| h |\n", nil),
    ] as [(String, String, Int?)])
  func rowsLine(full: String, rowless: String, line: Int?) {
    #expect(PeriodPage.rowsLine(in: Array(full.utf8), rowless: Array(rowless.utf8)) == line)
  }

  /// The month template with its rows listed again after the table.
  private static func listingTheme() throws -> Theme {
    var files = DefaultTheme.files
    let name = "month.md.mustache"
    let template = try #require(files[name])
    files[name] = template + Array("\n{{#rows}}\n- row {{{name}}}\n{{/rows}}\n".utf8)
    return try Theme(defaults: files)
  }

  /// The month template with `edit` applied to its summary partial.
  private static func editedTheme(_ edit: (String) -> String) throws -> Theme {
    var files = DefaultTheme.files
    let name = "partials/period-summary.md.mustache"
    let template = String(decoding: try #require(files[name]), as: UTF8.self)
    files[name] = Array(edit(template).utf8)
    return try Theme(defaults: files)
  }

  private static func monthPage(_ theme: Theme) throws -> String {
    let evaluation = DensityEngine(history: PageFixture.history()).evaluate(
      today: PageFixture.today)
    let site = try CollectedSite(evaluation, theme: theme, options: SiteOptions(locale: "en"))
    return try #require(site.files.text("months/2026-10/index.html"))
  }

  @Test("a line of a lone pipe after each row ends cmark's table: the rest is a paragraph")
  func lonePipeAfterARow() throws {
    let page = try Self.monthPage(
      try Self.editedTheme { $0.replacingOccurrences(of: "{{/rows}}", with: "|\n{{/rows}}") })
    // cmark ends the table at the first lone pipe; the lines after it,
    // rows of the later habits among them, are one paragraph.
    #expect(page.contains("<p>|"))
  }

  @Test("a theme that includes a partial it lacks only when there are no rows still builds")
  func partialOnlyWithoutRows() throws {
    let page = try Self.monthPage(
      try Self.editedTheme { $0 + "{{^rows}}{{> no-such-partial}}{{/rows}}\n" })
    #expect(page.contains("Water (Morning)"))
  }

  @Test("a theme that lists its rows outside the table gets them on the page")
  func rowsOutsideTheTable() throws {
    let evaluation = DensityEngine(history: PageFixture.history()).evaluate(
      today: PageFixture.today)
    let site = try CollectedSite(
      evaluation, theme: try Self.listingTheme(), options: SiteOptions(locale: "en"))
    let page = try #require(site.files.text("months/2026-10/index.html"))
    // The list's words, which no table cell holds.
    #expect(page.contains("row Water (Morning)"))
    #expect(page.contains("row Reading"))
  }

  @Test("the feed's weeks carry cmark's table, rows and all")
  func feedKeepsTheTable() throws {
    let site = try PageFixture.shared()
    let feed = try #require(site.files.text("feed.xml"))
    #expect(feed.contains("&lt;table"))
    #expect(feed.contains("Water (Morning)&lt;/td&gt;") || feed.contains("Water (Morning)</td>"))
  }
}
