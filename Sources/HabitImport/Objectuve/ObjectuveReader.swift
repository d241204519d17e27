import HabitCore
import HabitJSON

/// Reads an Objectuve goals export: a GraphQL response
/// `{"data": {"goals": [ … ]}}` or a bare list of goals. Goals with a
/// `recurrenceType` become habits (one window each, id `<publicId>-w`);
/// the others are counted and left out.
public enum ObjectuveReader {
  /// The label of the count of goals that are not habits.
  public static let leftOutLabel = "goals left out (no recurrence)"

  /// True when `value` has the shape of an Objectuve export: an object whose
  /// `data.goals` is a list, or a non-empty list whose first element is an
  /// object with a `publicId` and a goal field (`habitCompletions`,
  /// `recurrenceType`, `name`). A document that names its own `format`, or
  /// holds `habits`, is never taken for one: it is read as what it says it
  /// is, whatever other members it has.
  public static func looksLikeObjectuve(_ value: JSONValue) -> Bool {
    switch value {
    case .object:
      if value["format"] != nil || value["habits"] != nil { return false }
      if case .array? = value["data"]?["goals"] { return true }
      return false
    case .array(let items):
      guard let first = items.first, case .object = first, first["publicId"] != nil else {
        return false
      }
      return ["habitCompletions", "recurrenceType", "name"].contains { first[$0] != nil }
    default:
      return false
    }
  }

  /// The history held by `value`. `file` names the input in messages; the
  /// history's zone is `options.timeZone`, else `options.fallbackTimeZone`.
  /// Throws every error found, with its JSON path.
  static func read(
    _ value: JSONValue, file: String, options: ImportOptions
  ) throws(ImportFailure) -> ImportResult {
    var log = TrackerProblemLog(file: file)
    let zone = options.timeZone ?? options.fallbackTimeZone
    guard let clock = DayClock(timeZone: zone) else {
      throw ImportFailure(.error(file, "", "expected a known IANA time zone, found \"\(zone)\""))
    }
    let (goals, path) = try goalList(value, file: file)
    var habits: [Habit] = []
    var leftOut = 0
    var seen: [String: String] = [:]
    for (index, goal) in goals.enumerated() {
      let goalPath = ObjectuvePath.element(path, index)
      switch ObjectuveGoal.read(
        goal, path: goalPath, sortOrder: habits.count, clock: clock, today: options.today,
        log: &log)
      {
      case .habit(let habit):
        if let other = seen[habit.id] {
          log.error(
            ObjectuvePath.member(goalPath, "publicId"),
            "expected a publicId used once, found \"\(habit.id)\" again (first at \(other))")
        } else {
          seen[habit.id] = goalPath
          habits.append(habit)
        }
      case .leftOut: leftOut += 1
      case .invalid: break
      }
    }
    if log.hasErrors { throw log.failure }
    let entries = habits.flatMap { $0.windows.flatMap(\.entries) }
    let history = History(settings: HistorySettings(timeZone: zone), habits: habits)
    return ImportResult(
      history: history, format: .objectuve, warnings: log.warnings,
      counts: [
        ("habits", habits.count),
        ("entries", entries.count),
        ("skipped entries", entries.filter(\.skipped).count),
        (leftOutLabel, leftOut),
      ])
  }

  /// The goals and the JSON path they were found at (`data.goals`, or the
  /// empty path for a bare list).
  private static func goalList(
    _ value: JSONValue, file: String
  ) throws(ImportFailure) -> ([JSONValue], String) {
    if case .array(let goals) = value { return (goals, "") }
    if case .array(let goals)? = value["data"]?["goals"] { return (goals, "data.goals") }
    if case .array(let errors)? = value["errors"], let first = errors.first {
      let message = first["message"].map { $0.quoted } ?? first.quoted
      throw ImportFailure(
        .error(file, "errors[0]", "the export is a failed GraphQL response: \(message)"))
    }
    let found =
      value["data"] == nil
      ? value.typeDescription : "data.goals " + (value["data"]?["goals"]?.quoted ?? "missing")
    throw ImportFailure(
      .error(
        file, "",
        "expected an Objectuve goals export ({\"data\": {\"goals\": [ … ]}} or a list of goals), "
          + "found \(found)"))
  }
}
