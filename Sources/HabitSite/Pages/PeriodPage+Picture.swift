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
    var rows: [PeriodPictureSVG.Row] = []
    for habit in summary.habits where !habit.isQuiet && !habit.scope.isPausedThroughout {
      let title = PeriodDocument.title(habit.habit)
      for position in habit.windows.indices {
        let label = PeriodDocument.label(
          habit.windows[position].window, at: position, of: habit.windows.count)
        let days = habit.evaluation.windows[position].days
        let cells: [PeriodPictureSVG.Cell]
        if period.unit.policy.picturesMonths {
          cells = WindowMonth.months(
            of: period, days: days, habit: habit.habit, today: today, firstWeekday: firstWeekday
          ).map { PeriodPictureSVG.Cell(state: $0.state, extraFill: nil, isToday: false) }
        } else {
          cells = GridDay.run(days, from: period.first, through: max(period.first, summary.through))
            .map { day in
              PeriodPictureSVG.Cell(
                state: day.state,
                extraFill: day.state == .extra
                  ? GridDay.extraFill(amount: day.amount, target: day.target) : nil,
                isToday: day.date == today)
            }
        }
        rows.append(
          PeriodPictureSVG.Row(name: label.map { "\(title) (\($0))" } ?? title, cells: cells))
      }
    }
    return PeriodPictureSVG(
      title: PeriodDocument.heading(period, catalog: catalog), description: description,
      heads: pictureHeads(), rows: rows,
      direction: environment.catalog.direction == .rightToLeft ? .rightToLeft : .leftToRight,
      language: catalog.locale
    ).render()
  }

  /// The heads over the picture's columns: a week's weekday letters, a
  /// month's day numbers, a year's month numbers, in the catalog's digits.
  private func pictureHeads() -> [String] {
    let catalog = environment.catalog
    switch period.unit {
    case .week:
      return weekLetters()
    case .month:
      return (1...(period.first.days(to: period.last) + 1)).map { catalog.format($0) }
    case .year:
      return (1...12).map { catalog.format($0) }
    }
  }
}
