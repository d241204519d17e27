import HabitCore
import HabitJSON

/// One of HabitKit's goal `intervals`: the goal in force from `start` to
/// `end` (nil: still in force). A change of goal ends one interval and
/// starts the next, so a habit's intervals are its target's history.
struct HabitKitGoal: Equatable {
  enum Period: String { case none, day, week, month }

  var start: LocalDate
  var end: LocalDate?
  var period: Period
  /// Completions a week or a month (`requiredNumberOfCompletions`).
  var perPeriod: Int
  /// The day's target (`requiredNumberOfCompletionsPerDay`), at least 1.
  var perDay: Int

  /// The goals of `habitId` in `intervals`, by start; errors logged with
  /// their paths.
  static func goals(
    _ intervals: [JSONValue], clock: DayClock, fields: inout FieldReader
  ) -> [String: [HabitKitGoal]] {
    var goals: [String: [HabitKitGoal]] = [:]
    for (index, value) in intervals.enumerated() {
      let path = FieldPath.join("intervals", index)
      guard let object = fields.object(value, at: path, expected: "a goal interval object")
      else { continue }
      func at(_ key: String) -> String { FieldPath.join(path, key) }
      let habit = fields.string(object["habitId"], at: at("habitId"))
      let start = HabitKitReader.day(
        object["startDate"], at: at("startDate"), clock: clock, fields: &fields)
      let end =
        FieldReader.isAbsent(object["endDate"])
        ? nil
        : HabitKitReader.day(object["endDate"], at: at("endDate"), clock: clock, fields: &fields)
      let typeText = fields.string(object["type"], at: at("type"))
      let period = typeText.flatMap(Period.init(rawValue:))
      if let typeText, period == nil {
        fields.error(at("type"), "expected none, day, week or month, found \"\(typeText)\"")
      }
      let rule = IntegerRule(0...IntegerRule.largestAmount)
      let perPeriod =
        fields.optionalInteger(
          object["requiredNumberOfCompletions"], at: at("requiredNumberOfCompletions"), rule) ?? 0
      let perDay =
        fields.optionalInteger(
          object["requiredNumberOfCompletionsPerDay"], at: at("requiredNumberOfCompletionsPerDay"),
          rule) ?? 1
      guard let habit, let start, let period else { continue }
      goals[habit, default: []].append(
        HabitKitGoal(
          start: start, end: end, period: period, perPeriod: perPeriod, perDay: max(1, perDay)))
    }
    return goals.mapValues { $0.sorted { $0.start < $1.start } }
  }

  /// The goal in force on `date` among `goals` (sorted by start): the last
  /// that started on or before it, else the first.
  static func inForce(on date: LocalDate, _ goals: [HabitKitGoal]) -> HabitKitGoal? {
    goals.last { $0.start <= date } ?? goals.first
  }
}

extension HistoryWarning.PeriodUnit {
  /// A HabitKit goal's period as a warning names it.
  init(_ period: HabitKitGoal.Period) {
    switch period {
    case .none: self = .noGoal
    case .day: self = .day
    case .week: self = .week
    case .month: self = .month
    }
  }
}
