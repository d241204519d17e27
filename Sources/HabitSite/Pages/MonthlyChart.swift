import HabitCore
import HabitJSON

/// The habit page's `monthly` context: one entry per month of the last
/// twelve, with the share of due days complete and its label ("November
/// 2026: 12 of 20", "November 2026: nothing due", "November 2025: not
/// started"), kept for themes that draw their own monthly chart. The
/// default theme draws none (it draws `lifeMonths`), so no SVG is made
/// here. `height(_:)` is the bar scale the weekday and life-month charts
/// share.
struct MonthlyChart {
  let months: [MonthSuccess]
  let catalog: MessageCatalog
  /// What a bar counts: due days, or for period habits the weeks or months
  /// met.
  let schedule: Schedule
  /// The habit's first day: months before its month are not started.
  let start: LocalDate

  /// The sentence saying what the bars measure.
  var description: String {
    switch schedule.period {
    case .week: return catalog.format(.pageMonthlyDescriptionWeeks)
    case .month: return catalog.format(.pageMonthlyDescriptionMonths)
    case .days(let days):
      return catalog.format(.pageMonthlyDescriptionDays, ["length": .number(days)])
    case nil: return catalog.format(.pageMonthlyDescription)
    }
  }

  /// The height in px of a full bar.
  static let barHeight = 96

  /// Whether `month` ends before the habit's start month.
  func isBeforeStart(_ month: MonthSuccess) -> Bool {
    (month.year, month.month) < (start.year, start.month)
  }

  /// The month's first date, or nil for an impossible month.
  private func date(_ month: MonthSuccess) -> LocalDate? {
    LocalDate(year: month.year, month: month.month, day: 1)
  }

  /// "November 2026: 12 of 20", "November 2026: nothing due", or
  /// "November 2025: not started".
  func label(_ month: MonthSuccess) -> String {
    guard let date = date(month) else { return "" }
    if isBeforeStart(month) {
      return catalog.format(.pageMonthlyNotStarted, ["date": .date(date)])
    }
    guard month.success.whole > 0 else {
      return catalog.format(.pageMonthlyNone, ["date": .date(date)])
    }
    return catalog.format(
      .pageMonthlyBar,
      [
        "date": .date(date), "complete": .number(month.success.part),
        "due": .number(month.success.whole),
      ])
  }

  /// The numbers behind the bars, for themes that draw their own.
  func context() -> JSONValue {
    .array(
      months.map { month in
        .object(
          JSONObject([
            ("year", .integer(month.year)),
            ("month", .integer(month.month)),
            ("name", .string(catalog.calendar.month(month.month, .long))),
            ("complete", .integer(month.success.part)),
            ("due", .integer(month.success.whole)),
            ("percent", month.success.percent.map { .integer($0) } ?? .null),
            ("label", .string(label(month))),
          ]))
      })
  }
}
