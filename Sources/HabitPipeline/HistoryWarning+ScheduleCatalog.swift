import HabitCore
import HabitImport
import HabitSite

extension HistoryWarning {
  /// The other apps' warnings about schedules, targets, starts and values
  /// (`trackerText(_:)` says those about records); nil for the app's own.
  func scheduleText(_ catalog: MessageCatalog) -> String? {
    func text(_ value: String) -> MessageArgument { .text(catalog.isolated(value)) }
    func said(_ key: MessageKey, _ arguments: [String: MessageArgument] = [:]) -> String {
      catalog.format(key, arguments)
    }
    switch self {
    case .timesInDays(let habit, let times, let days):
      return said(
        .warningTimesInDays, ["habit": text(habit), "times": .number(times), "days": .number(days)])
    case .moreTimesThanDays(let habit):
      return said(.warningMoreTimesThanDays, ["habit": text(habit)])
    case .daysAYear(let habit, let days, let perMonth):
      return said(
        .warningDaysAYear,
        ["habit": text(habit), "days": .number(days), "perMonth": .number(perMonth)])
    case .periodWithoutRule(let habit, let times, let count, let unit, let days):
      let key: MessageKey =
        switch unit {
        case .month: .warningPeriodWithoutRuleMonth
        case .year: .warningPeriodWithoutRuleYear
        default: .warningPeriodWithoutRuleWeek
        }
      return said(
        key,
        [
          "habit": text(habit), "times": .number(times), "count": .number(count),
          "days": .number(days),
        ])
    case .noWeekdayInRepeat(let habit):
      return said(.warningNoWeekdayInRepeat, ["habit": text(habit)])
    case .monthDaysWithoutRule(let habit, let days, let weeks, let months):
      let list = days.map { said(.warningDayOfMonth, ["day": .number($0)]) }
        .joined(separator: said(.warningListSeparator))
      return said(
        weeks ? .warningMonthDaysWithoutRuleWeeks : .warningMonthDaysWithoutRule,
        ["habit": text(habit), "days": .text(list), "months": .number(months)])
    case .habiticaNoGoal(let habit): return said(.warningHabiticaNoGoal, ["habit": text(habit)])
    case .habitKitNoGoal(let habit): return said(.warningHabitKitNoGoal, ["habit": text(habit)])
    case .habitKitAvoid(let habit): return said(.warningHabitKitAvoid, ["habit": text(habit)])
    case .goalChanged(let habit, let periods, let current):
      let list = periods.map { said(Self.periodKey($0)) }
        .joined(separator: said(.warningListSeparator))
      return said(
        .warningGoalChanged,
        [
          "habit": text(habit), "periods": .text(list),
          "current": .text(said(Self.periodKey(current))),
        ])
    case .numericTargetLeftOut(let habit, let target):
      return said(.warningNumericTargetLeftOut, ["habit": text(habit), "target": text(target)])
    case .noTargetBeforeLoop231(let habit):
      return said(.warningNoTargetBeforeLoop231, ["habit": text(habit)])
    case .allowance(let habit, let goal, let limit):
      return said(
        .warningAllowance,
        [
          "habit": text(habit), "goal": .decimal(goal, places: 3),
          "limit": .decimal(limit, places: 3),
        ])
    case .largestAsTarget(let habit, let amount):
      return said(.warningLargestAsTarget, ["habit": text(habit), "amount": .number(amount)])
    case .checkinsBeforeStart(let first, let declared):
      return said(
        .warningCheckinsBeforeStart,
        [
          "firstISO": .text(first.description), "declaredISO": .text(declared.description),
          "first": .date(first), "declared": .date(declared),
        ])
    case .completionBeforeCreated(let first, let created):
      return said(
        .warningCompletionBeforeCreated,
        [
          "firstISO": .text(first.description), "createdISO": .text(created.description),
          "first": .date(first), "created": .date(created),
        ])
    case .noCategory(let category): return said(.warningNoCategory, ["category": text(category)])
    case .reminderMinutes(let found): return said(.warningReminderMinutes, ["found": text(found)])
    case .thinnedEntries(let count): return said(.warningThinnedEntries, ["count": .number(count)])
    case .negativeAmount(let found): return said(.warningNegativeAmount, ["found": text(found)])
    case .emptyValue: return said(.warningEmptyValue)
    default: return nil
    }
  }

  /// A goal's period as the catalog names it (HabitKit's `day`, `week`…).
  static func periodKey(_ unit: PeriodUnit) -> MessageKey {
    switch unit {
    case .noGoal: .warningPeriodNone
    case .day: .warningPeriodDay
    case .week, .year: .warningPeriodWeek
    case .month: .warningPeriodMonth
    }
  }
}
