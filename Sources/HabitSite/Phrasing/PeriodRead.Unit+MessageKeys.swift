import HabitCore

/// The messages that differ by a period habit's or a total's unit (a week,
/// a month, a run of days), one `switch` each, so a new unit does not
/// compile until each has its key.
extension PeriodRead.Unit {
  /// "2 of 3 this week." (`period.week`, `period.month`, `period.days`).
  var periodKey: MessageKey {
    switch self {
    case .week: .periodWeek
    case .month: .periodMonth
    case .days: .periodDays
    }
  }

  /// A finished period's sentence, met or not ("3 of 3 that week, met."); nil
  /// for a run of days, which reads as `periodKey` says.
  func pastKey(met: Bool) -> MessageKey? {
    switch self {
    case .week: met ? .periodPastWeekMet : .periodPastWeekNotMet
    case .month: met ? .periodPastMonthMet : .periodPastMonthNotMet
    case .days: nil
    }
  }

  /// "Met 3 of the last 4 weeks."
  var metKey: MessageKey {
    switch self {
    case .week: .periodMetWeek
    case .month: .periodMetMonth
    case .days: .periodMetDays
    }
  }

  /// A total's read: "2 h 35 min of 2 h 30 min this week."
  var amountKey: MessageKey {
    switch self {
    case .week: .periodAmountWeek
    case .month: .periodAmountMonth
    case .days: .periodAmountDays
    }
  }

  /// A total's finished period, met or not, or for an allowance held or
  /// over ("155 of 150 min that week, met."); nil for a run of days, which
  /// reads as `amountKey` says.
  func pastAmountKey(allowance: Bool, met: Bool) -> MessageKey? {
    switch (self, allowance) {
    case (.week, false): met ? .periodAmountPastWeekMet : .periodAmountPastWeekNotMet
    case (.month, false): met ? .periodAmountPastMonthMet : .periodAmountPastMonthNotMet
    case (.week, true): met ? .periodAmountPastWeekHeld : .periodAmountPastWeekOver
    case (.month, true): met ? .periodAmountPastMonthHeld : .periodAmountPastMonthOver
    case (.days, _): nil
    }
  }

  /// A total's period so far, for today's list: "20 of 150 min this week".
  var todayTotalKey: MessageKey {
    switch self {
    case .week: .todayTotalWeek
    case .month: .todayTotalMonth
    case .days: .todayTotalDays
    }
  }

  /// Periods met of those judged, in a report: "3 of 4 weeks".
  var periodsMetKey: MessageKey {
    switch self {
    case .week: .summaryCellPeriodsWeek
    case .month: .summaryCellPeriodsMonth
    case .days: .summaryCellPeriodsDays
    }
  }
}
