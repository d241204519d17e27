import Foundation
import TestSupport
import Testing

/// A year page draws each listed habit's windows as rows of month cells,
/// one a month from January through the page's last counted day; each
/// cell's label gives the month's times due done, counted here again from
/// the build's own `data.json`. Checked on the example's years 2025 and
/// 2026 (in progress as of 29 November).
@Suite(.serialized) struct YearRowsTests {
  /// One drawn month: `YYYY-MM`, state and label.
  struct Month {
    let month: String
    let state: String
    let label: String
  }

  /// Each habit of the page's "Day by day", by title: its month rows.
  static func rows(_ html: String) -> [String: [[Month]]] {
    var rows: [String: [[Month]]] = [:]
    for item in html.components(separatedBy: "<li class=\"period-habit\">").dropFirst() {
      let title = ReportSite.text(
        String(item[..<(item.range(of: "</h3>")?.lowerBound ?? item.endIndex)]))
      rows[title] = item.components(separatedBy: "<div class=\"grid month-row\"").dropFirst().map {
        row in
        row.components(separatedBy: "</div>")[0].components(separatedBy: "<i")
          .dropFirst().map { cell in
            Month(
              month: Self.attribute(cell, "data-month"), state: Self.attribute(cell, "data-state"),
              label: ReportSite.text(Self.attribute(cell, "title")))
          }
      }
    }
    return rows
  }

  static func attribute(_ markup: String, _ name: String) -> String {
    guard let start = markup.range(of: " \(name)=\"") else { return "" }
    return String(markup[start.upperBound...].prefix { $0 != "\"" })
  }

  /// `least`: more months with times due than this are checked.
  @Test(arguments: [("2025", "2025-12-31", 5), ("2026", "2026-11-29", 30)])
  func eachListedHabitDrawsItsMonths(year: String, through: String, months least: Int) throws {
    let site = try ReportSite.shared("en")
    let html = try site.page("years/\(year)/index.html")
    let rows = Self.rows(html)
    #expect(rows.count > 3, "\(year): \(rows.count) habits drawn")
    let lastMonth = Int(through.dropFirst(5).prefix(2))!
    let months = (1...lastMonth).map { "\(year)-" + ($0 < 10 ? "0\($0)" : "\($0)") }
    var checked = 0
    for (title, windows) in site.windows {
      guard let drawn = rows[title] else { continue }
      #expect(drawn.count == windows.count, "\(year) \(title)")
      for (window, row) in zip(windows, drawn) {
        #expect(row.map(\.month) == months, "\(year) \(window.name)")
        for month in row {
          // Today is in no count until it is over (DESIGN §3).
          let counts = window.counts(
            from: month.month + "-01", through: min("\(month.month)-31", "2026-11-28"))
          let first = window.days.keys.min() ?? ""
          #expect(!month.label.contains("{"), "\(window.name) \(month.month): \(month.label)")
          if first > month.month + "-31" {
            #expect(month.state == "unscheduled", "\(window.name) \(month.month)")
            #expect(month.label.hasSuffix(": not started"), "\(window.name): \(month.label)")
            continue
          }
          if window.isPeriod {
            #expect(month.state != "missed", "\(window.name) \(month.month)")
            continue
          }
          let complete = counts["complete", default: 0]
          let due =
            complete + counts["partialLow", default: 0] + counts["partialHigh", default: 0]
            + counts["missed", default: 0]
          if due > 0 {
            #expect(
              month.label.hasSuffix(": \(complete) of \(due) time\(due == 1 ? "" : "s") due done"),
              "\(window.name): \(month.label)")
            #expect(
              (complete == due) == (month.state == "complete"), "\(window.name) \(month.label)")
            #expect(
              (complete == 0 && counts["partialLow", default: 0] == 0
                && counts["partialHigh", default: 0] == 0) == (month.state == "missed"),
              "\(window.name) \(month.label): \(month.state)")
            checked += 1
          } else {
            #expect(
              ["unscheduled", "paused", "empty"].contains(month.state),
              "\(window.name) \(month.month): \(month.state)")
          }
        }
      }
    }
    #expect(checked > least, "\(year): \(checked) months checked")
  }
}
