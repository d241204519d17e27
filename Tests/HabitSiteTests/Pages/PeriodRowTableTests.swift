import Testing

@testable import HabitSite

/// The period table's splice: the summary's own table gains a linked row
/// header and a days cell per row, or is left alone (nil) when it is not
/// the summary's (no table, or not one body row per window).
struct PeriodRowTableTests {
  static let table = """
    <h1>Week</h1>
    <table>
    <thead>
    <tr>
    <th>Habit</th>
    <th>Due</th>
    </tr>
    </thead>
    <tbody>
    <tr>
    <td>Walk &amp; run</td>
    <td>7</td>
    </tr>
    <tr>
    <td>Read</td>
    <td>3</td>
    </tr>
    </tbody>
    </table>
    <p>Nothing due or done: Swim.</p>
    """

  static func splice(_ html: String, rows: Int) -> String? {
    PeriodRowTable(
      daysHeader: "<span>M</span>",
      rows: (0..<rows).map {
        PeriodRowTable.Row(href: "../../habits/h\($0)/index.html", days: "D\($0)")
      }
    ).spliced(html)?.html
  }

  @Test func eachRowGainsItsLinkAndDays() throws {
    let html = try #require(Self.splice(Self.table, rows: 2))
    #expect(html.hasPrefix("<h1>Week</h1>\n<table class=\"period-table\">"))
    #expect(
      html.contains(
        "<th>Habit</th>\n<th scope=\"col\" class=\"period-days-head\"><span>M</span></th>"))
    #expect(
      html.contains(
        "<th scope=\"row\"><a href=\"../../habits/h0/index.html\">Walk &amp; run</a></th>\n"
          + "<td class=\"period-days-cell\">D0</td>\n<td data-label=\"Due\">7</td>"))
    #expect(
      html.contains(
        "<a href=\"../../habits/h1/index.html\">Read</a></th>\n<td class=\"period-days-cell\">D1</td>\n<td data-label=\"Due\">3</td>"
      ))
    #expect(html.hasSuffix("</table>\n<p>Nothing due or done: Swim.</p>"))
  }

  /// A year's table: no days column, its names linked and each count
  /// labelled with its head, the head's entities kept as one attribute.
  @Test func aTableWithoutDaysLinksAndLabels() throws {
    let table = Self.table.replacingOccurrences(
      of: "<th>Due</th>", with: "<th>Due</th>\n<th>Done, &quot;not&quot; due</th>"
    ).replacingOccurrences(of: "<td>7</td>", with: "<td>7</td>\n<td>1</td>")
      .replacingOccurrences(of: "<td>3</td>", with: "<td>3</td>\n<td>0</td>")
    var splice = PeriodRowTable(
      daysHeader: nil,
      rows: (0..<2).map { PeriodRowTable.Row(href: "../../habits/h\($0)/index.html", days: nil) })
    splice.opening = "<table tabindex=\"0\">"
    let html = try #require(splice.spliced(table)?.html)
    #expect(html.hasPrefix("<h1>Week</h1>\n<table tabindex=\"0\">"))
    #expect(!html.contains("period-days"))
    #expect(
      html.contains(
        "<th scope=\"row\"><a href=\"../../habits/h0/index.html\">Walk &amp; run</a></th>\n"
          + "<td data-label=\"Due\">7</td>\n<td data-label=\"Done, &quot;not&quot; due\">1</td>"))
  }

  /// The spliced summary's head ends where a search of the whole spliced
  /// page finds its first section, whether that is after the table, before
  /// it, or missing.
  @Test(arguments: [
    table + "\n<h2>Reads</h2>\n<p>…</p>\n<h2>Notes</h2>",
    "<h2>Before</h2>\n" + table + "\n<h2>After</h2>",
    table,
  ])
  func theHeadEndsAtTheFirstSection(_ html: String) throws {
    let spliced = try #require(
      PeriodRowTable(
        daysHeader: "<span>M</span>",
        rows: (0..<2).map { PeriodRowTable.Row(href: "h\($0).html", days: "<i>days \($0)</i>") }
      ).spliced(html))
    #expect(spliced.headEnd == PeriodPage.headEnd(spliced.html))
    #expect(
      spliced.html[spliced.headEnd...].hasPrefix("<h2>") || spliced.headEnd == spliced.html.endIndex
    )
  }

  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let html: String
    let rows: Int
    var testDescription: String { name }
  }

  @Test(arguments: [
    Case(name: "no table", html: "<h1>Week</h1>\n<p>Nothing.</p>", rows: 0),
    Case(name: "a row more than the table", html: table, rows: 3),
    Case(name: "a row fewer than the table", html: table, rows: 1),
  ])
  func anotherTableIsLeftAlone(_ test: Case) {
    #expect(Self.splice(test.html, rows: test.rows) == nil)
  }
}
