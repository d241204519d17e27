import Foundation
import TestSupport
import Testing

/// The habit pages' charts on `examples/export.json`: each counted window's
/// weekly bars are the weeks of its grid (a young window's from its first
/// week) and equal what the export logged that week, and each non-period
/// window's weekday chart and `read.weekdays` equal the counts of its day
/// states in data.json over the 371 days before today; each chart's
/// description names the span it covers.
@Suite("Habit page charts, end to end")
struct HabitChartsTests {
  static let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
  static let today = "2026-11-29"

  /// The example built in English (the run's shared build): data.json, the
  /// export, and a page per slug.
  struct Built {
    let data: [String: Any]
    let exported: [[String: Any]]
    let pages: [String: String]
  }

  static func build() throws -> Built {
    let folder = try SharedSite.example("en").site
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
    var pages: [String: String] = [:]
    for habit in data["habits"] as? [[String: Any]] ?? [] {
      let slug = try #require(habit["slug"] as? String)
      pages[slug] = try String(
        contentsOf: folder.appendingPathComponent("habits/\(slug)/index.html"), encoding: .utf8)
    }
    return Built(data: data, exported: export["habits"] as? [[String: Any]] ?? [], pages: pages)
  }

  /// The `<svg class="<name>" …>…</svg>` elements of a page, in order.
  static func charts(_ name: String, in page: String) -> [String] {
    page.components(separatedBy: "<svg class=\"\(name)\"").dropFirst().map {
      $0.components(separatedBy: "</svg>")[0]
    }
  }

  /// The values of `attribute` on each `<g class="<group>"` of a chart.
  static func groups(_ group: String, in chart: String) -> [[String: String]] {
    chart.components(separatedBy: "<g class=\"\(group)\"").dropFirst().map { rest in
      let head = rest.prefix { $0 != ">" }
      var values: [String: String] = [:]
      for part in head.components(separatedBy: " data-").dropFirst() {
        let pair = part.components(separatedBy: "=\"")
        values[pair[0]] = pair.count > 1 ? String(pair[1].prefix { $0 != "\"" }) : ""
      }
      if let title = rest.components(separatedBy: "<title>").dropFirst().first {
        values["title"] = String(title.components(separatedBy: "</title>")[0])
      }
      return values
    }
  }

  /// Days since 1970-01-01 of a `YYYY-MM-DD` text (the civil calendar,
  /// with no formatter and no zone), and back.
  static func date(_ text: String) -> Int? {
    let parts = text.split(separator: "-").compactMap { Int($0) }
    guard parts.count == 3 else { return nil }
    let year = parts[1] <= 2 ? parts[0] - 1 : parts[0]
    let era = (year >= 0 ? year : year - 399) / 400
    let yearOfEra = year - era * 400
    let dayOfYear = (153 * (parts[1] + (parts[1] > 2 ? -3 : 9)) + 2) / 5 + parts[2] - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  static func text(_ day: Int) -> String {
    let shifted = day + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let dayOfMonth = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    let pad = { (value: Int, width: Int) in
      String(repeating: "0", count: max(0, width - String(value).count)) + String(value)
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(dayOfMonth, 2))"
  }

  /// ISO weekday (Monday 1) of a day number; 1970-01-01 was a Thursday.
  static func weekday(_ day: Int) -> Int { ((day + 3) % 7 + 7) % 7 + 1 }

  /// "23 November 2026": a day number as the English pages write a date.
  static func written(_ day: Int) -> String {
    let months = [
      "January", "February", "March", "April", "May", "June", "July", "August", "September",
      "October", "November", "December",
    ]
    let parts = text(day).split(separator: "-").compactMap { Int($0) }
    return "\(parts[2]) \(months[parts[1] - 1]) \(parts[0])"
  }

  /// The text of a chart's `<desc>`.
  static func description(of chart: String) -> String? {
    chart.components(separatedBy: "<desc").dropFirst().first?
      .drop { $0 != ">" }.dropFirst()
      .components(separatedBy: "</desc>").first
  }

  /// The first day of a window in data.json (its earliest day).
  static func firstDay(_ days: [String: String]) throws -> Int {
    try #require(days.keys.min().flatMap(date))
  }

  @Test(
    "every counted window has a bar for each week of its grid (53, or from a young window's first week), each what the export logged that week, and says which weeks"
  )
  func weeklyBars() throws {
    let built = try Self.build()
    let today = try #require(Self.date(Self.today))
    // Weeks start on Monday in the example; the grid's first week is 52
    // weeks before today's.
    let trailingStart = today - (Self.weekday(today) - 1) - 52 * 7
    var checked = 0
    var young = 0
    for habit in try #require(built.data["habits"] as? [[String: Any]]) {
      guard habit["kind"] as? String == "counted" else { continue }
      let slug = try #require(habit["slug"] as? String)
      let page = try #require(built.pages[slug])
      let source = try #require(
        built.exported.first { $0["id"] as? String == habit["id"] as? String })
      let charts = Self.charts("weekly-chart", in: page)
      let windows = try #require(habit["windows"] as? [[String: Any]])
      #expect(charts.count == windows.count, "\(slug)")
      for (window, chart) in zip(windows, charts) {
        let days = try #require(window["days"] as? [String: String])
        let exportedWindow = try #require(
          (source["windows"] as? [[String: Any]])?.first {
            $0["id"] as? String == window["id"] as? String
          })
        // The larger amount of duplicates on a day, on the days the window holds.
        var byDay: [String: Int] = [:]
        for entry in exportedWindow["entries"] as? [[String: Any]] ?? [] {
          guard let date = entry["date"] as? String, days[date] != nil,
            let amount = entry["amount"] as? Int
          else { continue }
          byDay[date] = max(byDay[date] ?? 0, amount)
        }
        let weeks = Self.groups("week", in: chart)
        let first = try Self.firstDay(days)
        let firstWeek = max(trailingStart, first - (Self.weekday(first) - 1))
        let expectedStarts = stride(from: firstWeek, through: today, by: 7).map(Self.text)
        #expect(weeks.compactMap { $0["week"] } == expectedStarts, "\(slug)")
        let description =
          firstWeek > trailingStart
          ? "What was logged each week since the week of \(Self.written(firstWeek)); the line is the week’s target."
          : "What was logged in each of the last 53 weeks; the line is the week’s target."
        #expect(Self.description(of: chart) == description, "\(slug)")
        #expect(page.contains("<span class=\"muted\">\(description)</span>"), "\(slug)")
        if firstWeek > trailingStart { young += 1 }
        var equal = 0
        for week in weeks {
          let start = try #require(week["week"].flatMap(Self.date))
          var logged = 0
          for offset in 0..<7 {
            let day = Self.text(start + offset)
            if day <= Self.today { logged += byDay[day] ?? 0 }
          }
          #expect(week["amount"] == String(logged), "\(slug) week of \(Self.text(start))")
          #expect(week["title"]?.hasPrefix("Week of ") == true, "\(slug)")
          if week["amount"] == String(logged) { equal += 1 }
        }
        #expect(equal == weeks.count, "\(slug)")
        // Consecutive weeks ending with today's.
        let starts = weeks.compactMap { $0["week"] }
        #expect(starts == starts.sorted() && starts.last.map { $0 <= Self.today } == true)
        checked += 1
      }
    }
    #expect(checked >= 7)
    // The example's Walk started on 26 November 2026.
    #expect(young >= 1)
  }

  @Test("read.weekdays and the weekday chart equal the day states over the 371 days before today")
  func weekdayPattern() throws {
    let built = try Self.build()
    let today = try #require(Self.date(Self.today))
    let names = [
      "Mondays", "Tuesdays", "Wednesdays", "Thursdays", "Fridays", "Saturdays", "Sundays",
    ]
    var checked = 0
    var periods = 0
    var young = 0
    for habit in try #require(built.data["habits"] as? [[String: Any]]) {
      let slug = try #require(habit["slug"] as? String)
      let page = try #require(built.pages[slug])
      let charts = Self.charts("weekday-chart", in: page)
      let windows = try #require(habit["windows"] as? [[String: Any]])
      // A period habit (its read has a `period`) has no pattern and no chart.
      let withDueDays = windows.filter { ($0["read"] as? [String: Any])?["period"] is NSNull }
      for window in windows
      where !withDueDays.contains(where: { $0["id"] as? String == window["id"] as? String }) {
        let read = try #require(window["read"] as? [String: Any])
        #expect(read["weekdays"] is NSNull, "\(slug)")
        periods += 1
      }
      #expect(charts.count == withDueDays.count, "\(slug)")
      for (window, chart) in zip(withDueDays, charts) {
        let days = try #require(window["days"] as? [String: String])
        var due = [Int](repeating: 0, count: 7)
        var complete = [Int](repeating: 0, count: 7)
        for back in 1...371 {
          let date = today - back
          let weekday = Self.weekday(date) - 1
          switch days[Self.text(date)] {
          case "complete":
            due[weekday] += 1
            complete[weekday] += 1
          case "partialLow", "partialHigh", "missed": due[weekday] += 1
          default: break
          }
        }
        let read = try #require(window["read"] as? [String: Any])
        let pattern = try #require(read["weekdays"] as? [[String: Int]], "\(slug)")
        #expect(pattern.map { $0["weekday"] } == Array(1...7), "\(slug)")
        #expect(pattern.map { $0["due"] } == due, "\(slug)")
        #expect(pattern.map { $0["complete"] } == complete, "\(slug)")
        // A window younger than the 371 days says since when it counts.
        let first = try Self.firstDay(days)
        let description =
          first > today - 371
          ? "The share of due days complete on each weekday, since \(Self.written(first))."
          : "The share of due days complete on each weekday, over the last 53 weeks."
        #expect(Self.description(of: chart) == description, "\(slug)")
        #expect(page.contains("<span class=\"muted\">\(description)</span>"), "\(slug)")
        if first > today - 371 { young += 1 }
        let bars = Self.groups("weekday", in: chart)
        #expect(bars.count == 7, "\(slug)")
        for bar in bars {
          let weekday = try #require(bar["weekday"].flatMap { Int($0) })
          #expect(bar["due"] == String(due[weekday - 1]), "\(slug) \(weekday)")
          #expect(bar["complete"] == String(complete[weekday - 1]), "\(slug) \(weekday)")
          let name = names[weekday - 1]
          let expected =
            due[weekday - 1] == 0
            ? "\(name): nothing due"
            : "\(name): \(complete[weekday - 1]) of \(due[weekday - 1]) due day"
              + (due[weekday - 1] == 1 ? "" : "s") + " complete"
          #expect(bar["title"] == expected, "\(slug)")
        }
        checked += 1
      }
    }
    #expect(checked >= 20)
    #expect(periods >= 2)
    #expect(young >= 1)
  }
}
