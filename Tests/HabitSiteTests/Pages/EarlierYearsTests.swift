import HabitCore
import Testing

@testable import HabitSite

/// "Earlier years" on a habit page are whole calendar years (issue 21): each
/// from 1 January (or the habit's start) to 31 December, so no year is split
/// across two grids; the trailing grid shows the last 53 weeks over them,
/// and a habit younger than 53 weeks starts its trailing grid at its first
/// week.
@Suite("Earlier years")
struct EarlierYearsTests {
  /// Each window section's `data-date` values, in page order.
  static func windowDates(_ page: String) -> [[String]] {
    page.components(separatedBy: "<section class=\"window\">").dropFirst().map { section in
      section.components(separatedBy: " data-date=\"").dropFirst().map { String($0.prefix(10)) }
    }
  }

  /// The `data-date` values of each year figure of `page`, by its caption.
  static func yearDates(_ page: String) -> [String: [String]] {
    var years: [String: [String]] = [:]
    for figure in page.components(separatedBy: "<figure class=\"grid-figure year\">").dropFirst() {
      let body = figure.components(separatedBy: "</figure>")[0]
      guard
        let caption = body.components(separatedBy: "<figcaption>").dropFirst().first?
          .components(separatedBy: "</figcaption>").first
      else { continue }
      years[caption] = body.components(separatedBy: " data-date=\"").dropFirst().map {
        String($0.prefix(10))
      }
    }
    return years
  }

  @Test("a habit started late last year has its whole first year and a grid from its first week")
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
    let dates = try #require(Self.windowDates(page).first)
    // The trailing grid from the start's week (Monday 8 December 2025)…
    #expect(dates.first == "2025-12-08")
    #expect(dates.contains("2026-11-29"))
    // …and 2025 from the start to 31 December.
    let year = try #require(Self.yearDates(page)["2025"])
    #expect(year.first == "2025-12-10")
    #expect(year.last == "2025-12-31")
    #expect(year.count == Set(year).count)
  }

  @Test("every earlier year runs from 1 January or the start to 31 December")
  func wholeYears() throws {
    let history = PageFixture.history()
    let build = try PageFixture.build(history)
    let paths = SitePaths(history.habits)
    for habit in history.habits {
      let page = try #require(build.files.text(paths.habitPage(habit.id)))
      for (caption, dates) in Self.yearDates(page) {
        let first = max("\(caption)-01-01", habit.startDate.isoString)
        #expect(dates.first == first, "\(habit.title) \(caption)")
        #expect(dates.last == "\(caption)-12-31", "\(habit.title) \(caption)")
        #expect(dates.count == Set(dates).count, "\(habit.title) \(caption)")
      }
    }
    // Reading (from 1 Jun 2025) shows all of 2025, December included.
    let reading = try #require(build.files.text(paths.habitPage("H2")))
    let year = try #require(Self.yearDates(reading)["2025"])
    #expect(year.first == "2025-06-01")
    #expect(year.last == "2025-12-31")
  }
}
