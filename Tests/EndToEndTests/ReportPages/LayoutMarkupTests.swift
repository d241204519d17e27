import Foundation
import Testing

/// Issue 21 §6, the markup half (the browser test checks the layout): the
/// example site as of 2026-11-29, in English and Arabic.
/// - The dashboard's strips show the 21 days their sentences count and
///   today; its legend names every mark its cells draw.
/// - A young habit's grid starts at its first week; earlier years are
///   whole calendar years.
/// - The month-by-month chart starts at the habit's first month, gives
///   each bar its label and names each quarter's first month and the year.
/// - Every grid of weeks carries a scroll hint.
@Suite(.serialized) struct LayoutMarkupTests {
  /// The cells of every grid element (`<div class="grid…`) in `html`, in
  /// order, with the grid's class.
  static func grids(_ html: String) -> [(strip: Bool, cells: [ReportSite.Cell])] {
    html.components(separatedBy: "<div class=\"grid").dropFirst().map { chunk in
      let body = chunk.components(separatedBy: "</div>").first ?? ""
      let cells = ReportSite.heatmapCells("<section class=\"heatmap\"" + body + "</section>")
      return (chunk.hasPrefix(" strip"), cells)
    }
  }

  /// The `data-state` values of every cell of `html`.
  static func states(_ html: String) -> Set<String> {
    Set(grids(html).flatMap { $0.cells.map(\.state) })
  }

  /// Issue 46: a month page says each thing once. Each table row's days
  /// are two rows of half the month (31 cells in 16 columns), not a
  /// calendar with its own weekday and month labels per habit, and each
  /// cell has one accessible name, its `title` (an `aria-label` beside it
  /// said the same again).
  @Test(arguments: ["en", "ar"])
  func monthRowsDrawTheirDaysOnceInTwoLines(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let page = try site.page("months/2026-03/index.html")
    #expect(!page.contains("density-scroll") && !page.contains("density-weekdays"))
    let rows = page.components(separatedBy: "<td class=\"period-days-cell\">").dropFirst()
    #expect(rows.count > 10)
    for row in rows {
      let days = row.components(separatedBy: "</td>")[0]
      // A habit paused throughout the month draws nothing.
      if days.isEmpty { continue }
      #expect(
        days.hasPrefix("<div class=\"grid halves\" style=\"--columns:16\""), "\(days.prefix(80))")
      #expect(days.components(separatedBy: "<i").count - 1 == 31)
    }
    let cells = page.components(separatedBy: "<i").dropFirst().map {
      String($0.prefix { $0 != ">" })
    }
    #expect(cells.count > 300)
    #expect(
      cells.allSatisfy { $0.contains(" role=\"img\" title=\"") && !$0.contains("aria-label") })
  }

  @Test(arguments: ["en", "ar"])
  func dashboardStripsShowTheDaysTheirSentencesCount(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let html = try site.page("index.html")
    let strips = Self.grids(html).filter(\.strip)
    #expect(strips.count > 20, "the today strip, the group strips and every habit's")
    for strip in strips {
      // The 21 days before today that the reads count, and today.
      #expect(strip.cells.count == 22, "\(strip.cells.first?.label ?? "")")
      #expect(strip.cells.first?.date == "2026-11-08")
      #expect(strip.cells.last?.date == ReportSite.today)
    }
    if locale == "en" {
      #expect(html.contains("The 21 days before today, and today"))
      #expect(!html.contains("14 days"))
    }
  }

  @Test(arguments: ["en", "ar"])
  func dashboardLegendNamesEveryMarkItDraws(locale: String) throws {
    let site = try ReportSite.shared(locale)
    let html = try site.page("index.html")
    // The marks of the strips: every state drawn outside the heatmap.
    let heatmapStart = try #require(html.range(of: "<section class=\"heatmap\""))
    let heatmapEnd = try #require(
      html.range(of: "</section>", range: heatmapStart.upperBound..<html.endIndex))
    let outside = String(html[..<heatmapStart.lowerBound] + html[heatmapEnd.upperBound...])
    let drawn = Self.states(outside)
    #expect(drawn.isSuperset(of: ["complete", "missed", "paused", "skipped"]), "\(drawn)")
    let marks = try #require(html.range(of: "<ul class=\"legend marks\""))
    let list = String(
      html[
        marks
          .lowerBound..<(html.range(of: "</ul>", range: marks.upperBound..<html.endIndex)!
          .upperBound)])
    for state in drawn {
      #expect(list.contains("data-state=\"\(state)\""), "\(locale): no legend entry for \(state)")
    }
    // Today's ring has its own entry.
    #expect(list.contains("class=\"swatch today-swatch\""))
    if locale == "en" {
      for name in ["Missed", "Paused", "Skipped", "Today"] {
        #expect(list.contains(">\(name)</li>"), "\(name)")
      }
    }
  }

  @Test(arguments: ["en", "ar"])
  func youngHabitsGridStartsAtItsFirstWeek(locale: String) throws {
    let site = try ReportSite.shared(locale)
    // Walk started on Thursday 26 November 2026: its grid is that week.
    let walk = try site.page("habits/walk/index.html")
    let grid = try #require(Self.grids(walk).first { !$0.strip })
    #expect(grid.cells.first?.date == "2026-11-23")
    #expect(grid.cells.last?.date == ReportSite.today)
    if locale == "en" {
      // Its heading and title say the weeks it shows.
      #expect(walk.contains("<h2>Since the week of 23 November 2026</h2>"))
      #expect(walk.contains("aria-label=\"Walk: since the week of 23 November 2026\""))
      #expect(!walk.contains("Walk: the last 53 weeks"))
    }
    let svg = try site.page("habits/walk/window-1.svg")
    #expect(svg.contains("data-date=\"2026-11-23\""))
    #expect(!svg.contains("data-date=\"2026-11-22\""))
    // Its month-by-month chart starts at its own first month: one bar,
    // no month before the start drawn as "not started".
    let chart = try #require(walk.range(of: "<svg class=\"life-months-chart\""))
    let lifeMonths = String(walk[chart.lowerBound...]).components(separatedBy: "</svg>")[0]
    let months = lifeMonths.components(separatedBy: "<g class=\"life-month\"").dropFirst()
    #expect(months.count == 1)
    #expect(months.first?.hasPrefix(" data-month=\"2026-11\"") == true)
    #expect(!walk.contains("not started</title>"))
  }

  @Test(arguments: ["en", "ar"])
  func earlierYearsAreWholeCalendarYears(locale: String) throws {
    let site = try ReportSite.shared(locale)
    // Qur'an reading started on 29 November 2025: 2025 is drawn from its
    // start to 31 December, though December is in the trailing grid too.
    let page = try site.page("habits/quran-reading/index.html")
    let year = try #require(page.range(of: "<figure class=\"grid-figure year\">"))
    let grids = Self.grids(String(page[year.lowerBound...])).filter { !$0.strip }
    let first = try #require(grids.first)
    #expect(first.cells.first?.date == "2025-11-29")
    #expect(first.cells.last?.date == "2025-12-31")
    // Exercise (from 24 December 2025): the same, 24–31 December.
    let exercise = try site.page("habits/exercise/index.html")
    let start = try #require(exercise.range(of: "<figure class=\"grid-figure year\">"))
    let years = Self.grids(String(exercise[start.lowerBound...])).filter { !$0.strip }
    #expect(years.first?.cells.first?.date == "2025-12-24")
    #expect(years.first?.cells.last?.date == "2025-12-31")
  }

  @Test func lifeMonthsChartHasQuarterMonthsAndYears() throws {
    let site = try ReportSite.shared("en")
    let page = try site.page("habits/quran-reading/index.html")
    #expect(!page.contains("class=\"monthly-chart\""))
    let chart = try #require(page.range(of: "<svg class=\"life-months-chart\""))
    let svg = String(page[chart.lowerBound...]).components(separatedBy: "</svg>")[0]
    // From its first month (November 2025) through today's: 13 bars.
    #expect(svg.components(separatedBy: "<g class=\"life-month\"").count == 14)
    // The short names of each quarter's first month, and the years.
    for label in ["Jan", "Apr", "Jul", "Oct", "2025", "2026"] {
      #expect(svg.contains(">\(label)</text>"), "\(label)")
    }
    #expect(!svg.contains(">Feb</text>"))
    #expect(svg.contains("<title>November 2026: 21 of 27 due days complete</title>"))
  }

  @Test(arguments: ["en", "ar"])
  func gridsOfWeeksCarryAScrollHint(locale: String) throws {
    let site = try ReportSite.shared(locale)
    for path in ["index.html", "habits/quran-reading/index.html", "years/2026/index.html"] {
      let page = try site.page(path)
      // Each grid's box, up to what follows it: a grid of more than 9 weeks
      // of cells (more than 8 columns) ends in a hint; one of at most 42
      // cells (at most 8 columns, a month's calendar) has none.
      let boxes = page.components(separatedBy: "<div class=\"density-scroll\"").dropFirst()
      #expect(!boxes.isEmpty, "\(path)")
      var hinted = 0
      for box in boxes {
        let grid = box.components(separatedBy: "</div></div>")[0]
        let cells = grid.components(separatedBy: "<i").count - 1
        let hint =
          box.components(separatedBy: "</div></div>").dropFirst().first?
          .hasPrefix("\n<p class=\"scroll-hint\">") ?? false
        // A box that can scroll takes the keyboard's focus (axe's
        // scrollable-region-focusable), one that cannot does not.
        let focusable = grid.hasPrefix(" tabindex=\"0\">")
        #expect(focusable == hint, "\(path): a grid of \(cells) days, focusable \(focusable)")
        if cells > 63 { #expect(hint, "\(path): a grid of \(cells) days has no hint") }
        if cells <= 42 { #expect(!hint, "\(path): a grid of \(cells) days has a hint") }
        if hint { hinted += 1 }
      }
      #expect(hinted > 0, "\(path)")
    }
    if locale == "en" {
      #expect(try site.page("index.html").contains("Scroll sideways for earlier weeks."))
    }
  }
}
