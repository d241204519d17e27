/// A period page's summary as HTML: cmark-gfm's blocks of the Markdown
/// summary, its table drawn from the period's numbers in their place, split
/// at the first section, built from the blocks (`Markdown.Block`), never by
/// searching or editing the HTML. Kept as UTF-8 bytes, as the page is
/// rendered (`MustacheValue.bytes`): the table is rendered into bytes, and
/// making a `String` of them would check every byte again.
struct SummaryHTML {
  /// The summary up to its first section (`<h2>`): heading, dates, lead,
  /// table; the whole summary when it has no section.
  let head: [UInt8]
  /// The rest, from the first section on.
  let rest: [UInt8]
  /// Whether the page's table carries each row's days (the page then draws
  /// no section of days apart).
  let tableCarriesDays: Bool
  /// cmark's HTML of the whole summary, with its own table (the feed's
  /// entry); `head + rest` when nothing replaced it.
  let markdownHTML: String

  init(head: String, rest: String, tableCarriesDays: Bool) {
    self.head = Array(head.utf8)
    self.rest = Array(rest.utf8)
    self.tableCarriesDays = tableCarriesDays
    self.markdownHTML = head + rest
  }

  /// The blocks (their notes filled in cmark's tree, `Markdown.blocks`),
  /// the first table's replaced by `table` when there is one.
  init(_ blocks: [Markdown.Block], table: [UInt8]?, carriesDays: Bool) {
    var head: [UInt8] = []
    var rest: [UInt8] = []
    var whole = ""
    var inSections = false
    var tableDrawn = false
    for block in blocks {
      let html = block.html
      whole += html
      inSections = inSections || block.kind == .section
      if block.kind == .table, !tableDrawn, let table {
        tableDrawn = true
        if inSections { rest += table } else { head += table }
      } else {
        if inSections { rest += html.utf8 } else { head += html.utf8 }
      }
    }
    self.head = head
    self.rest = rest
    self.tableCarriesDays = tableDrawn && carriesDays
    self.markdownHTML = whole
  }
}
