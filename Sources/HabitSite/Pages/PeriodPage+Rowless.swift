import Mustache

extension PeriodPage {
  /// The page's Markdown summary as cmark's blocks: `text` (the summary
  /// template rendered for the page) with its links rebased one folder
  /// deeper and its notes filled in cmark's tree.
  static func pageBlocks(_ text: String, notes: [String]) -> [Markdown.Block] {
    Markdown.blocks(
      text, linksEmails: false, rebasing: ("../weeks/", "../../weeks/"), notes: notes)
  }

  /// The page's blocks parsed from the summary rendered without the
  /// table's rows, when that gives the blocks of `text` but the table's own,
  /// which the page draws itself (`table`): cmark parsed and rendered a
  /// 200-habit table, most of a page's Markdown, only for it to be
  /// replaced. Nil, and the whole text is parsed, unless all of this holds:
  /// the summary rendered with no rows is `text` less one run of whole
  /// lines, each opening with `|` and holding a cell (no carriage return
  /// anywhere), and that
  /// run follows the last line of the first table, a top-level block, in
  /// the rowless text. Then, whatever the theme's template, in `text` those
  /// lines are that table's rows and every other block is the same.
  func rowlessBlocks(
    _ text: String, context: MustacheValue, theme: Theme, notes: [String]
  ) throws(ThemeError) -> [Markdown.Block]? {
    guard case .object(var members) = context, case .list(let rows)? = members["rows"],
      !rows.isEmpty
    else { return nil }
    members["rows"] = .list([])
    // A theme may do without rows what it never did with them (include a
    // partial it lacks): then the whole text is parsed, as before.
    guard
      let rowless = try? theme.render(
        PeriodDocument.template(period.unit), MustacheContext(mustacheValue: .object(members)))
    else { return nil }
    guard let line = Self.rowsLine(in: Array(text.utf8), rowless: Array(rowless.utf8)) else {
      return nil
    }
    let blocks = Self.pageBlocks(rowless, notes: notes)
    guard Markdown.Block.firstTableEndLine(blocks) == line else { return nil }
    return blocks
  }

  /// The number of lines of `rowless` before the run of lines `full` has
  /// more (`full` is `rowless` with whole lines, each opening with `|`,
  /// inserted at one line start, each holding a cell: a byte other than
  /// `|`, space or tab, for a line of pipes and blanks has no cell, and
  /// cmark ends a table there); nil when `full` is not that.
  static func rowsLine(in full: [UInt8], rowless: [UInt8]) -> Int? {
    let added = full.count - rowless.count
    guard added > 0, !full.contains(0x0D) else { return nil }
    var start = 0
    while start < rowless.count, full[start] == rowless[start] { start += 1 }
    while start > 0, full[start - 1] != 0x0A { start -= 1 }
    guard full[(start + added)...] == rowless[start...], full[start] == 0x7C,
      full[start + added - 1] == 0x0A
    else { return nil }
    var holdsCell = false
    for index in start..<(start + added) {
      switch full[index] {
      case 0x0A:
        guard holdsCell, index + 1 == start + added || full[index + 1] == 0x7C else { return nil }
        holdsCell = false
      case 0x7C, 0x20, 0x09:
        break
      default:
        holdsCell = true
      }
    }
    return rowless[..<start].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
  }
}
