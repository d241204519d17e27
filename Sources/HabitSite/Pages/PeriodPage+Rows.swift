import HabitCore
import Mustache

extension PeriodPage {
  /// The page's table, drawn from the period's numbers by
  /// `partials/period-table.html` in the place of the Markdown summary's:
  /// the summary's rows (`rows` of `markdown`, the context its Markdown was
  /// rendered with), each with its name linked to the habit's page
  /// (`href`, a year's too) and, for a unit that draws its days in the
  /// rows, followed by the window's days of the period drawn with the
  /// grid's cells (`days`). Each count cell carries its column's head as
  /// `data-label`, so a row read as a card on a phone (390 px) labels its
  /// numbers in place. Rendered into UTF-8 bytes, as the page is.
  func table(_ summary: PeriodSummary, markdown: MustacheValue, theme: Theme)
    throws(ThemeError) -> [UInt8]
  {
    let policy = period.unit.policy
    let carriesDays = policy.drawsDaysInRows
    let catalog = environment.catalog
    // Taken once a page: each access through `environment` may copy it.
    let grids = environment.grids
    // The period as a grid's label names it after its colon, uncapitalised.
    let heading = PeriodDocument.titleAsWritten(period, catalog: catalog)
    guard case .list(let cells)? = markdown["rows"] else { return [] }
    var rows: [MustacheValue] = []
    rows.reserveCapacity(cells.count)
    // The summary's rows, in its order: its habits with something due or
    // done, one row a window, one for a habit paused throughout.
    func add(name: String, href: String, days: [UInt8]) {
      guard rows.count < cells.count, case .object(var row) = cells[rows.count] else { return }
      row["name"] = .string(name)
      row["href"] = .string(href)
      if carriesDays { row["days"] = .bytes(days) }
      rows.append(.object(row))
    }
    // By index, with the build's names: a loop over the habits copied
    // each habit's period, and each row worded its names again.
    for index in summary.habits.indices where !summary.habits[index].isQuiet {
      let names = shared.names[summary.habits[index].index]
      if summary.habits[index].scope.isPausedThroughout {
        add(name: names.isolatedTitle, href: names.href, days: [])
        continue
      }
      for position in names.windows.indices {
        let drawn =
          carriesDays
          ? drawnDays(
            summary.habits[index], window: position, name: names.windows[position].name,
            through: summary.through, periodName: heading, grids: grids,
            drawing: policy.daysDrawing, inNamedRow: true) : []
        add(name: names.windows[position].rowName, href: names.href, days: drawn)
      }
    }
    let context: MustacheValue = .object([
      "rowsCarryDays": .bool(carriesDays),
      "daysHeader": carriesDays ? .string(daysHeader()) : .null,
      "lettersStyle": carriesDays && policy.rowsCarryWeekdayLetters
        ? .string(weekdayLettersStyle()) : .null,
      "columns": markdown["columns"] ?? .null,
      "hasTotals": .bool(policy.tableHasTotals),
      "hasComparison": .bool(policy.comparesWithPrevious),
      "rows": .list(rows),
    ])
    return try theme.renderUTF8(Self.tableTemplate, MustacheContext(mustacheValue: context))
  }

  /// The partial that draws a period page's table.
  static let tableTemplate = "partials/period-table.html"

  /// The days' column head: a week's weekdays in its order, each a letter
  /// over its column (a name would not fit a cell's width) with its full
  /// name as the abbreviation's title; a month's word for its days.
  private func daysHeader() -> String {
    let calendar = environment.catalog.calendar
    var html = Markup(.html, capacity: 1_024)
    guard period.unit.policy.rowsCarryWeekdayLetters else {
      html.text(environment.catalog.format(.uiTableDays))
      return html.output
    }
    html.start("span")
    html.attribute("class", "weekday-heads")
    html.endStart()
    for (offset, letter) in weekLetters().enumerated() {
      let day = period.first.adding(days: offset)
      // Each day's head leads to its section below the table.
      let linked = period.unit.policy.hasDaySections
      if linked {
        html.start("a")
        html.attribute("href", "#d-" + day.isoString)
        html.endStart()
      }
      html.start("abbr")
      html.attribute("title", calendar.weekday(day.isoWeekday, .long))
      html.endStart()
      html.text(letter)
      html.end("abbr")
      if linked { html.end("a") }
    }
    html.end("span")
    return html.output
  }

  /// A week's weekday letters, in the week's order, as the table's custom
  /// properties (`--wl1:'M';…;--wl7:'S'`, CSS strings), which the
  /// stylesheet draws over each strip read apart from the table's head (a
  /// row as a card on a phone), so it still says which day is which. Said
  /// once a page, not once a row (a div of seven letters on each of 200
  /// rows was 6 MB of the 200 × 10 site's weeks). Drawn only: each cell's
  /// label names its day.
  private func weekdayLettersStyle() -> String {
    weekLetters().enumerated().map { offset, letter in
      "--wl\(offset + 1):" + Escape.cssString(letter)
    }.joined(separator: ";")
  }

  /// The week's 7 weekday letters in its order (`page.grid.weekdayLetters`,
  /// Monday first; the short names for a catalog that lists not 7).
  func weekLetters() -> [String] {
    let catalog = environment.catalog
    let letters = catalog.format(.pageGridWeekdayLetters).split(separator: " ").map(String.init)
    return (0..<7).map { offset in
      let weekday = period.first.adding(days: offset).isoWeekday
      return letters.count == 7 ? letters[weekday - 1] : catalog.calendar.weekday(weekday, .short)
    }
  }
}
