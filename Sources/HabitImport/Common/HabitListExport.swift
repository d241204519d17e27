import HabitCore
import HabitJSON

/// What one element of an export's `habits` list becomes: a habit, a habit
/// the app deleted (left out and counted), or an element whose errors the
/// field reader holds.
enum HabitListElement {
  case habit(Habit)
  case deleted
  case unreadable
}

/// The JSON exports that are an object with a `habits` list read element by
/// element in the history's time zone (Beaver's, Table Habit's): the list,
/// the errors, and the counts `check` prints. Each app's rules are in its
/// `readHabit`.
enum HabitListExport {
  /// The label of the count of deleted habits left out.
  static let deletedLabel = "deleted habits left out"

  static func read(
    _ value: JSONValue, file: String, options: ImportOptions, format: InputFormat,
    readHabit: (
      _ value: JSONValue, _ path: String, _ index: Int, _ today: LocalDate?,
      _ fields: inout FieldReader
    ) -> HabitListElement
  ) throws(ImportFailure) -> ImportResult {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard DayClock(timeZone: zone) != nil else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    var fields = FieldReader()
    let values = fields.array(value["habits"], at: "habits", expected: "an array of habits") ?? []
    var habits: [Habit] = []
    var deleted = 0
    for (index, value) in values.enumerated() {
      switch readHabit(value, FieldPath.join("habits", index), index, options.today, &fields) {
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
