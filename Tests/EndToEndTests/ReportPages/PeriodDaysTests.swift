import Foundation
import TestSupport
import Testing

/// Week and month pages are reports: each habit window with something due
/// or done in the period has its days drawn with the grid's cells (a week's
/// 7-day strip, a month's calendar) in its table row, whose name links to
/// the habit's page; the habits with nothing due or done share one line, on
/// the page and in its Markdown. Checked on every week and month page of the
/// built example site against the build's own `data.json`.
@Suite(.serialized) struct PeriodDaysTests {
  /// The text of the page's "Nothing due or done: …" line (empty when none).
  static func quiet(_ html: String) -> String {
    guard let open = html.range(of: "<p>Nothing due or done: "),
      let close = html.range(of: "</p>", range: open.upperBound..<html.endIndex)
    else { return "" }
    return ReportSite.text(String(html[open.upperBound..<close.lowerBound]))
  }

  /// The ISO dates from `from` through `through`.
  static func days(from: String, through: String) -> [String] {
    var formatter = Date.ISO8601FormatStyle().year().month().day()
    formatter.timeZone = TimeZone(identifier: "UTC")!
    guard var date = try? formatter.parse(from), let last = try? formatter.parse(through) else {
      return []
    }
    var days: [String] = []
    while date <= last {
      days.append(formatter.format(date))
      date = date.addingTimeInterval(86_400)
    }
    return days
  }

  /// Whether a window had something due or done on `days`.
  static func isActive(_ window: ReportSite.Window, _ days: [String]) -> Bool {
    days.contains { day in
      ["complete", "partialLow", "partialHigh", "missed", "extra", "pending"].contains(
        window.days[day] ?? "")
    }
  }

  @Test func everyWeekAndMonthPageDrawsItsHabitsDaysLinkedAndCollapsesTheQuietOnes() throws {
    let site = try ReportSite.shared("en")
    let root = site.folder.appendingPathComponent("site")
    let pages = CommandRunner.tree(root).filter {
      ($0.hasPrefix("weeks/2026-W") || $0.hasPrefix("months/2026-")) && $0.hasSuffix("/index.html")
    }
    #expect(pages.count > 40)
    var drawnCount = 0
    var quietCount = 0
    for path in pages {
      let context = try site.context(path)
      let html = try site.page(path)
      let markdown = try site.page(
        path.replacingOccurrences(of: "/index.html", with: ".md"))
      let first = try #require(context["first"] as? String, "\(path): no first day")
      let through = try #require(context["through"] as? String, "\(path): no through day")
      let period = Self.days(from: first, through: through)
      let rows = try #require(WeekGridTests.table(html), "\(path): no period table").rows
      let quiet = Self.quiet(html)
      for habit in site.windows {
        let active = habit.windows.contains { Self.isActive($0, period) }
        // Archived habits keep unscheduled days in data.json after their end.
        let started = habit.windows.contains { window in
          period.contains { (window.days[$0] ?? "unscheduled") != "unscheduled" }
        }
        guard started else { continue }
        let drawn = habit.windows.map { window in rows.first { $0.name == window.name } }
        if active {
          drawnCount += 1
          // Each window's row holds every day of the period it tracked.
          for (window, row) in zip(habit.windows, drawn) {
            let row = try #require(row, "\(path): \(window.name) is not drawn")
            let tracked = period.filter { window.days[$0] != nil }
            #expect(
              row.dates.filter { window.days[$0] != nil } == tracked, "\(path) \(window.name)")
            #expect(Set(row.dates).isSuperset(of: tracked), "\(path) \(window.name)")
            let target = root.appendingPathComponent(path).deletingLastPathComponent()
              .appendingPathComponent(row.href).standardizedFileURL
            #expect(row.href.hasPrefix("../../habits/"), "\(path): \(row.href)")
            #expect(FileManager.default.fileExists(atPath: target.path), "\(path): \(row.href)")
          }
        } else if !habit.windows.contains(where: { window in
          period.contains { ["paused", "skipped"].contains(window.days[$0] ?? "") }
        }) {
          #expect(
            drawn.allSatisfy { $0 == nil }, "\(path): \(habit.title) has nothing due but is drawn")
          #expect(quiet.contains(habit.title), "\(path): \(habit.title) not in \(quiet)")
          // The Markdown collapses it too: one line, no table row.
          #expect(!markdown.contains("| \(habit.title) |"), "\(path): \(habit.title)")
          #expect(markdown.contains(habit.title), "\(path): \(habit.title) missing from the .md")
          quietCount += 1
        }
      }
    }
    #expect(drawnCount > 200)
    #expect(quietCount > 0)
  }
}
