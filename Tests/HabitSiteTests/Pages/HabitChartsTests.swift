import HabitCore
import TestSupport
import Testing

@testable import HabitSite

/// The habit page's weekly amounts and weekday charts: their labels in
/// English, their layout from the trailing edge (mirrored in Arabic), and
/// goldens in English and Arabic.
@Suite struct HabitChartsTests {
  static let today = LocalDate(iso: "2026-11-29")!

  /// Water, 8 glasses a day since 1 October 2026, with nothing on Fridays.
  static let water: Habit = {
    var entries: [Entry] = []
    let start = LocalDate(iso: "2026-10-01")!
    for offset in 0...start.days(to: today) {
      let date = start.adding(days: offset)
      // A rhythm with misses, partial days and one duplicate (larger wins).
      let amount = date.isoWeekday == 5 ? 0 : [8, 6, 8, 9, 3, 8][offset % 6]
      entries.append(Entry(date: date, target: 8, amount: amount))
    }
    entries.append(Entry(date: LocalDate(iso: "2026-11-03")!, target: 8, amount: 2))
    return Habit(
      id: "water", title: "Water", kind: .counted, schedule: .daily, startDate: start,
      windows: [Window(id: "w", target: 8, entries: entries)], unit: "glasses")
  }()

  static func catalog(_ locale: String) throws -> MessageCatalog {
    try Theme(defaults: DefaultTheme.files).catalog(locale: locale)
  }

  static func days() -> WindowDays {
    DensityEngine(history: History(habits: [water])).evaluate(today: today).habits[0].windows[0]
      .days
  }

  static func weekly(_ locale: String) throws -> AmountsChart {
    let catalog = try catalog(locale)
    let amounts = try #require(
      WeeklyAmounts.of(days(), kind: .counted, schedule: .daily, today: today, firstWeekday: 1))
    return AmountsChart(
      amounts, habit: water, index: 0,
      words: HabitWords(catalog: catalog, phrasing: ReadPhrasing(catalog: catalog)),
      direction: catalog.direction)
  }

  static func weekdays(_ locale: String) throws -> WeekdayChart {
    let catalog = try catalog(locale)
    return WeekdayChart(
      pattern: WeekdayPattern(days(), today: today), firstWeekday: 1, index: 0, catalog: catalog,
      direction: catalog.direction)
  }

  @Test func weeklyLabelSaysTheWeekTheAmountAndTheTarget() throws {
    let chart = try Self.weekly("en")
    let index = try #require(chart.bars.firstIndex { $0.start == LocalDate(iso: "2026-11-16") })
    let week = chart.bars[index]
    // Seven due days of 8 glasses; 16–22 November logged 37 (Friday none).
    #expect(week.amount == 37)
    #expect(week.target == 56)
    #expect(
      chart.barWords()[index].label
        == "Week of 16 November 2026: \(week.amount) glasses (target 56)")
    // Its weeks start with the week of its start (Thursday 1 October), as
    // its grid does.
    #expect(chart.bars.first?.start == LocalDate(iso: "2026-09-28"))
    #expect(chart.bars.count == 9)
    #expect(chart.bars.last?.start == LocalDate(iso: "2026-11-23"))
  }

  @Test func weekdayLabelAndTheHardestRead() throws {
    let catalog = try Self.catalog("en")
    let days = (1...7).map {
      WeekdayPattern.Day(weekday: $0, due: 20, complete: $0 == 5 ? 12 : 18)
    }
    let chart = WeekdayChart(
      pattern: WeekdayPattern(days: days), firstWeekday: 1, index: 0, catalog: catalog,
      direction: .leftToRight)
    #expect(chart.label(days[4]) == "Fridays: 12 of 20 due days complete")
    #expect(
      chart.label(WeekdayPattern.Day(weekday: 2, due: 1, complete: 1))
        == "Tuesdays: 1 of 1 due day complete")
    #expect(
      chart.label(WeekdayPattern.Day(weekday: 7, due: 0, complete: 0)) == "Sundays: nothing due")
    #expect(
      chart.hardest == "Fridays are the hardest: 12 of 20, against 108 of 120 on other days.")
    let even = WeekdayChart(
      pattern: WeekdayPattern(
        days: (1...7).map { WeekdayPattern.Day(weekday: $0, due: 20, complete: 18) }),
      firstWeekday: 1, index: 0, catalog: catalog, direction: .leftToRight)
    #expect(even.hardest == nil)
  }

  @Test func theCurrentWeekSitsAtTheTrailingEdge() throws {
    let english = try Self.weekly("en")
    let arabic = try Self.weekly("ar")
    let last = english.bars.count - 1
    #expect(english.x(last) > english.x(0))
    #expect(arabic.x(last) < arabic.x(0))
    #expect(arabic.x(last) == english.x(0))
    // Weekdays from the first weekday at the leading edge.
    let weekdays = try Self.weekdays("ar")
    #expect(weekdays.x(0) > weekdays.x(6))
  }

  @Test func chartsCarryATitleAndNoDuplicateIds() throws {
    let weekly = try Self.weekly("en").svg(title: "T", description: "D")
    let weekday = try Self.weekdays("en").svg(title: "T", description: "D")
    for svg in [weekly, weekday] {
      #expect(svg.contains("role=\"img\""))
      #expect(svg.contains("<title id="))
      let ids = svg.components(separatedBy: " id=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
      #expect(Set(ids).count == ids.count)
    }
    #expect(
      !weekly.contains("id=\"weekdays-1-title\"") && weekday.contains("id=\"weekdays-1-title\""))
  }

  @Test(arguments: ["en", "ar"])
  func chartsGolden(locale: String) throws {
    let catalog = try Self.catalog(locale)
    let weekly = try Self.weekly(locale)
    let weekdays = try Self.weekdays(locale)
    var text = weekly.svg(
      title: catalog.format(.pageWeeklyTitle),
      description: catalog.format(.pageWeeklyDescription))
    text += weekdays.svg(
      title: catalog.format(.pageWeekdaysTitle),
      description: catalog.format(.pageWeekdaysDescription))
    text += (weekdays.hardest ?? "(no read)") + "\n"
    Golden.assert(text, named: "charts-\(locale).svg")
  }
}
