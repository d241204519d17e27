import HabitCore
import HabitJSON

/// A daily's schedule: `frequency` daily every `everyX` days, weekly on the
/// `repeat` days every `everyX` weeks, monthly on one of `daysOfMonth`
/// every `everyX` months, yearly. What the model cannot hold (several days
/// of the month, `weeksOfMonth`) is read as its nearest rule and said as a
/// warning naming the daily.
enum HabiticaSchedule {
  static let weekdayKeys = ["m", "t", "w", "th", "f", "s", "su"]

  static func schedule(
    _ object: JSONObject, at path: String, name: String, start: LocalDate?,
    fields: inout FieldReader
  ) -> Schedule? {
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let frequency = fields.optionalString(object["frequency"], at: at("frequency")) ?? "weekly"
    let every = max(
      1, fields.optionalInteger(object["everyX"], at: at("everyX"), IntegerRule(0...9999)) ?? 1)
    switch frequency {
    case "daily":
      return every == 1 ? .daily : .interval(every: every, unit: .day)
    case "weekly":
      var days: [Int] = []
      for (index, key) in weekdayKeys.enumerated() {
        if case .bool(true)? = object["repeat"]?[key] { days.append(index + 1) }
      }
      guard !days.isEmpty else {
        fields.warning(path, .noWeekdayInRepeat(habit: name))
        return .daily
      }
      return .days(Weekdays(days), everyWeeks: min(every, 52))
    case "monthly", "yearly":
      let step = frequency == "yearly" ? 12 * every : every
      var monthDays: [Int] = []
      if case .array(let items)? = object["daysOfMonth"] {
        monthDays = items.compactMap { if case .integer(let day) = $0 { day } else { nil } }
      }
      let weeks: Bool = {
        if case .array(let items)? = object["weeksOfMonth"] { return !items.isEmpty }
        return false
      }()
      if weeks || monthDays.count > 1 || (monthDays.first.map { $0 != start?.day } ?? false) {
        fields.warning(
          path,
          .monthDaysWithoutRule(habit: name, days: monthDays, weeks: weeks, months: step))
      }
      return .interval(every: step, unit: .month)
    default:
      fields.error(
        at("frequency"), "expected daily, weekly, monthly or yearly, found \"\(frequency)\"")
      return nil
    }
  }
}
