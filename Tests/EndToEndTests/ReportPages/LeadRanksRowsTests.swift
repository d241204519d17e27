import Foundation
import TestSupport
import Testing

/// A lead and its table rank the same things and say which (issue 42): the
/// 2026 lead said "Rose most: Water, from 75% to 80%" (whole habits) while
/// its own table showed "Morning & evening adhkar (Morning)" up 16 points
/// (windows). The lead now ranks the table's rows and says so.
@Suite("Period leads rank the table's rows")
struct LeadRanksRowsTests {
  /// The year's table rows: name → (share, last year's share, change).
  static func rows(_ markdown: String) -> [String: (now: String, before: String, change: String)] {
    var rows: [String: (String, String, String)] = [:]
    for line in markdown.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|", omittingEmptySubsequences: false).map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      guard cells.count == 12 else { continue }
      rows[cells[1]] = (cells[8], cells[9], cells[10].replacingOccurrences(of: "\\", with: ""))
    }
    return rows
  }

  @Test("the 2026 lead names the window its table shows rising most, with the table's shares")
  func yearLeadNamesTheTableRow() throws {
    let site = try SharedSite.example("en")
    let markdown = try site.page("years/2026.md")
    let lead =
      "Rose most, by habit and time of day: Morning & evening adhkar (Morning), from 72% to 88%."
    #expect(markdown.contains(lead), "\(markdown.prefix(900))")
    #expect(ReportSite.text(try site.page("years/2026/index.html")).contains(lead))
    let rows = Self.rows(markdown)
    let named = try #require(rows["Morning & evening adhkar (Morning)"])
    #expect(named.now == "88%" && named.before == "72%" && named.change == "+16")
    // No row of the table rose more than the one the lead names.
    let changes = rows.values.compactMap { Int($0.change.replacingOccurrences(of: "+", with: "")) }
    #expect(changes.max() == 16)
  }

  @Test(
    "every lead that names a rise or fall says it ranks by habit and time of day, in each language",
    arguments: [
      ("en", "Rose most, by habit and time of day: ", "Fell most, by habit and time of day: "),
      ("fr", "par habitude et moment de la journée", "par habitude et moment de la journée"),
      ("ar", "حسب العادة ووقتها", "حسب العادة ووقتها"),
      ("ur", "عادت اور وقت کے لحاظ سے", "عادت اور وقت کے لحاظ سے"),
    ])
  func leadsSayWhatTheyRank(locale: String, rose: String, fell: String) throws {
    let site = try SharedSite.example(locale)
    var named = 0
    // A week's seven days are too few for any window to be ranked (at
    // least 10 due days in each span): only months and years name one.
    for page in ["years/2026.md", "months/2026-10.md"] {
      let markdown = try site.page(page)
      if markdown.contains(rose) || markdown.contains(fell) { named += 1 }
    }
    #expect(named == 2, "\(locale)")
  }
}
