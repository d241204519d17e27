import HabitCore
import HabitJSON

/// Beaver's `period`: null (every day) or `{"period_type": "D"|"W"|"M"|"Y",
/// "period_count": n, "target_count": k}`, k times in n days, weeks (from
/// Monday), months or years. Days are Loop's "k in any n days"
/// (`LoopFrequency`); k a week or a month is `perWeek`/`perMonth`. Several
/// weeks, months or a year have no calendar rule in the model: they are
/// read as "k in any so many days", said as a warning naming the habit.
enum BeaverPeriod {
  static func schedule(
    _ value: JSONValue?, at path: String, name: String, fields: inout FieldReader
  ) -> Schedule? {
    guard !FieldReader.isAbsent(value) else { return .daily }
    guard let object = fields.object(value, at: path, expected: "null or a period object") else {
      return nil
    }
    let type = fields.string(object["period_type"], at: FieldPath.join(path, "period_type"))
    let count = fields.integer(
      object["period_count"], at: FieldPath.join(path, "period_count"), IntegerRule(1...366))
    let times = fields.integer(
      object["target_count"], at: FieldPath.join(path, "target_count"), IntegerRule(1...366))
    guard let type, let count, let times else { return nil }
    let days: Int
    switch type {
    case "D": days = count
    case "W":
      if count == 1, times <= 7 { return .perWeek(times) }
      days = 7 * count
    case "M":
      if count == 1, times <= 28 { return .perMonth(times) }
      days = 30 * count
    case "Y": days = 365 * count
    default:
      fields.error(
        FieldPath.join(path, "period_type"), "expected D, W, M or Y, found \"\(type)\"")
      return nil
    }
    guard let mapping = LoopFrequency.schedule(numerator: times, denominator: days) else {
      fields.error(
        path, "expected k times in n periods with k ≤ n's days, found \(times) in \(days) days")
      return nil
    }
    if type != "D" || mapping.isApproximate {
      fields.warning(
        path,
        .periodWithoutRule(
          habit: name, times: times, count: count,
          unit: type == "W" ? .week : type == "M" ? .month : .year, days: days))
    }
    return mapping.schedule
  }
}
