import Foundation
import HabitCore
import HabitJSON

/// Maps one Objectuve goal to a habit. Goals without a `recurrenceType` are
/// one-off goals, not habits: they are left out. Streak, XP and freeze-count
/// fields are ignored; density comes from the completions alone.
enum ObjectuveGoal {
  /// What became of one goal.
  enum Outcome {
    case habit(Habit)
    /// A goal without a recurrence: not a habit.
    case leftOut
    /// Errors were logged.
    case invalid
  }

  /// The longest `durationMinutes` accepted: a whole day.
  static let maximumMinutes = 1440

  static func read(
    _ goal: JSONValue, path: String, sortOrder: Int, clock: DayClock, today: LocalDate?,
    log: inout TrackerProblemLog
  ) -> Outcome {
    guard case .object = goal else {
      log.error(path, "expected a goal object, found \(goal.quoted)")
      return .invalid
    }
    let field = { (key: String) in ObjectuvePath.member(path, key) }
    let type: String
    switch goal["recurrenceType"] {
    case nil, .null?: return .leftOut
    case .string(let text)?: type = text
    case let other?:
      let list = ObjectuveRecurrence.types.joined(separator: ", ")
      log.error(field("recurrenceType"), "expected one of \(list), found \(other.quoted)")
      return .invalid
    }
    let errorsBefore = log.problems.count
    let id = publicId(goal["publicId"], path: field("publicId"), log: &log)
    let schedule = ObjectuveRecurrence.schedule(type: type, goal: goal, path: path, log: &log)
    let minutes = duration(goal["durationMinutes"], path: field("durationMinutes"), log: &log)
    let notes = optionalString(goal["description"], path: field("description"), log: &log)
    let created = createdAt(goal["createdAt"], path: field("createdAt"), clock: clock, log: &log)
    var archived = false
    for key in ["completed", "archived", "isArchived"] {
      archived = flag(goal[key], path: field(key), log: &log) || archived
    }
    var title = ""
    switch goal["name"] {
    case .string(let text)?: title = text
    case nil: log.error(field("name"), "expected the goal's name, found nothing")
    case let other?: log.error(field("name"), "expected the goal's name, found \(other.quoted)")
    }
    let target = minutes ?? 1
    let entries = ObjectuveCompletions.entries(
      goal["habitCompletions"], path: path, target: target, clock: clock, log: &log)
    guard log.problems[errorsBefore...].allSatisfy({ $0.severity == .warning }),
      let id, let schedule, let entries, let created
    else { return .invalid }
    if title.trimmingCharacters(in: .whitespaces).isEmpty {
      log.warning(field("name"), .untitledGoal(publicId: id))
      title = id
    }
    let firstEntry = entries.first?.date
    var start = created.date ?? firstEntry ?? today
    if let createdDay = created.date, let firstEntry, firstEntry < createdDay {
      log.warning(
        field("createdAt"),
        .completionBeforeCreated(first: firstEntry, created: createdDay))
      start = firstEntry
    }
    guard let start else {
      log.error(
        field("createdAt"),
        "expected a creation time stamp or a completion to date the goal's start, found neither "
          + "(pass today's date to start it today)")
      return .invalid
    }
    let window = Window(id: id + "-w", label: "", target: target, entries: entries)
    return .habit(
      Habit(
        id: id, title: title, notes: notes, kind: minutes == nil ? .binary : .timed,
        schedule: schedule, isArchived: archived, startDate: start, createdAt: created.moment,
        windows: [window], sortOrder: sortOrder))
  }

  private static func publicId(
    _ value: JSONValue?, path: String, log: inout TrackerProblemLog
  ) -> String? {
    switch value {
    case .string(let text)? where !text.isEmpty: return text
    case .integer(let number)?: return String(number)
    case nil: log.error(path, "expected the goal's publicId, found nothing")
    case let other?:
      log.error(path, "expected the goal's publicId (a non-empty string), found \(other.quoted)")
    }
    return nil
  }

  /// Minutes when the goal is timed (> 0), nil when it is binary; logs an
  /// error for a value that is not a whole number of minutes within a day.
  private static func duration(
    _ value: JSONValue?, path: String, log: inout TrackerProblemLog
  ) -> Int? {
    var minutes: Int
    switch value {
    case nil, .null?: return nil
    case .integer(let number)?: minutes = number
    case .double(let number)? where number.rounded() == number && abs(number) <= 1e9:
      minutes = Int(number)
    case let other?:
      log.error(path, "expected whole minutes from 0 to \(maximumMinutes), found \(other.quoted)")
      return nil
    }
    guard (0...maximumMinutes).contains(minutes) else {
      log.error(path, "expected whole minutes from 0 to \(maximumMinutes), found \(minutes)")
      return nil
    }
    return minutes > 0 ? minutes : nil
  }

  private static func optionalString(
    _ value: JSONValue?, path: String, log: inout TrackerProblemLog
  ) -> String? {
    switch value {
    case nil, .null?: return nil
    case .string(let text)?: return text.isEmpty ? nil : text
    case let other?:
      log.error(path, "expected text or null, found \(other.quoted)")
      return nil
    }
  }

  private static func flag(_ value: JSONValue?, path: String, log: inout TrackerProblemLog)
    -> Bool
  {
    switch value {
    case nil, .null?: return false
    case .bool(let flag)?: return flag
    case let other?:
      log.error(path, "expected true or false, found \(other.quoted)")
      return false
    }
  }

  /// The creation moment and its day; both nil when absent. Nil when invalid.
  private static func createdAt(
    _ value: JSONValue?, path: String, clock: DayClock, log: inout TrackerProblemLog
  ) -> (moment: Moment?, date: LocalDate?)? {
    let expected =
      "expected an ISO 8601 time stamp between 1970 and 2100, such as \"2025-01-31T08:00:00Z\""
    switch value {
    case nil, .null?:
      return (nil, nil)
    case .string(let text)?:
      switch ObjectuveTimeStamp(text) {
      case .instant(let seconds)?:
        let moment = clock.moment(secondsSince1970: seconds)
        return (moment, moment.date)
      case .date(let day)?, .floating(let day)?:
        return (nil, day)
      case nil:
        log.error(path, "\(expected), found \(JSONValue.string(text).quoted)")
        return nil
      }
    case let other?:
      log.error(path, "\(expected), found \(other.quoted)")
      return nil
    }
  }
}
