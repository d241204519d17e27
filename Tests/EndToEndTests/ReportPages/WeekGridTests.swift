import Foundation
import TestSupport
import Testing

/// A week page reads as a tracker's week: one table row per habit window
/// with something due or done, holding its name linked to the habit's page,
/// its 7 days drawn with the grid's cells, then its numbers; the header
/// names the weekdays in the week's order and the table carries the
/// weekday letters its strips draw on a phone (`--wl1` … `--wl7`), once a
/// page. Nothing is drawn twice. A month page's rows carry the
/// month's days the same way. The reads follow the table, and only the
/// habits whose read says something are listed.
@Suite(.serialized) struct WeekGridTests {
  /// One row of a period page's table.
  struct Row {
    let href: String
    let name: String
    let dates: [String]
    /// The weekday letters over its strip: the table's, said once.
    let letters: [String]
    /// The texts of the row's cells after its days.
    let numbers: [String]
  }

  /// The weekday names of the table's header and its rows, or nil when the
  /// page has no `<table class="period-table"`.
  static func table(_ html: String) -> (weekdays: [String], rows: [Row])? {
    guard let start = html.range(of: "<table class=\"period-table\""),
      let end = html.range(of: "</table>", range: start.upperBound..<html.endIndex)
    else { return nil }
    let table = String(html[start.upperBound..<end.lowerBound])
    // The letters the stylesheet draws over every strip: `--wlN:'X'`.
    let style = table.prefix { $0 != ">" }
    let letters = style.matches(of: /--wl\d:'([^']*)'/).map { String($0.output.1) }
    let head = table.components(separatedBy: "</thead>").first ?? ""
    // Each weekday's head: its letter and, as its title, its name.
    let weekdays = head.components(separatedBy: "<abbr title=\"").dropFirst().map {
      String($0.prefix { $0 != "\"" }) + " "
        + ReportSite.text("<abbr " + ($0.components(separatedBy: "</abbr>").first ?? ""))
    }
    let body = table.components(separatedBy: "<tbody>").dropFirst().first ?? ""
    let rows = body.components(separatedBy: "</tr>").dropLast().map { row -> Row in
      let header = row.components(separatedBy: "</th>").first ?? ""
      let link = header.components(separatedBy: "<a href=\"").dropFirst().first ?? ""
      let cells = row.components(separatedBy: "</th>").dropFirst().joined()
        .components(separatedBy: "</td>").dropLast()
      let days = cells.first ?? ""
      return Row(
        href: String(link.prefix { $0 != "\"" }), name: ReportSite.text(header),
        dates: days.components(separatedBy: "data-date=\"").dropFirst().map {
          String($0.prefix(10))
        },
        letters: letters,
        numbers: cells.dropFirst().map { ReportSite.text(String($0)) })
    }
    return (weekdays, rows)
  }

  @Test func eachFinishedWeekHasOneRowPerWindowWithItsSevenDaysAndNumbers() throws {
    let site = try ReportSite.shared("en")
    let root = site.folder.appendingPathComponent("site")
    let weeks = [
      ("2026-W45", "2026-11-02"), ("2026-W46", "2026-11-09"), ("2026-W47", "2026-11-16"),
    ]
    for (week, first) in weeks {
      let path = "weeks/\(week)/index.html"
      let html = try site.page(path)
      let days = PeriodDaysTests.days(
        from: first,
        through: String(PeriodDaysTests.days(from: first, through: "2026-12-31")[6]))
      let (weekdays, rows) = try #require(Self.table(html), "\(path): no period table")
      #expect(
        weekdays == [
          "Monday M", "Tuesday T", "Wednesday W", "Thursday T", "Friday F", "Saturday S",
          "Sunday S",
        ], "\(path)")
      // Nothing drawn twice: every cell of the page is in a row.
      let cells = html.components(separatedBy: "data-date=\"").count - 1
      #expect(cells == rows.reduce(0) { $0 + $1.dates.count }, "\(path)")
      #expect(!html.contains("class=\"period-days\""), "\(path): a separate day-by-day section")
      var active = 0
      for habit in site.windows {
        for window in habit.windows where PeriodDaysTests.isActive(window, days) {
          active += 1
          let matching = rows.filter { $0.name == window.name }
          #expect(matching.count == 1, "\(path): \(window.name) in \(matching.count) rows")
          guard let row = matching.first else { continue }
          let tracked = days.filter { window.days[$0] != nil }
          #expect(row.dates.count == 7 || tracked.count < 7, "\(path) \(window.name)")
          #expect(Set(row.dates).isSuperset(of: tracked), "\(path) \(window.name)")
          #expect(row.letters == ["M", "T", "W", "T", "F", "S", "S"], "\(path) \(window.name)")
          #expect(row.href.hasPrefix("../../habits/"), "\(path): \(row.href)")
          let target = root.appendingPathComponent(path).deletingLastPathComponent()
            .appendingPathComponent(row.href).standardizedFileURL
          #expect(FileManager.default.fileExists(atPath: target.path), "\(path): \(row.href)")
          // Due, complete, partly done, missed follow the days.
          #expect(row.numbers.count == 4, "\(path) \(window.name): \(row.numbers)")
          if !window.isPeriod && window.kind != "avoid" {
            let counts = window.counts(from: days[0], through: days[6])
            let due =
              counts["complete", default: 0] + counts["partialLow", default: 0]
              + counts["partialHigh", default: 0] + counts["missed", default: 0]
            #expect(row.numbers.first == String(due), "\(path) \(window.name): \(row.numbers)")
          }
        }
      }
      #expect(active > 5, "\(path)")
      #expect(rows.count >= active, "\(path)")
    }
    // A weekly habit's row says its "1 of 3".
    let w47 = try #require(Self.table(try site.page("weeks/2026-W47/index.html")))
    let run = try #require(w47.rows.first { $0.name == "Run" })
    #expect(run.numbers.contains("1 of 3"), "\(run.numbers)")
  }

  @Test func theReadsFollowTheTableAndKeepOnlyWhatSaysSomething() throws {
    let site = try ReportSite.shared("en")
    let html = try site.page("weeks/2026-W47/index.html")
    let table = try #require(html.range(of: "<table class=\"period-table\""))
    let reads = try #require(html.range(of: "<h2>The last 21 days</h2>"))
    #expect(table.lowerBound < reads.lowerBound)
    // The summary's reads, up to the day sections that follow it.
    let end = html.range(of: "<section class=\"day-sections\">")?.lowerBound ?? html.endIndex
    let section = ReportSite.text(String(html[reads.upperBound..<end]))
    #expect(
      section.contains("Run: 1 of 3 that week, not met. Met 1 of the last 4 weeks."), "\(section)")
    #expect(section.contains("Sweets: 4 slips in the last 21 days."), "\(section)")
    // Qur'an reading was done every day: its read repeats the table.
    #expect(!section.contains("Qur'an reading:"), "\(section)")
  }

  @Test func eachMonthRowCarriesItsMonth() throws {
    let site = try ReportSite.shared("en")
    let path = "months/2026-10/index.html"
    let html = try site.page(path)
    let days = PeriodDaysTests.days(from: "2026-10-01", through: "2026-10-31")
    let (_, rows) = try #require(Self.table(html), "\(path): no period table")
    #expect(!html.contains("class=\"period-days\""), "\(path): a separate day-by-day section")
    for habit in site.windows {
      for window in habit.windows where PeriodDaysTests.isActive(window, days) {
        let row = try #require(rows.first { $0.name == window.name }, "\(path): \(window.name)")
        let tracked = days.filter { window.days[$0] != nil }
        #expect(Set(row.dates).isSuperset(of: tracked), "\(path) \(window.name)")
        #expect(row.numbers.count == 6, "\(path) \(window.name): \(row.numbers)")
      }
    }
  }
}
