extension MessageKeys {
  /// The month and year pages' own messages: their titles, table cells,
  /// leads, rows of months and links between periods.
  static let periodPageArguments: [String: [String: MessageArgumentKind]] = {
    let number = MessageArgumentKind.number
    let text = MessageArgumentKind.text
    let date = MessageArgumentKind.date
    return [
      "summary.month.title": ["date": date],
      "summary.year.title": ["year": number],
      "summary.month.inProgress": ["date": date],
      "summary.year.inProgress": ["date": date],
      "summary.month.nothingTracked": [:],
      "summary.year.nothingTracked": [:],
      // A finished week's or month's read of a total, in the past.
      "period.amount.past.week.met": ["done": text, "target": text],
      "period.amount.past.week.notMet": ["done": text, "target": text],
      "period.amount.past.month.met": ["done": text, "target": text],
      "period.amount.past.month.notMet": ["done": text, "target": text],
      "period.amount.past.week.held": ["done": text, "target": text],
      "period.amount.past.week.over": ["done": text, "target": text],
      "period.amount.past.month.held": ["done": text, "target": text],
      "period.amount.past.month.over": ["done": text, "target": text],
      "summary.cell.periods.week": ["met": number, "of": number],
      "summary.cell.periods.month": ["met": number, "of": number],
      "summary.cell.periods.days": ["met": number, "of": number, "length": number],
      "summary.group.times": ["complete": number, "due": number],
      "summary.group.periods": ["met": number, "of": number],
      "summary.group.none": [:],
      "summary.daysTitle": [:],
      "summary.lead.percent": ["percent": text],
      "summary.lead.up": ["percent": text, "period": text, "unit": text],
      "summary.lead.down": ["percent": text, "period": text, "unit": text],
      "summary.lead.same": ["period": text, "unit": text],
      "summary.lead.rose": ["habit": text, "from": text, "to": text],
      "summary.lead.fell": ["habit": text, "from": text, "to": text],
      "summary.lead.among": ["habits": number, "now": text, "before": text, "period": text],
      "summary.month.lead.among": ["habits": number, "now": text, "before": text, "period": text],
      "summary.year.lead.among": ["habits": number, "now": text, "before": text, "period": text],
      "summary.quiet": ["habits": text],
      "page.grid.period": ["title": text, "period": text],
      "page.yearRow.times": ["date": date, "complete": number, "due": number],
      "page.yearRow.periods": ["date": date, "periods": text],
      "page.yearRow.paused": ["date": date],
      "summary.days.yearRows": [:],
      "summary.previousMonth": [:],
      "summary.nextMonth": [:],
      "summary.previousYear": [:],
      "summary.nextYear": [:],
      "summary.allMonths": [:],
      "summary.allYears": [:],
      "summary.months.intro": [:],
      "summary.years.intro": [:],
      "summary.archive.inProgress": [:],
    ]
  }()
}
