import HabitCore
import HabitJSON

/// Reads Habitica's user data export (`habitica-user-data.json`):
/// `tasks.dailys` and `tasks.habits` (todos and rewards are not habits),
/// read on the user's day (`HabiticaUserDay`). A daily's history has a
/// check-off (`completed: true`) on its own day, and the day change's record
/// of a due daily not done (`completed: false`, dated at the change, about
/// the day that ended); a habit's history holds each day's + and − taps.
/// Old history thinned to one entry a month or a year carries neither
/// `completed` nor the taps: such entries are not days, and are counted.
/// Streaks, value, gold and experience are the game's, not the history.
enum HabiticaReader {
  static let thinnedLabel = "thinned history entries left out (not days)"

  /// An object with `tasks` holding `dailys` or `habits`, and
  /// `preferences`, with no `format` of its own.
  static func looksLikeHabitica(_ value: JSONValue) -> Bool {
    guard case .object = value, value["format"] == nil, case .object? = value["tasks"],
      case .object? = value["preferences"]
    else { return false }
    return value["tasks"]?["dailys"] != nil || value["tasks"]?["habits"] != nil
  }

  static func read(_ value: JSONValue, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    var fields = FieldReader()
    let preferences = value["preferences"]
    let userDay = HabiticaUserDay(
      offsetMinutes: fields.optionalInteger(
        preferences?["timezoneOffset"], at: "preferences.timezoneOffset",
        IntegerRule(-1440...1440)) ?? 0,
      dayStartHour: fields.optionalInteger(
        preferences?["dayStart"], at: "preferences.dayStart", IntegerRule(0...23)) ?? 0)
    var habits: [Habit] = []
    var thinned = 0
    let dailies =
      fields.optionalArray(value["tasks"]?["dailys"], at: "tasks.dailys", expected: "an array")
      ?? []
    for (index, task) in dailies.enumerated() {
      let read = HabiticaDaily.read(
        task, at: FieldPath.join("tasks.dailys", index), sortOrder: habits.count,
        userDay: userDay, today: options.today, fields: &fields)
      thinned += read.thinned
      if let habit = read.habit { habits.append(habit) }
    }
    let taskHabits =
      fields.optionalArray(value["tasks"]?["habits"], at: "tasks.habits", expected: "an array")
      ?? []
    for (index, task) in taskHabits.enumerated() {
      let read = HabiticaHabit.read(
        task, at: FieldPath.join("tasks.habits", index), sortOrder: habits.count,
        userDay: userDay, today: options.today, fields: &fields)
      thinned += read.thinned
      habits += read.habits
    }
    if thinned > 0 {
      fields.warning(
        "",
        .thinnedEntries(count: thinned))
    }
    let problems = fields.issues.map { $0.problem(file: file, record: "") }
    if fields.hasErrors { throw ImportFailure(problems: problems) }
    let entries = habits.flatMap { $0.windows.flatMap(\.entries) }
    return ImportResult(
      history: History(settings: HistorySettings(timeZone: zone), habits: habits),
      format: format, warnings: problems,
      counts: [("habits", habits.count), ("entries", entries.count), (thinnedLabel, thinned)])
  }

  /// A history entry's `date` (milliseconds since 1970, or an ISO 8601 time
  /// stamp) as milliseconds within 1970…2100.
  static func milliseconds(_ value: JSONValue?, at path: String, fields: inout FieldReader)
    -> Double?
  {
    let latest = 4_133_980_799_000.0  // 2100-12-31T23:59:59Z
    switch value {
    case .integer(let whole)? where whole >= 0 && Double(whole) <= latest:
      return Double(whole)
    case .double(let number)? where number >= 0 && number <= latest:
      return number
    case .string(let text)?:
      if let stamp = ISOTimestamp.parse(text), stamp.seconds >= 0, stamp.seconds * 1000 <= latest {
        return stamp.seconds * 1000
      }
    default: break
    }
    fields.mismatch(
      value, at: path,
      expected: "milliseconds since 1970 (or an ISO 8601 time stamp) between 1970 and 2100")
    return nil
  }
}
