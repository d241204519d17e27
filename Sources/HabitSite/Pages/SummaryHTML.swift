/// A period page's summary as HTML: cmark-gfm's blocks of the Markdown
/// summary, its table drawn from the period's numbers in their place, split
/// at the first section, built from the blocks (`Markdown.Block`), never by
/// searching or editing the HTML.
struct SummaryHTML {
  /// The summary up to its first section (`<h2>`): heading, dates, lead,
  /// table; the whole summary when it has no section.
  let head: String
  /// The rest, from the first section on.
  let rest: String
  /// Whether the page's table carries each row's days (the page then draws
  /// no section of days apart).
  let tableCarriesDays: Bool
  /// cmark's HTML of the whole summary, with its own table (the feed's
  /// entry); `head + rest` when nothing replaced it.
  let markdownHTML: String

  init(head: String, rest: String, tableCarriesDays: Bool) {
    self.head = head
    self.rest = rest
    self.tableCarriesDays = tableCarriesDays
    self.markdownHTML = head + rest
  }

  /// The blocks (their notes filled in cmark's tree, `Markdown.blocks`),
  /// the first table's replaced by `table` when there is one.
  init(_ blocks: [Markdown.Block], table: String?, carriesDays: Bool) {
    var head = ""
    var rest = ""
    var whole = ""
    var inSections = false
    var tableDrawn = false
    for block in blocks {
      let html = block.html
      whole += html
      inSections = inSections || block.kind == .section
      var drawn = html
      if block.kind == .table, !tableDrawn, let table {
        drawn = table
        tableDrawn = true
      }
      if inSections { rest += drawn } else { head += drawn }
    }
    self.head = head
    self.rest = rest
    self.tableCarriesDays = tableDrawn && carriesDays
    self.markdownHTML = whole
  }
}
