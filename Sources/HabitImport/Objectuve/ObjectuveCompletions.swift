import HabitCore
import HabitJSON

/// Reads a goal's `habitCompletions` into entries: one per day, a completion
/// worth the window's whole target, a streak freeze a skipped day.
enum ObjectuveCompletions {
  /// The entries of `value` (missing or null → none), sorted by date. Two
  /// completions on one day keep one (a real completion wins over a freeze)
  /// with a warning.
  static func entries(
    _ value: JSONValue?, path: String, target: Int, clock: DayClock,
    log: inout TrackerProblemLog
  ) -> [Entry]? {
    let listPath = ObjectuvePath.member(path, "habitCompletions")
    let items: [JSONValue]
    switch value {
    case nil, .null?: return []
    case .array(let array)?: items = array
    case let other?:
      log.error(listPath, "expected a list of completions, found \(other.quoted)")
      return nil
    }
    var byDay: [LocalDate: (entry: Entry, path: String)] = [:]
    var valid = true
    for (index, item) in items.enumerated() {
      let itemPath = ObjectuvePath.element(listPath, index)
      guard let entry = self.entry(item, path: itemPath, target: target, clock: clock, log: &log)
      else {
        valid = false
        continue
      }
      if let kept = byDay[entry.date] {
        let replace = kept.entry.skipped && !entry.skipped
        log.warning(
          itemPath,
          .secondCompletion(day: entry.date, other: kept.path, keptThis: replace))
        if replace { byDay[entry.date] = (entry, itemPath) }
      } else {
        byDay[entry.date] = (entry, itemPath)
      }
    }
    guard valid else { return nil }
    return byDay.values.map(\.entry).sorted { $0.date < $1.date }
  }

  private static func entry(
    _ item: JSONValue, path: String, target: Int, clock: DayClock,
    log: inout TrackerProblemLog
  ) -> Entry? {
    guard case .object = item else {
      log.error(path, "expected a completion object, found \(item.quoted)")
      return nil
    }
    let datePath = ObjectuvePath.member(path, "completedDate")
    let expectedDate =
      "expected a date (YYYY-MM-DD) or an ISO 8601 time stamp between 1970 and 2100"
    var date: LocalDate?
    var completedAt: Moment?
    switch item["completedDate"] {
    case .string(let text)?:
      switch ObjectuveTimeStamp(text) {
      case .date(let day)?, .floating(let day)?:
        date = day
      case .instant(let seconds)?:
        completedAt = clock.moment(secondsSince1970: seconds)
        date = completedAt?.date
      case nil:
        log.error(datePath, "\(expectedDate), found \(JSONValue.string(text).quoted)")
      }
    case nil:
      log.error(datePath, "\(expectedDate), found nothing")
    case let other?:
      log.error(datePath, "\(expectedDate), found \(other.quoted)")
    }
    var frozen = false
    switch item["streakFreezeUsed"] {
    case nil, .null?: break
    case .bool(let value)?: frozen = value
    case let other?:
      log.error(
        ObjectuvePath.member(path, "streakFreezeUsed"),
        "expected true or false, found \(other.quoted)")
      return nil
    }
    guard let date else { return nil }
    return Entry(
      date: date, target: target, amount: frozen ? 0 : target,
      completedAt: frozen ? nil : completedAt, skipped: frozen)
  }
}
