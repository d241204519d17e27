import HabitCore
import HabitJSON

/// Reads Table Habit's (mhabit) JSON export: `{"habits": […], "groups":
/// […]}` with null fields left out (FORMATS.md). Days are epoch days
/// (days since 1970-01-01 of the local day), the frequency is JSON inside a
/// string, records are done (1) or skipped (2) with the day's amount, and a
/// habit to avoid (type 2) has an upper limit. Deleted habits (status 2) are
/// left out and counted.
enum TableHabitReader {
  /// The label of the count of deleted habits left out.
  static let deletedLabel = "deleted habits left out"

  /// An object whose `habits` list starts with a Table Habit habit (its
  /// `freq_type` or `daily_goal`), with no `format` of its own.
  static func looksLikeTableHabit(_ value: JSONValue) -> Bool {
    guard case .object = value, value["format"] == nil,
      case .array(let habits)? = value["habits"], let first = habits.first,
      case .object = first
    else { return false }
    return first["freq_type"] != nil || first["daily_goal"] != nil
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
      switch TableHabitHabit.read(
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

  /// An epoch day (days since 1970-01-01) between 1970 and 2100.
  static func day(_ value: JSONValue?, at path: String, fields: inout FieldReader) -> LocalDate? {
    let last = FieldReader.latestDate.dayNumber
    guard let number = fields.integer(value, at: path, IntegerRule(0...last)) else { return nil }
    return LocalDate(dayNumber: number)
  }
}
