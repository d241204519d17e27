import Foundation
import TestSupport
import Testing

/// The habit page states this year so far (DESIGN §3, issue 42): the
/// current calendar year up to yesterday, counted as the year page counts
/// it (today is in no count until it is over): due days and complete, or
/// for a habit to avoid days held and slips, or for a period or total
/// habit the periods met.
@Suite("Habit page, this year so far")
struct HabitYearSoFarTests {
  @Test("each window's so far in 2026 is its data.json days of 2026 before today")
  func yearSoFarFromDays() throws {
    let site = try SharedSite.example("en")
    let data = try #require(
      try JSONSerialization.jsonObject(with: Data(site.page("data.json").utf8))
        as? [String: Any])
    var checked = 0
    for habit in try #require(data["habits"] as? [[String: Any]]) {
      let slug = try #require(habit["slug"] as? String)
      let page = try site.page("habits/\(slug)/index.html")
      let windows = try #require(habit["windows"] as? [[String: Any]])
      for window in windows {
        let read = window["read"] as? [String: Any]
        guard read?["period"] is NSNull || read?["period"] == nil else { continue }
        let days = try #require(window["days"] as? [String: String])
        let year = days.filter { $0.key.hasPrefix("2026-") && $0.key < SharedSite.today }
        let complete = year.values.filter { $0 == "complete" }.count
        let due = year.values.filter {
          ["complete", "partialLow", "partialHigh", "missed"].contains($0)
        }.count
        guard due > 0 else { continue }
        let noun = due == 1 ? "day" : "days"
        let value =
          habit["kind"] as? String == "avoid"
          ? "\(complete) of \(due) \(noun) held"
          : "\(complete) of \(due) due \(noun) complete"
        #expect(page.contains("So far in 2026: \(value)"), "\(slug): \(value)")
        checked += 1
      }
    }
    #expect(checked >= 15)
  }

  @Test("a habit to avoid gives days held, share and slips, as the year page's row")
  func avoidYearSoFar() throws {
    let site = try SharedSite.example("en")
    let page = try site.page("habits/no-social-media-after-22-00/index.html")
    // The year page's row: 200 due, 135 held, 100 slips, 68%.
    // The slips once: no "; 100 slips in all" after them.
    #expect(page.contains("So far in 2026: 135 of 200 days held, 100 slips (68%)</p>"))
    let year = try site.page("years/2026/index.html")
    #expect(year.contains("100 slips"))
  }

  @Test("a period habit gives its periods met this year, as the year page's row")
  func periodYearSoFar() throws {
    let site = try SharedSite.example("en")
    let page = try site.page("habits/run/index.html")
    #expect(page.contains("So far in 2026: 19 of 42 periods met (45%)</p>"))
  }
}
