import HabitCore
import HabitJSON

/// One element of HabitKit's `habits` as a habit with one window. Its goal
/// in force today (the last interval) gives the schedule (a weekly or
/// monthly goal a total over the period); each day's entry
/// carries the day's target in force then (the goal's history). A habit
/// whose day never asks for more than 1 is binary, else counted; `isInverse`
/// makes a habit to avoid, each completion a slip and none allowed.
enum HabitKitHabit {
  static func read(
    _ value: JSONValue, at path: String, index: Int, goals: [String: [HabitKitGoal]],
    days: HabitKitDays, clock: DayClock, today: LocalDate?, fields: inout FieldReader
  ) -> Habit? {
    guard let object = fields.object(value, at: path, expected: "a habit object") else {
      return nil
    }
    func at(_ key: String) -> String { FieldPath.join(path, key) }
    let id = fields.string(object["id"], at: at("id"))
    let name = fields.string(object["name"], at: at("name"))
    let description = fields.optionalString(object["description"], at: at("description"))
    let archived = fields.bool(object["archived"], at: at("archived"), default: false)
    let inverse = fields.bool(object["isInverse"], at: at("isInverse"), default: false)
    let order = fields.optionalInteger(
      object["orderIndex"], at: at("orderIndex"), IntegerRule(-1_000_000...1_000_000))
    let created =
      FieldReader.isAbsent(object["createdAt"])
      ? nil
      : HabitKitReader.day(object["createdAt"], at: at("createdAt"), clock: clock, fields: &fields)
    let colour = fields.optionalString(object["color"], at: at("color")).flatMap {
      $0.hasPrefix("#") ? $0.lowercased() : nil
    }
    guard let id, let name else { return nil }
    let habitGoals = goals[id] ?? []
    let current =
      habitGoals.last
      ?? HabitKitGoal(
        start: .init(dayNumber: 0), end: nil, period: .day, perPeriod: 0, perDay: 1)
    let sums = (days.days[id] ?? [:]).sorted { $0.key < $1.key }
    let kind: HabitKind
    if inverse {
      kind = .avoid
      fields.warning(
        path,
        .habitKitAvoid(habit: name))
    } else if current.period == .week || current.period == .month
      || habitGoals.contains(where: { $0.perDay > 1 })
      || sums.contains(where: { $0.value.amount > 1 })
    {
      kind = .counted
    } else {
      kind = .binary
    }
    let schedule = schedule(current, name: name, at: path, fields: &fields)
    if Set(habitGoals.map(\.period)).count > 1 {
      fields.warning(
        path,
        .goalChanged(
          habit: name, periods: habitGoals.map { HistoryWarning.PeriodUnit($0.period) },
          current: HistoryWarning.PeriodUnit(current.period)))
    }
    // A weekly or monthly goal is an amount over the period: the target
    // (each entry's snapshot too) is the period's total, the current
    // goal's where an earlier goal was of another period.
    let isTotal = current.period == .week || current.period == .month
    func target(_ goal: HabitKitGoal?) -> Int {
      let goal = goal ?? current
      if kind == .avoid { return 0 }
      if isTotal {
        return max(1, goal.period == current.period ? goal.perPeriod : current.perPeriod)
      }
      return kind == .binary ? 1 : goal.perDay
    }
    var entries: [Entry] = []
    for (date, day) in sums where day.amount > 0 || day.note != nil {
      var entry = Entry(
        date: date, target: target(HabitKitGoal.inForce(on: date, habitGoals)),
        amount: day.amount)
      entry.note = day.note
      entries.append(entry)
    }
    guard let start = [created, entries.first?.date].compactMap({ $0 }).min() ?? today else {
      fields.error(at("createdAt"), "missing, and nothing logged: expected the day it was created")
      return nil
    }
    return Habit(
      id: id, title: name, notes: description?.isEmpty == false ? description : nil, kind: kind,
      schedule: schedule, isArchived: archived, startDate: start,
      windows: [Window(id: id + "-w", label: "", target: target(nil), entries: entries)],
      colour: colour, sortOrder: order ?? index, isEngagedByOwnEntries: false)
  }

  /// The schedule of the goal in force; a weekly or monthly number of
  /// completions is an amount over the period (DESIGN §2 `total`): the
  /// completions of its days add up to it.
  private static func schedule(
    _ goal: HabitKitGoal, name: String, at path: String, fields: inout FieldReader
  ) -> Schedule {
    switch goal.period {
    case .day:
      return .daily
    case .none:
      fields.warning(path, .habitKitNoGoal(habit: name))
      return .daily
    case .week: return .total(per: .week)
    case .month: return .total(per: .month)
    }
  }
}
