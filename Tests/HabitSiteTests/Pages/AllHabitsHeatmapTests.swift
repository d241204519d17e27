import Foundation
import HabitCore
import TestSupport
import Testing

@testable import HabitSite

/// A hand-made history for the heatmap: three daily habits from Monday
/// 9 November 2026 (one counted, one paused for two days, one that starts a
/// week later) and a Monday-only habit, as of Sunday 29 November.
private enum HeatmapFixture {
  static let today = LocalDate(year: 2026, month: 11, day: 29)!
  static let start = LocalDate(year: 2026, month: 11, day: 9)!

  static func on(_ offset: Int, _ amount: Int, target: Int = 1) -> Entry {
    Entry(date: start.adding(days: offset), target: target, amount: amount)
  }

  static let history = History(habits: [
    Habit(
      id: "A", title: "Water", kind: .counted, startDate: start,
      windows: [
        Window(
          id: "WA", target: 4,
          entries: (0..<21).filter { $0 % 3 != 2 }.map { on($0, $0 % 2 == 0 ? 4 : 2, target: 4) })
      ]),
    Habit(
      id: "B", title: "Read", kind: .binary,
      pauses: [Pause(from: start.adding(days: 4), to: start.adding(days: 5), reason: .travel)],
      startDate: start,
      windows: [
        Window(id: "WB", target: 1, entries: (0..<21).filter { $0 % 4 != 3 }.map { on($0, 1) })
      ]),
    Habit(
      id: "C", title: "Walk", kind: .binary, startDate: start.adding(days: 7),
      windows: [Window(id: "WC", target: 1, entries: [on(8, 1), on(9, 1), on(12, 1)])]),
    Habit(
      id: "D", title: "Plan", kind: .binary, schedule: .days(Weekdays([1]), everyWeeks: 1),
      startDate: start, windows: [Window(id: "WD", target: 1, entries: [on(0, 1), on(3, 1)])]),
  ])

  static func environment(_ locale: String) throws -> PageEnvironment {
    let theme = try Theme(defaults: DefaultTheme.files)
    return PageEnvironment(
      evaluation: DensityEngine(history: history).evaluate(today: today),
      catalog: try theme.catalog(locale: locale), options: SiteOptions(locale: locale))
  }

  /// The heatmap grid over the fixture's three weeks.
  static func grid(_ locale: String) throws -> PageGrids.Drawn {
    let environment = try environment(locale)
    return environment.grids.heatmap(
      environment.evaluation.allHabitsDays(from: start, through: today), title: "Heatmap")
  }
}

@Test(arguments: ["en", "ar"])
func heatmapGridGolden(locale: String) throws {
  Golden.assert(try HeatmapFixture.grid(locale).html, named: "heatmap-\(locale).html")
}

/// The value of `name="…"` in each element that has it, in order.
private func values(_ name: String, in text: String) -> [String] {
  text.components(separatedBy: " \(name)=\"").dropFirst().map {
    String($0.prefix { $0 != "\"" })
  }
}

@Test func heatmapCellsSayHowManyOfTheDueWereDone() throws {
  let html = try HeatmapFixture.grid("en").html
  // Monday 9 Nov: Water 4 of 4, Read, Plan done; Walk not started.
  #expect(html.contains("title=\"Monday 9 November: 3 of 3 due done\""))
  // Saturday 14 Nov: Water missed, Read paused: nothing done of one due.
  #expect(
    html.contains(
      "data-date=\"2026-11-14\" data-state=\"missed\" role=\"img\" title=\"Saturday 14 November: 0 of 1 due done\""
    ))
  // Tuesday 10 Nov: Water 2 of 4 (a half), Read done: 1.5 of 2 → d2.
  #expect(html.contains("data-date=\"2026-11-10\" data-state=\"partialHigh\""))
  #expect(values("data-date", in: html).count == 21)
  #expect(values("aria-current", in: html) == ["date"])
  // No numerals in cells: every cell is empty.
  #expect(html.components(separatedBy: "\"></i>").count - 1 == 21)
  #expect(html.contains("class=\"density-weekdays\""))
}

@Test func arabicHeatmapLabelsUseArabicDigits() throws {
  let labels = values("title", in: try HeatmapFixture.grid("ar").html)
  #expect(labels.count == 21)
  for label in labels {
    #expect(!label.contains { $0.isASCII && $0.isNumber }, "\(label)")
  }
}

@Test func theDashboardHeatmapCoversTheTrailingWeeksWithALegend() throws {
  let environment = try HeatmapFixture.environment("en")
  let context = AllHabitsHeatmap(environment: environment).trailing()
  guard case .object(let object) = context, case .array(let days)? = object["days"],
    case .array(let legend)? = object["legend"], case .string(let html)? = object["gridHtml"]
  else {
    Issue.record("not a heatmap context: \(context)")
    return
  }
  #expect(days.count == 52 * 7 + 7)
  #expect(values("data-date", in: html).count == days.count)
  let names = legend.compactMap { item -> String? in
    guard case .object(let entry) = item, case .string(let name)? = entry["name"] else {
      return nil
    }
    return name
  }
  // The bands of the history's one scale by their ranges of whole
  // percents, fullest first, never overlapping.
  #expect(names.prefix(3) == ["67–100%", "25–66%", "0–24%"])
  #expect(names.contains("None done"))
  #expect(names.contains("Nothing due"))
  #expect(object["heading"] == .string("All habits"))
}

@Test func aYearHeatmapStopsAtTodayAndALaterYearHasNone() throws {
  let heatmap = AllHabitsHeatmap(environment: try HeatmapFixture.environment("en"))
  guard case .object(let object) = heatmap.year(2026), case .array(let days)? = object["days"]
  else {
    Issue.record("no heatmap for 2026")
    return
  }
  #expect(days.count == 333)
  #expect(heatmap.year(2027) == .null)
}
