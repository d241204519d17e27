import Foundation
import TestSupport
import Testing

/// A year's table gives each window this year's share, last year's and the
/// change in points, each recounted here from data.json's day states (due
/// days complete; period habits are read in periods and only checked to
/// carry a cell); the lead names the previous year as a year.
@Suite("Year against last year, end to end")
struct YearComparisonTests {
  @Test("the example's 2026 table and lead")
  func yearTable() throws {
    // The run's shared build of the example: the site only read.
    let folder = try SharedSite.example("en").site
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    let summary = try String(
      contentsOf: folder.appendingPathComponent("years/2026.md"), encoding: .utf8)
    #expect(summary.contains("% in 2025."))
    #expect(!summary.contains("in Year 2025"))
    let header =
      "| Habit | Due | Complete | Partly done | Missed | Done, not due | In all | Share | Last year | Change (points) |"
    #expect(summary.contains(header))
    let rows = summary.split(separator: "\n").map(String.init).filter {
      $0.hasPrefix("| ") && !$0.hasPrefix("| Habit") && !$0.hasPrefix("| ---")
    }.map {
      $0.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(
        of: "\u{2069}", with: "")
    }
    var checked = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let title = try #require(habit["title"] as? String)
      let windows = try #require(habit["windows"] as? [[String: Any]])
      for window in windows {
        let read = try #require(window["read"] as? [String: Any])
        guard read["period"] is NSNull else { continue }
        let days = try #require(window["days"] as? [String: String])
        func share(_ year: String) -> Int? {
          // Today (29 November) is in no share until it is over.
          let states = days.filter { $0.key.hasPrefix(year) && $0.key < "2026-11-29" }.map(
            \.value)
          let due = states.filter {
            ["complete", "partialLow", "partialHigh", "missed"].contains($0)
          }
          .count
          let complete = states.filter { $0 == "complete" }.count
          return due > 0 ? Int((Double(complete) * 100 / Double(due)).rounded()) : nil
        }
        guard let now = share("2026-") else { continue }
        let label = window["label"] as? String ?? ""
        let name = windows.count > 1 && !label.isEmpty ? "\(title) (\(label))" : title
        let matching = rows.filter { $0.hasPrefix("| \(name) |") }
        guard matching.count == 1, let row = matching.first else { continue }
        let before = share("2025-")
        let change = before.map { now - $0 }.map {
          $0 > 0 ? "\\+\($0)" : $0 < 0 ? "−\(-$0)" : "0"
        }
        let tail = "| \(now)% | \(before.map { "\($0)%" } ?? "—") | \(change ?? "—") |"
        #expect(row.hasSuffix(tail), "\(row) should end \(tail)")
        checked += 1
      }
    }
    #expect(checked >= 10)
    #expect(rows.allSatisfy { $0.components(separatedBy: " | ").count == 10 })
  }

  @Test("each earlier year on a habit page carries its due, complete and share")
  func earlierYearNumbers() throws {
    // The run's shared build of the example: the site only read.
    let folder = try SharedSite.example("en").site
    let data = try #require(
      try JSONSerialization.jsonObject(
        with: Data(contentsOf: folder.appendingPathComponent("data.json"))) as? [String: Any])
    var checked = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let slug = try #require(habit["slug"] as? String)
      let page = try String(
        contentsOf: folder.appendingPathComponent("habits/\(slug)/index.html"), encoding: .utf8)
      let figures = page.components(separatedBy: "<figcaption>2025</figcaption>").dropFirst()
        .map { $0.components(separatedBy: "</figure>")[0] }
      let windows = try #require(habit["windows"] as? [[String: Any]])
      let early = windows.filter {
        ($0["days"] as? [String: String])?.keys.contains { $0.hasPrefix("2025-") } == true
      }
      #expect(figures.count == early.count, "\(slug)")
      guard habit["kind"] as? String != "avoid" else { continue }
      for (window, figure) in zip(early, figures) {
        let read = try #require(window["read"] as? [String: Any])
        guard read["period"] is NSNull else { continue }
        let states = (window["days"] as? [String: String] ?? [:]).filter {
          $0.key.hasPrefix("2025-")
        }.map(\.value)
        let due = states.filter {
          ["complete", "partialLow", "partialHigh", "missed"].contains($0)
        }
        .count
        let complete = states.filter { $0 == "complete" }.count
        guard due > 0 else { continue }
        let percent = Int((Double(complete) * 100 / Double(due)).rounded())
        let noun = due == 1 ? "day" : "days"
        let expected =
          "<p class=\"year-numbers\">\(complete) of \(due) due \(noun) complete (\(percent)%)"
        #expect(figure.contains(expected), "\(slug): \(expected)")
        checked += 1
      }
    }
    #expect(checked >= 5)
  }
}
