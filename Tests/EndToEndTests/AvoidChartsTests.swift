import Foundation
import TestSupport
import Testing

/// A habit to avoid reads like every other habit on its page: taller is
/// better on every chart, and its page never draws a chart that says the
/// opposite of what happened (DESIGN §5, "Where it is going").
@Suite("Habits to avoid, their charts")
struct AvoidChartsTests {
  static let names = [
    "January", "February", "March", "April", "May", "June", "July", "August", "September",
    "October", "November", "December",
  ]

  /// Every habit to avoid of the example, by slug, with data.json's
  /// windows.
  static func avoidHabits(_ site: SharedSite) throws -> [(slug: String, windows: [[String: Any]])] {
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(site.page("data.json").utf8))
        as? [String: Any])
    return try #require(data["habits"] as? [[String: Any]]).compactMap { habit in
      guard habit["kind"] as? String == "avoid", let slug = habit["slug"] as? String,
        let windows = habit["windows"] as? [[String: Any]]
      else { return nil }
      return (slug, windows)
    }
  }

  /// The slips the example logged for a window, by date (duplicates
  /// merged: the larger amount).
  static func slips(_ slug: String, window: String) throws -> [String: Int] {
    let input = CommandRunner.packageRoot.appendingPathComponent("examples/export.json")
    let export = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: input)) as? [String: Any])
    var slips: [String: Int] = [:]
    for habit in try #require(export["habits"] as? [[String: Any]]) {
      for source in habit["windows"] as? [[String: Any]] ?? []
      where source["id"] as? String == window {
        for entry in source["entries"] as? [[String: Any]] ?? [] {
          guard let date = entry["date"] as? String, let amount = entry["amount"] as? Int
          else { continue }
          slips[date] = max(slips[date] ?? 0, amount)
        }
      }
    }
    return slips
  }

  @Test("no hour chart: the time a day was marked held is not when anything was done")
  func noHourChart() throws {
    let site = try SharedSite.example("en")
    let habits = try Self.avoidHabits(site)
    #expect(habits.count >= 2)
    for habit in habits {
      let page = try site.page("habits/\(habit.slug)/index.html")
      #expect(!page.contains("hour-chart"), "\(habit.slug)")
      #expect(!page.contains("Usually done between"), "\(habit.slug)")
    }
  }

  @Test("the month-by-month chart gives the share of days held, the slips in the label")
  func monthsGiveDaysHeld() throws {
    let site = try SharedSite.example("en")
    var checked = 0
    for habit in try Self.avoidHabits(site) {
      let page = try site.page("habits/\(habit.slug)/index.html")
      #expect(!page.contains("The slips in each month"), "\(habit.slug)")
      let chart = try #require(
        page.components(separatedBy: "<svg class=\"life-months-chart\"").dropFirst().first)
      let window = try #require(habit.windows.first)
      let months = try #require(window["months"] as? [String: [String: Int]])
      let states = try #require(window["days"] as? [String: String])
      let amounts = try Self.slips(habit.slug, window: window["id"] as? String ?? "")
      // The slips on the month's counted days (held, over, or empty).
      func slipsIn(_ key: String) -> Int {
        amounts.filter { date, _ in
          date.hasPrefix(key) && ["complete", "missed", "empty"].contains(states[date] ?? "")
        }.values.reduce(0, +)
      }
      for part in chart.components(separatedBy: "</svg>")[0]
        .components(separatedBy: "<g class=\"life-month\" data-month=\"").dropFirst()
      {
        let key = String(part.prefix(7))
        let title = try #require(
          part.components(separatedBy: "<title>").dropFirst().first?
            .components(separatedBy: "</title>").first)
        let month = try #require(months[key])
        let name = "\(Self.names[Int(key.suffix(2))! - 1]) \(key.prefix(4))"
        let due = month["due"]!
        let count = slipsIn(key)
        let slips = "\(count) \(count == 1 ? "slip" : "slips")"
        let expected =
          due == 0
          ? "\(name): nothing due"
          : "\(name): \(month["complete"]!) of \(due) \(due == 1 ? "day" : "days") held, \(slips)"
        #expect(title == expected, "\(habit.slug)")
        checked += 1
      }
    }
    #expect(checked >= 4)
  }

  @Test("the legend says \"Over the allowance\" where the grid draws a missed day")
  func legendSaysOverTheAllowance() throws {
    let site = try SharedSite.example("en")
    for habit in try Self.avoidHabits(site) {
      let page = try site.page("habits/\(habit.slug)/index.html")
      let legend = try #require(
        page.components(separatedBy: "<ul class=\"legend\"").dropFirst().first?
          .components(separatedBy: "</ul>").first)
      guard legend.contains("data-state=\"missed\"") else { continue }
      #expect(legend.contains("Over the allowance"), "\(habit.slug)")
      #expect(!legend.contains(">Missed<"), "\(habit.slug)")
    }
    let other = try site.page("habits/water/index.html")
    #expect(other.contains("</span>Missed</li>"), "other habits keep Missed")
  }
}
