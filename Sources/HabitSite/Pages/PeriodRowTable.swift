/// A period page's table as a tracker's: the summary's own table (cmark-gfm's
/// HTML of the Markdown rows) with each body row's first cell, the habit's
/// name, made the row's header and linked to the habit's page, and the
/// window's days of the period, drawn with the grid's cells, in a cell after
/// it; the head gains the days' column (`daysHeader`). The numbers and the
/// days that make them sit in one row, and nothing is drawn twice.
///
/// The rows are the summary's, in its order (`PeriodDocument.context`): one
/// `Row` for each. A theme whose Markdown has no table, or a table with
/// another number of rows, is left as it is (`spliced` returns nil), and the
/// page draws the days in a section of their own.
///
/// Each count cell carries its column's head as `data-label`, so a row read
/// as a card on a phone (390 px) labels its numbers in place
/// (`td::before { content: attr(data-label) }`), however far down the
/// table it is. A year's table has no days column: its names are linked
/// and its cells labelled all the same.
struct PeriodRowTable {
  /// One body row: the habit's page and the window's days as HTML (empty
  /// for a habit paused throughout the period; nil for a table with no
  /// days column).
  struct Row {
    let href: String
    let days: String?
  }

  /// The days' column head: the weekdays in the week's order, or a word;
  /// nil for a table without the days (a year's).
  let daysHeader: String?
  let rows: [Row]
  /// The table's opening tag.
  var opening = "<table class=\"period-table\">"

  /// The spliced summary, and where its first section starts.
  struct Spliced {
    let html: String
    /// Where the first `<h2>` starts (the end when none):
    /// `PeriodPage.headEnd` of `html`, found without reading the rows'
    /// days, which are most of a page's bytes.
    let headEnd: String.Index
  }

  /// `html` with its first table spliced, and where the spliced summary's
  /// first `<h2>` starts; nil when the table is not the summary's (no
  /// table, or not one body row per `Row`). cmark
  /// escapes text, so no `<h2>` lies inside the table, and none inside what
  /// is spliced in: the first is before the table, or after its body at the
  /// same distance from the end of the rows.
  func spliced(_ html: String) -> Spliced? {
    let bytes = Array(html.utf8)
    guard let table = Self.find("<table>", in: bytes, from: 0),
      let headCell = Self.find("</th>", in: bytes, from: table),
      let body = Self.find("<tbody>", in: bytes, from: headCell),
      let bodyEnd = Self.find("</tbody>", in: bytes, from: body)
    else { return nil }
    // Built as a `String` from slices of `html` and whole strings, which
    // are valid UTF-8 already: bytes made a `String` are checked again,
    // and the rows' days are most of a page.
    let utf8 = html.utf8
    func part(_ from: Int, _ to: Int) -> Substring {
      html[utf8.index(utf8.startIndex, offsetBy: from)..<utf8.index(utf8.startIndex, offsetBy: to)]
    }
    // The heads of the count columns (after the name's), as attributes.
    let labels = Self.heads(bytes, from: headCell + 5, to: body).map { head in
      " data-label=\"" + Escape.htmlAttribute(head) + "\""
    }
    var output = ""
    output.reserveCapacity(
      bytes.count
        + rows.reduce((daysHeader?.utf8.count ?? 0) + labels.count * 24 * rows.count) {
          $0 + ($1.days?.utf8.count ?? 0) + 120
        })
    output += part(0, table)
    output += opening
    output += part(table + 7, headCell + 5)
    if let daysHeader {
      output += "\n<th scope=\"col\" class=\"period-days-head\">"
      output += daysHeader
      output += "</th>"
    }
    output += part(headCell + 5, body + 7)
    var cursor = body + 7
    for row in rows {
      guard let start = Self.find("<tr>", in: bytes, from: cursor), start < bodyEnd,
        let cell = Self.find("<td", in: bytes, from: start),
        let open = Self.find(">", in: bytes, from: cell),
        let close = Self.find("</td>", in: bytes, from: open),
        let end = Self.find("</tr>", in: bytes, from: close), end < bodyEnd
      else { return nil }
      output += part(cursor, cell)
      output += "<th scope=\"row\"><a href=\""
      output += Escape.htmlAttribute(row.href)
      output += "\">"
      output += part(open + 1, close)
      output += "</a></th>"
      if let days = row.days {
        output += "\n<td class=\"period-days-cell\">"
        output += days
        output += "</td>"
      }
      // The count cells, each with its column's head.
      var position = close + 5
      var column = 0
      while let next = Self.find("<td", in: bytes, from: position), next < end {
        output += part(position, next + 3)
        if column < labels.count { output += labels[column] }
        column += 1
        position = next + 3
      }
      output += part(position, end)
      cursor = end
    }
    // Every body row had its window.
    if let start = Self.find("<tr>", in: bytes, from: cursor), start < bodyEnd { return nil }
    let tail = output.utf8.count
    output += part(cursor, bytes.count)
    let head =
      ByteSearch.first(Self.section, in: bytes, from: 0).flatMap { $0 < table ? $0 : nil }
      ?? ByteSearch.first(Self.section, in: bytes, from: cursor).map { tail + $0 - cursor }
      ?? output.utf8.count
    return Spliced(
      html: output, headEnd: output.utf8.index(output.utf8.startIndex, offsetBy: head))
  }

  /// The text of each `<th>` from `from` to `to` (cmark's head row after
  /// the name's cell), its markup dropped and its entities kept as text.
  private static func heads(_ bytes: [UInt8], from: Int, to: Int) -> [String] {
    var heads: [String] = []
    var position = from
    while let cell = find("<th", in: bytes, from: position), cell < to,
      let open = find(">", in: bytes, from: cell),
      let close = find("</th>", in: bytes, from: open), close < to
    {
      var text: [UInt8] = []
      var inTag = false
      for byte in bytes[(open + 1)..<close] {
        if byte == UInt8(ascii: "<") {
          inTag = true
        } else if byte == UInt8(ascii: ">") {
          inTag = false
        } else if !inTag {
          text.append(byte)
        }
      }
      heads.append(Self.unescaped(String(decoding: text, as: UTF8.self)))
      position = close + 5
    }
    return heads
  }

  /// cmark's text entities back to text, for `Escape.htmlAttribute`.
  private static func unescaped(_ text: String) -> String {
    guard text.contains("&") else { return text }
    return text.replacingOccurrences(of: "&quot;", with: "\"")
      .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
      .replacingOccurrences(of: "&#39;", with: "'").replacingOccurrences(of: "&amp;", with: "&")
  }

  /// A section's heading: where the summary's head ends.
  private static let section = Array("<h2>".utf8)

  private static func find(_ pattern: String, in bytes: [UInt8], from start: Int) -> Int? {
    ByteSearch.first(Array(pattern.utf8), in: bytes, from: start)
  }
}
