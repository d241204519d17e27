import Testing

@testable import HabitSite

/// A summary rendered block by block: what a period page builds its HTML
/// from (its own table in the place of the document's, split at the first
/// section) without searching or editing cmark's HTML.
struct MarkdownBlocksTests {
  static let summary = """
    # Week

    Done 3 of 4. R&D *x*

    | Habit | Due |
    | --- | --- |
    | Walk \\& run | 7 |

    Nothing due: Swim.

    ## Reads

    - [Sat 7 Nov](../weeks/2026-W45/index.html#d-2026-11-07): a note

    ## Notes

    > quoted
    """

  @Test func theBlocksJoinedAreTheWholeDocument() {
    let blocks = Markdown.blocks(Self.summary, linksEmails: false)
    #expect(blocks.map(\.html).joined() == Markdown.html(Self.summary, linksEmails: false))
    #expect(
      blocks.map(\.kind) == [.other, .other, .table, .other, .section, .other, .section, .other])
    #expect(blocks[2].html.hasPrefix("<table>\n<thead>"))
  }

  @Test func linksAreRebasedInTheDocumentNotTheHTML() {
    let blocks = Markdown.blocks(
      Self.summary + "\n\nhref=\"../weeks/ stays text", rebasing: ("../weeks/", "../../weeks/"))
    let html = blocks.map(\.html).joined()
    #expect(html.contains("<a href=\"../../weeks/2026-W45/index.html#d-2026-11-07\">"))
    #expect(html.contains("href=&quot;../weeks/ stays text"))
  }

  @Test func aPageDrawsItsTableInPlaceAndSplitsAtTheFirstSection() {
    let blocks = Markdown.blocks(Self.summary)
    let page = SummaryHTML(blocks, table: Array("<table>T</table>\n".utf8), carriesDays: true)
    let head = String(decoding: page.head, as: UTF8.self)
    #expect(head.hasSuffix("<table>T</table>\n<p>Nothing due: Swim.</p>\n"))
    #expect(String(decoding: page.rest, as: UTF8.self).hasPrefix("<h2>Reads</h2>"))
    #expect(page.tableCarriesDays)
    #expect(page.markdownHTML == Markdown.html(Self.summary))
    let noTable = SummaryHTML(
      Markdown.blocks("# Week\n\n## Reads\n"), table: Array("<table>T</table>\n".utf8),
      carriesDays: true)
    #expect(!noTable.tableCarriesDays && noTable.head == Array("<h1>Week</h1>\n".utf8))
  }

  @Test func notesAreFilledInCmarksTreeAsText() {
    let placed =
      "- Swim: \(NotePlaceholders.placeholder(0)) done\n- `\(NotePlaceholders.placeholder(1))`\n"
      + "- \(NotePlaceholders.placeholder(7))\n"
    let html = Markdown.blocks(placed, notes: ["**a** & <b> &amp; \"q\"", "x < y"]).map(\.html)
      .joined()
    #expect(
      html == """
        <ul>
        <li>Swim: **a** &amp; &lt;b&gt; &amp;amp; &quot;q&quot; done</li>
        <li><code>x &lt; y</code></li>
        <li>\u{1}7\u{1}</li>
        </ul>

        """)
  }
}
