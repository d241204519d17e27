import HabitCore
import HabitJSON

/// Reads Beaver Habit Tracker's JSON export: `{"user_email", "exported_at",
/// "habits": [{"name", "id", "records", "status", "period", …}]}`
/// (FORMATS.md). A record's note can end with tags: `#skip` is a skip
/// (stored done), `#_50%` a partial day; the habit's `period` is "k times
/// in n days, weeks, months or years". Habits deleted (`soft_delete`) are
/// left out and counted.
enum BeaverReader {
  /// The label of the count of deleted habits left out.
  static let deletedLabel = "deleted habits left out"

  /// An object with a `habits` list and Beaver's `user_email` or
  /// `exported_at`, with no `format` of its own.
  static func looksLikeBeaver(_ value: JSONValue) -> Bool {
    guard case .object = value, value["format"] == nil, case .array? = value["habits"] else {
      return false
    }
    return value["user_email"] != nil || value["exported_at"] != nil
  }

  static func read(_ value: JSONValue, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    var fields = FieldReader()
    let values = fields.array(value["habits"], at: "habits", expected: "an array of habits") ?? []
    var habits: [Habit] = []
    var deleted = 0
    for (index, value) in values.enumerated() {
      switch BeaverHabit.read(
        value, at: FieldPath.join("habits", index), index: index, today: options.today,
        fields: &fields)
      {
      case .habit(let habit): habits.append(habit)
      case .deleted: deleted += 1
      case .unreadable: break
      }
    }
    let problems = fields.issues.map { $0.problem(file: file, record: "") }
    if fields.hasErrors { throw ImportFailure(problems: problems) }
    let entries = habits.flatMap { $0.windows.flatMap(\.entries) }
    return ImportResult(
      history: History(settings: HistorySettings(timeZone: zone), habits: habits),
      format: format, warnings: problems,
      counts: [
        ("habits", habits.count), ("entries", entries.count),
        ("skipped entries", entries.filter(\.skipped).count), (deletedLabel, deleted),
      ])
  }
}
