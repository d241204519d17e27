import HabitCore

extension AmountsChart {
  /// What a chart of amounts draws differently for a week and a month: the
  /// sizes of its bars, their words, their ticks and their markup.
  enum Period {
    /// 53 narrow bars under the grid, a month's name under the week that
    /// holds its first day, the target one line across the weeks.
    case week
    /// Up to 12 wide bars in their tracks, each month named, each target
    /// over its own bar.
    case month

    var barWidth: Int { self == .week ? 8 : 24 }
    var gap: Int { self == .week ? 3 : 8 }
    /// Room beside the outer bars: a week's leaves room for a month's
    /// name under the outer weeks.
    var side: Int { self == .week ? 16 : AmountsChart.padding }
    /// Room for a name under the bars, Nastaliq's descenders included
    /// under the weeks.
    var labelHeight: Int { self == .week ? 28 : 20 }
    var radius: Int { self == .week ? 2 : 3 }
    var drawsTrack: Bool { self == .month }
    var targetSpansSlot: Bool { self == .week }
    /// A week with no target says so in the table ("—").
    var dashesNoTarget: Bool { self == .week }

    var idPrefix: String { self == .week ? "weekly" : "monthly-amounts" }
    var chartClass: String { self == .week ? "weekly-chart" : "monthly-amounts-chart" }
    var barClass: String { self == .week ? "week" : "month" }
    var dateAttribute: String { self == .week ? "data-week" : "data-month" }
    /// The context's name for the period's date in words.
    var dateKey: String { self == .week ? "dateText" : "monthText" }
    var dateStyle: DateStyle { self == .week ? .dayMonthYear : .monthYear }

    /// The bar's date in its attribute: the week's first day, or the month
    /// ("2026-10").
    func dateValue(_ start: LocalDate) -> String {
      self == .week ? start.isoString : String(start.isoString.prefix(7))
    }

    /// The month named under the bar, if any: every month's own; under a
    /// week, the month whose first day it holds.
    func tickMonth(_ start: LocalDate) -> Int? {
      guard self == .week else { return start.month }
      let last = start.adding(days: 6)
      return start.day == 1 || last.day < start.day ? last.month : nil
    }

    /// "Week of 16 November 2026: 52 glasses (target 56)", "…: 0 glasses,
    /// nothing due"; "October 2026: 3 books (target 4)", "…: 2 books so
    /// far (target 4)" for the month in progress.
    func label(_ bar: Bar, amount: String, target: String, _ catalog: MessageCatalog) -> String {
      let date = MessageArgument.date(bar.start)
      switch self {
      case .week where bar.target <= 0:
        return catalog.format(.pageWeeklyBarNoTarget, ["date": date, "amount": .text(amount)])
      case .week:
        return catalog.format(
          .pageWeeklyBar, ["date": date, "amount": .text(amount), "target": .text(target)])
      case .month:
        return catalog.format(
          bar.isInProgress ? .pageMonthlyAmountsBarSoFar : .pageMonthlyAmountsBar,
          ["date": date, "amount": .text(amount), "target": .text(target)])
      }
    }
  }
}
