import HabitCore
import HabitJSON

/// Reads HabitKit's JSON export (`habitkit_export.json`): `habits`,
/// `completions` and the goal `intervals` (FORMATS.md). A completion's local
/// day is its UTC `date` moved by its `timezoneOffsetInMinutes`; the rows of
/// one local day add up, and a row of 0 is a tap taken back (nothing done).
/// The goal's intervals are the target's history: each day's entry carries
/// the day's target in force. An `isInverse` habit is a habit to avoid, each
/// completion a slip. What the model cannot hold (a weekly or monthly sum
/// of completions) is a `check` warning naming the habit.
enum HabitKitReader {
  /// An object with `habits`, `completions` and `intervals` arrays and no
  /// `format` of its own.
  static func looksLikeHabitKit(_ value: JSONValue) -> Bool {
    guard case .object = value, value["format"] == nil else { return false }
    return ["habits", "completions", "intervals"].allSatisfy {
      if case .array? = value[$0] { true } else { false }
    }
  }

  static func read(_ value: JSONValue, file: String, options: ImportOptions)
    throws(ImportFailure) -> ImportResult
  {
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard let clock = DayClock(timeZone: zone) else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    var fields = FieldReader()
    let habitValues = fields.array(value["habits"], at: "habits", expected: "an array") ?? []
    let intervals = fields.array(value["intervals"], at: "intervals", expected: "an array") ?? []
    let completions =
      fields.array(value["completions"], at: "completions", expected: "an array") ?? []
    let goals = HabitKitGoal.goals(intervals, clock: clock, fields: &fields)
    let days = HabitKitDays.read(completions, fields: &fields)
    var habits: [Habit] = []
    for (index, value) in habitValues.enumerated() {
      if let habit = HabitKitHabit.read(
        value, at: FieldPath.join("habits", index), index: index, goals: goals, days: days,
        clock: clock, today: options.today, fields: &fields)
      {
        habits.append(habit)
      }
    }
    let problems = fields.issues.map { $0.problem(file: file, record: "") }
    if fields.hasErrors { throw ImportFailure(problems: problems) }
    habits.sort { ($0.sortOrder, $0.title) < ($1.sortOrder, $1.title) }
    let entries = habits.flatMap { $0.windows.flatMap(\.entries) }
    return ImportResult(
      history: History(settings: HistorySettings(timeZone: zone), habits: habits),
      format: format, warnings: problems,
      counts: [
        ("habits", habits.count), ("entries", entries.count),
        ("completion rows", days.rows), ("rows of 0 (taps taken back)", days.takenBack),
      ])
  }

  /// A date or an ISO 8601 time stamp as the local day (in the history's
  /// zone) it falls on, between 1970 and 2100.
  static func day(
    _ value: JSONValue?, at path: String, clock: DayClock, fields: inout FieldReader
  ) -> LocalDate? {
    if case .string(let text) = value, let stamp = ISOTimestamp.parse(text) {
      return fields.checkRange(clock.date(secondsSince1970: stamp.seconds), text: text, at: path)
    }
    return fields.date(value, at: path)
  }
}
