import Foundation
import TestSupport
import Testing

/// Week and month pages are reports: each habit with something due or done
/// in the period has its days drawn with the grid's cells (a week's 7-day
/// strip, a month's calendar, a year's row), in a row that links to the
/// habit's page; the habits with nothing due or done share one line, on
/// the page and in its Markdown. Checked on every week and month page of the
/// built example site against the build's own `data.json`.
@Suite(.serialized) struct PeriodDaysTests {
  /// One drawn habit of a period page: the link and its grids' cell dates.
  struct Drawn {
    let href: String
    let title: String
    let dates: [[String]]
  }

  /// The habits drawn inside `<section class="period-days"` of `html`, and
  /// the text of its `<p class="period-quiet">` (empty when none).
  static func drawn(_ html: String) -> (habits: [Drawn], quiet: String) {
    guard let start = html.range(of: "<section class=\"period-days\""),
      let end = html.range(of: "</section>", range: start.upperBound..<html.endIndex)
    else { return ([], "") }
    let section = String(html[start.upperBound..<end.lowerBound])
    var quiet = ""
    if let open = section.range(of: "<p class=\"period-quiet\">"),
      let close = section.range(of: "</p>", range: open.upperBound..<section.endIndex)
    {
      quiet = ReportSite.text(String(section[open.upperBound..<close.lowerBound]))
    }
    let habits = section.components(separatedBy: "<li class=\"period-habit\"").dropFirst().map {
      item -> Drawn in
      let link = item.components(separatedBy: "<a href=\"").dropFirst().first ?? ""
      let href = String(link.prefix { $0 != "\"" })
      let anchor = link.drop { $0 != ">" }.dropFirst()
      let title = ReportSite.text(
        String(anchor[..<(anchor.range(of: "</a>")?.lowerBound ?? anchor.endIndex)]))
      let grids = item.components(separatedBy: "role=\"group\"").dropFirst().map { grid in
        grid.components(separatedBy: "data-date=\"").dropFirst().map { String($0.prefix(10)) }
      }
      return Drawn(href: href, title: title, dates: grids)
    }
    return (habits, quiet)
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
      let (habits, quiet) = Self.drawn(html)
      for habit in site.windows {
        let active = habit.windows.contains { Self.isActive($0, period) }
        // Archived habits keep unscheduled days in data.json after their end.
        let started = habit.windows.contains { window in
          period.contains { (window.days[$0] ?? "unscheduled") != "unscheduled" }
        }
        guard started else { continue }
        let row = habits.first { $0.title == habit.title }
        if active {
          let row = try #require(row, "\(path): \(habit.title) is not drawn")
          drawnCount += 1
          // Each window's grid holds every day of the period it tracked.
          #expect(row.dates.count == habit.windows.count, "\(path): \(habit.title)")
          for (window, dates) in zip(habit.windows, row.dates) {
            let tracked = period.filter { window.days[$0] != nil }
            #expect(dates.filter { window.days[$0] != nil } == tracked, "\(path) \(habit.title)")
            #expect(Set(dates).isSuperset(of: tracked), "\(path) \(habit.title)")
          }
          let target = root.appendingPathComponent(path).deletingLastPathComponent()
            .appendingPathComponent(row.href).standardizedFileURL
          #expect(row.href.hasPrefix("../../habits/"), "\(path): \(row.href)")
          #expect(FileManager.default.fileExists(atPath: target.path), "\(path): \(row.href)")
        } else if !habit.windows.contains(where: { window in
          period.contains { ["paused", "skipped"].contains(window.days[$0] ?? "") }
        }) {
          #expect(row == nil, "\(path): \(habit.title) has nothing due but is drawn")
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
