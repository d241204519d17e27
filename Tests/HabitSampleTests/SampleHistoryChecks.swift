import HabitCore

@testable import HabitSample

/// Invariants every sample history must keep, as readable problems (empty
/// when all hold), shared by the example and the generator tests.
enum SampleHistoryChecks {
  /// Every id in the history (habits, windows, groups, entries, sessions).
  static func ids(_ history: History) -> [String] {
    var ids = history.groups.map(\.id) + history.sessions.compactMap(\.id)
    for habit in history.habits {
      ids.append(habit.id)
      for window in habit.windows {
        ids.append(window.id)
        ids.append(contentsOf: window.entries.compactMap(\.id))
      }
    }
    return ids
  }

  /// True for an uppercase canonical version-4 UUID.
  static func isUUID(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 36, bytes[14] == UInt8(ascii: "4") else { return false }
    for (index, byte) in bytes.enumerated() {
      if [8, 13, 18, 23].contains(index) {
        guard byte == UInt8(ascii: "-") else { return false }
      } else {
        let isDigit = (48...57).contains(byte)
        let isUpperHex = (65...70).contains(byte)
        guard isDigit || isUpperHex else { return false }
      }
    }
    return true
  }

  /// Dates, spans, pauses, sessions and ids that a real app could have
  /// stored.
  static func problems(_ history: History, today: LocalDate) -> [String] {
    var problems = [String]()
    let ids = ids(history)
    if Set(ids).count != ids.count { problems.append("ids are not unique") }
    if let bad = ids.first(where: { !isUUID($0) }) { problems.append("not a UUID: \(bad)") }
    var entryMinutes = [String: [LocalDate: Int]]()
    var timedWindows = Set<String>()
    for habit in history.habits {
      let end = habit.archivedAt ?? today
      if habit.startDate > today { problems.append("\(habit.title) starts after today") }
      if habit.createdAt?.date != habit.startDate {
        problems.append("\(habit.title): createdAt is not on the start date")
      }
      if habit.windows.isEmpty { problems.append("\(habit.title) has no window") }
      for window in habit.windows {
        if window.entries.map(\.date) != window.entries.map(\.date).sorted() {
          problems.append("\(habit.title): entries out of date order")
        }
        if habit.kind == .timed { timedWindows.insert(window.id) }
        for entry in window.entries {
          let place = "\(habit.title) \(entry.date)"
          if entry.date < habit.startDate { problems.append("\(place): before the start") }
          if entry.date > end { problems.append("\(place): after today or archivedAt") }
          if habit.pauses.contains(where: { $0.contains(entry.date) }) {
            problems.append("\(place): inside a pause")
          }
          if entry.amount < 0 || entry.target < 0 { problems.append("\(place): negative") }
          if let completed = entry.completedAt, completed.date != entry.date {
            problems.append("\(place): completedAt on \(completed.date)")
          }
          if habit.kind == .timed && entry.amount > 0 {
            entryMinutes[window.id, default: [:]][entry.date, default: 0] = entry.amount
          }
        }
      }
    }
    var sessionSeconds = [String: [LocalDate: Int]]()
    for session in history.sessions {
      guard timedWindows.contains(session.windowId) else {
        problems.append("session \(session.id ?? "") on no timed window")
        continue
      }
      sessionSeconds[session.windowId, default: [:]][session.date, default: 0] += session.seconds
    }
    for (window, days) in entryMinutes {
      for (date, minutes) in days {
        let seconds = sessionSeconds[window]?[date] ?? 0
        let rounded = Int((Double(seconds) / 60).rounded())
        if rounded != minutes {
          problems.append("window \(window) \(date): \(minutes) min but sessions \(seconds) s")
        }
      }
    }
    for (window, days) in sessionSeconds {
      for date in days.keys where entryMinutes[window]?[date] == nil {
        problems.append("window \(window) \(date): sessions without an entry")
      }
    }
    return problems
  }

  /// The schedule's family, for "every schedule is present" checks.
  static func family(_ schedule: Schedule) -> String {
    switch schedule {
    case .days(let weekdays, let everyWeeks):
      if everyWeeks > 1 { return "everyWeeks" }
      if weekdays == .all { return "daily" }
      if weekdays == .mondayToFriday { return "weekdays" }
      return "custom days"
    case .perWeek: return "perWeek"
    case .perMonth: return "perMonth"
    case .interval(_, let unit): return "interval \(unit.rawValue)"
    case .afterLast: return "afterLast"
    // Another app's frequency: the app's own sample never makes one.
    case .rolling: return "rolling"
    case .total(.week): return "total week"
    case .total(.month): return "total month"
    case .total(.days): return "total days"
    }
  }

  static let allFamilies: Set<String> = [
    "daily", "weekdays", "custom days", "everyWeeks", "perWeek", "perMonth", "interval day",
    "interval week", "interval month", "afterLast",
  ]

  /// The totals the pool holds after its first twelve habits: a history of
  /// 29 or more has them all.
  static let totalFamilies: Set<String> = ["total week", "total month"]
}
