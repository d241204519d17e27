import HabitCore

extension PageGrids {
  /// A window's year on its year page as one row of month cells
  /// (`HTMLMonthRow`), January first, through the page's last counted day:
  /// each month shaded by `WindowMonth`'s state and labelled with the
  /// numbers its month page gives ("March 2026: 20 of 31 times due done",
  /// a period habit's "3 of 4 weeks"), else "paused", "nothing due" or
  /// "not started". Titled with the year's heading `periodName`, as a
  /// month's calendar is with its month's. Twelve cells, not 365 days: the
  /// page's all-habits heatmap draws the days. In a table's row
  /// (`inNamedRow`) it has no title of its own, as `period`'s grids.
  /// As UTF-8 bytes: the page renders it into bytes (`MustacheValue.bytes`).
  public func yearRow(
    _ months: [WindowMonth], name: String, periodName: String, inNamedRow: Bool = false
  ) -> [UInt8] {
    let title = periodTitle(name: name, periodName: periodName, inNamedRow: inNamedRow)
    let cells = months.map { month in
      HTMLMonthRow.Cell(month: month.month.id, state: month.state, label: label(month))
    }
    return HTMLMonthRow.bytes(cells, title: title)
  }

  /// A month cell's label: its numbers, or why it has none.
  private func label(_ month: WindowMonth) -> String {
    let date = MessageArgument.date(month.month.first)
    let numbers = month.numbers
    guard month.hasStarted else {
      return catalog.format(.pageMonthlyNotStarted, ["date": date])
    }
    if let tally = numbers.periods, tally.judged > 0 {
      var arguments: [String: MessageArgument] = [
        "met": .number(tally.met), "of": .number(tally.judged),
      ]
      if let length = tally.length { arguments["length"] = .number(length) }
      let periods = catalog.format(tally.unit.periodsMetKey, arguments)
      return catalog.format(.pageYearRowPeriods, ["date": date, "periods": .text(periods)])
    }
    if numbers.days.due > 0 {
      return catalog.format(
        .pageYearRowTimes,
        [
          "date": date, "complete": .number(numbers.days.complete),
          "due": .number(numbers.days.due),
        ])
    }
    return catalog.format(
      month.state == .paused ? .pageYearRowPaused : .pageMonthlyNone, ["date": date])
  }
}
