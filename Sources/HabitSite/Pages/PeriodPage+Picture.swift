import HabitCore

extension PeriodPage {
  /// `weeks/2026-W47.svg`, beside `weeks/2026-W47.md`.
  static func picturePath(_ period: ReportPeriod) -> String {
    "\(folder(period.unit))/\(Escape.urlPathSegment(period.id)).svg"
  }

  /// The summary's picture as the Markdown embeds it: the SVG's name
  /// beside the summary and its text alternative.
  func pictureLink(_ summary: PeriodSummary) -> PeriodDocument.Picture {
    PeriodDocument.Picture(
      src: Escape.urlPathSegment(period.id) + ".svg",
      alt: PeriodDocument.pictureText(summary, catalog: environment.catalog))
  }

  /// The period's picture (`PeriodPictureSVG`): a row for each window of the
  /// habits with something due or done (as the table has; a habit paused
  /// throughout draws nothing), its days or months across.
  func picture(_ summary: PeriodSummary, description: String) -> [UInt8] {
    let catalog = environment.catalog
    let today = environment.evaluation.today
    let firstWeekday = environment.evaluation.settings.firstWeekday
    // Read once: a unit's policy is a copy of its row each time it is asked.
    let picturesMonths = period.unit.policy.picturesMonths
    var rows: [PeriodPictureSVG.Row] = []
    // By index, read in place, with the build's names: a loop over the
    // habits copied each habit's period, and `habit.habit` the habit.
    for index in summary.habits.indices
    where !summary.habits[index].isQuiet && !summary.habits[index].scope.isPausedThroughout {
      let source = summary.habits[index].source
      let names = shared.names[source.index]
      for position in names.windows.indices {
        let days = source.evaluation.windows[position].days
        let cells: [PeriodPictureSVG.Cell]
        if picturesMonths {
          cells = WindowMonth.months(
            of: period, days: days, habit: source.evaluation.habit, today: today,
            firstWeekday: firstWeekday
          ).map { PeriodPictureSVG.Cell(state: $0.state, extraFill: nil, isToday: false) }
        } else {
          cells = Self.pictureCells(
            days, from: period.first, through: max(period.first, summary.through), today: today)
        }
        rows.append(PeriodPictureSVG.Row(name: names.windows[position].name, cells: cells))
      }
    }
    let heads = pictureHeads()
    var picture = PeriodPictureSVG(
      title: PeriodDocument.heading(period, catalog: catalog), description: description,
      heads: heads.names, rows: rows,
      direction: environment.catalog.direction == .rightToLeft ? .rightToLeft : .leftToRight,
      language: environment.catalog.locale)
    picture.bands = heads.bands
    picture.step = heads.step
    return picture.render()
  }

  /// A window's cells from `from` through `through`, read from its arrays
  /// by offset: `GridDay.run` made a day (its date worked out from the
  /// calendar) for each, then the cells were mapped from those days.
  private static func pictureCells(
    _ days: WindowDays, from: LocalDate, through: LocalDate, today: LocalDate
  ) -> [PeriodPictureSVG.Cell] {
    let count = from.days(to: through) + 1
    guard count > 0 else { return [] }
    let start = days.start.days(to: from)
    let todayOffset = from.days(to: today)
    var cells: [PeriodPictureSVG.Cell] = []
    cells.reserveCapacity(count)
    for offset in 0..<count {
      let index = start + offset
      guard index >= 0 && index < days.states.count else {
        cells.append(
          PeriodPictureSVG.Cell(state: .unscheduled, extraFill: nil, isToday: offset == todayOffset)
        )
        continue
      }
      let state = days.states[index]
      cells.append(
        PeriodPictureSVG.Cell(
          state: state,
          extraFill: state == .extra
            ? GridDay.extraFill(amount: days.amounts[index], target: days.targets[index]) : nil,
          isToday: offset == todayOffset))
    }
    return cells
  }

  /// The heads over the picture's columns, its bands and its step: a
  /// week's weekday letters in one band; a month's day numbers, in the
  /// catalog's digits, in two (1–16, 17 to the end); a year's short month
  /// names (the catalog's CLDR names: "Jan", « janv. », "يناير") in two of
  /// six, wide enough for the longest name.
  private func pictureHeads() -> (names: [String], bands: [Range<Int>], step: Int) {
    let catalog = environment.catalog
    let step = SVGGrid.cellSize + SVGGrid.gap
    switch period.unit {
    case .week:
      return (weekLetters(), [0..<7], step)
    case .month:
      let days = period.first.days(to: period.last) + 1
      return ((1...days).map { catalog.format($0) }, [0..<16, 16..<days], step)
    case .year:
      let names = (1...12).map { catalog.calendar.month($0, .short) }
      // About 7 px a character at 11 px, and a gap.
      let widest = names.map(\.count).max() ?? 3
      return (names, [0..<6, 6..<12], max(step, widest * 7 + 8))
    }
  }
}
