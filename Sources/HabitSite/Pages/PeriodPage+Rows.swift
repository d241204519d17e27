import HabitCore

extension PeriodPage {
  /// The summary's HTML with its table made a tracker's (`PeriodRowTable`):
  /// each habit window's row holds its name linked to its page, its days of
  /// the period drawn with the grid's cells, then its numbers. Nil when the
  /// unit draws its days apart or the table is not the summary's own.
  func rowTable(_ html: String, summary: PeriodSummary) -> PeriodRowTable.Spliced? {
    guard period.unit.policy.drawsDaysInRows else { return nil }
    let catalog = environment.catalog
    // Taken once a page: each access through `environment` may copy it.
    let grids = environment.grids
    let paths = environment.paths
    // The period as a grid's label names it after its colon, uncapitalised.
    let heading = PeriodDocument.titleAsWritten(period, catalog: catalog)
    let letters = period.unit.policy.rowsCarryWeekdayLetters ? weekdayLetters() : ""
    var rows: [PeriodRowTable.Row] = []
    rows.reserveCapacity(summary.habits.count)
    // The summary's rows, in its order: its habits with something due or
    // done, one row a window, one for a habit paused throughout.
    for habit in summary.habits where !habit.isQuiet {
      let href = "../../" + paths.habitPage(habit.habit.id)
      if habit.scope.isPausedThroughout {
        rows.append(PeriodRowTable.Row(href: href, days: ""))
        continue
      }
      let title = PeriodDocument.title(habit.habit)
      for position in habit.windows.indices {
        let label = PeriodDocument.label(
          habit.windows[position].window, at: position, of: habit.windows.count)
        let name = label.map { "\(title) (\($0))" } ?? title
        let drawn = drawnDays(
          habit, window: position, name: name, through: summary.through, periodName: heading,
          grids: grids)
        rows.append(PeriodRowTable.Row(href: href, days: letters + drawn))
      }
    }
    return PeriodRowTable(daysHeader: daysHeader(), rows: rows).spliced(html)
  }

  /// The days' column head: a week's weekdays in its order, each a letter
  /// over its column (a name would not fit a cell's width) with its full
  /// name as the abbreviation's title; a month's word for its days.
  private func daysHeader() -> String {
    let calendar = environment.catalog.calendar
    guard period.unit.policy.rowsCarryWeekdayLetters else {
      return Escape.htmlText(environment.catalog.format(.uiTableDays))
    }
    var html = "<span class=\"weekday-heads\">"
    for (offset, letter) in weekLetters().enumerated() {
      let weekday = period.first.adding(days: offset).isoWeekday
      // Each day's head leads to its section below the table.
      let linked = period.unit.policy.hasDaySections
      if linked { html += "<a href=\"#d-" + period.first.adding(days: offset).isoString + "\">" }
      html += "<abbr title=\"" + Escape.htmlAttribute(calendar.weekday(weekday, .long)) + "\">"
      html += Escape.htmlText(letter) + "</abbr>"
      if linked { html += "</a>" }
    }
    return html + "</span>"
  }

  /// A week's weekday letters over its strip, in the week's order, so a
  /// strip read apart from the table's head (a row as a card on a phone)
  /// still says which day is which. Hidden from screen readers: each
  /// cell's label names its day.
  private func weekdayLetters() -> String {
    var html = "<div class=\"weekday-letters\" aria-hidden=\"true\">"
    for letter in weekLetters() {
      html += "<span>" + Escape.htmlText(letter) + "</span>"
    }
    return html + "</div>\n"
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
