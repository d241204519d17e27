import Foundation
import TestSupport
import Testing

/// A period page draws its table from the period's numbers
/// (`partials/period-table.html`) in the place of the Markdown summary's
/// table, whatever that table holds: nothing edits cmark's HTML.
@Suite("the period page's table is drawn from the model, end to end")
struct PeriodTableFromModelTests {
  @Test("a theme's one-column summary table still gives the page its full table with the days")
  func themeTableIsReplaced() throws {
    let site = try TemplateKindEscapingTests.build([
      "summary.md.mustache": "# {{title}}\n\n| Only |\n| --- |\n| one row |\n\n## After\n"
    ])
    defer { try? FileManager.default.removeItem(at: site.deletingLastPathComponent()) }
    let markdown = try TemplateKindEscapingTests.read("weeks/2026-W48.md", in: site)
    #expect(markdown.contains("| Only |"))
    let page = try TemplateKindEscapingTests.read("weeks/2026-W48/index.html", in: site)
    #expect(!page.contains("<th>Only</th>") && !page.contains("one row"), "\(page)")
    #expect(page.contains("<table class=\"period-table\""), "\(page)")
    #expect(page.contains("<td class=\"period-days-cell\">"), "\(page)")
    // The user's catalog names the habit column; the page's table says it
    // once, escaped for HTML.
    #expect(
      page.contains(
        "<th>Tom's *Habit* &lt;b&gt; [x](y) &amp; ~~z~~ &quot;q&quot;</th>\n<th scope=\"col\" class=\"period-days-head\">"
      ), "\(page)")
    // The days are in the rows, so no section of them apart.
    #expect(!page.contains("class=\"period-days\""), "\(page)")
  }
}
