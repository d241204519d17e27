import HabitCore
import Testing

@testable import HabitSite

/// "Earlier years" on a habit page starts where the trailing 53-week grid
/// ends: no day is drawn twice.
@Suite("Earlier years")
struct EarlierYearsTests {
  /// Each window section's `data-date` values, in page order.
  static func windowDates(_ page: String) -> [[String]] {
    page.components(separatedBy: "<section class=\"window\">").dropFirst().map { section in
      section.components(separatedBy: " data-date=\"").dropFirst().map { String($0.prefix(10)) }
    }
  }

  @Test("a habit started in the previous year but inside the trailing grid has no earlier years")
  func startedInsideTheTrailingGrid() throws {
    var history = PageFixture.history()
    let start = PageFixture.date(2025, 12, 10)
    history.habits.append(
      Habit(
        id: "H9", title: "New this winter", kind: .binary, startDate: start,
        windows: [
          Window(
            id: "W9", target: 1,
            entries: PageFixture.entries(from: start, step: 2, amount: 1, target: 1))
        ]))
    let build = try PageFixture.build(history)
    let page = try #require(build.files.text(SitePaths(history.habits).habitPage("H9")))
    #expect(!page.contains("<figcaption>2025</figcaption>"))
    let dates = try #require(Self.windowDates(page).first)
    #expect(dates.count == Set(dates).count)
    // The trailing grid alone: 53 weeks from Monday 24 Nov 2025.
    #expect(dates.first == "2025-11-24")
    #expect(dates.count == 53 * 7)
  }

  @Test("every habit page shows each day once, and the earlier years end the day before the grid")
  func noRepeatedDays() throws {
    let history = PageFixture.history()
    let build = try PageFixture.build(history)
    let paths = SitePaths(history.habits)
    // 53 weeks back from the week of Sunday 29 Nov 2026: Monday 24 Nov 2025.
    let trailingStart = "2025-11-24"
    for habit in history.habits {
      let page = try #require(build.files.text(paths.habitPage(habit.id)))
      for dates in Self.windowDates(page) {
        let repeated = Dictionary(grouping: dates, by: { $0 }).filter { $0.value.count > 1 }
        #expect(repeated.isEmpty, "\(habit.title): \(repeated.keys.sorted().prefix(5))")
        if dates.contains(trailingStart) {
          let earlier = dates.filter { $0 < trailingStart }
          #expect(earlier.allSatisfy { $0 <= "2025-11-23" })
        }
      }
    }
    // Reading (from 1 Jun 2025) still shows its 2025 days before the grid.
    let reading = try #require(build.files.text(paths.habitPage("H2")))
    #expect(reading.contains("<figcaption>2025</figcaption>"))
    #expect(reading.contains("data-date=\"2025-11-23\""))
  }
}
