import HabitCore

/// Turns ``StoreRows`` into a `History`: resolves `Z_PK` relations, converts time
/// stamps through the ``DayClock`` (instants) or the zone alone (floating dates), maps
/// schedules and pauses through ``AppSchedule`` and applies the same value rules as the
/// JSON reader. Every problem is collected so one run lists them all.
struct StoreAssembler {
  let file: String
  /// The rows as read; `entries` empties its entry rows once they are
  /// entries, so a large store is not held twice.
  var rows: StoreRows
  let clock: DayClock
  var problems: [ImportProblem] = []
  /// Floating dates (entry and session `ZDATE`) not at local midnight: count and first.
  var offMidnight = (count: 0, total: 0, first: "")

  init(file: String, rows: StoreRows, clock: DayClock) {
    self.file = file
    self.rows = rows
    self.clock = clock
    problems = rows.problems
  }

  mutating func error(_ table: String, _ key: Int, _ column: String, _ message: String) {
    problems.append(.error(file, "\(table) Z_PK=\(key) \(column)", message))
  }

  /// Checks `value` against `rule`, recording an error naming the row and column.
  mutating func check(
    _ value: Int?, _ rule: IntegerRule, _ table: String, _ key: Int, _ column: String
  ) -> Int? {
    guard let value else { return nil }
    guard rule.range.contains(value) else {
      error(table, key, column, "expected \(rule.expectation(for: value)), found \(value)")
      return nil
    }
    return value
  }

  /// The calendar date of a floating date saved as local midnight, noting stamps that
  /// are not at midnight in the configured zone.
  mutating func floatingDate(_ seconds: Double, _ table: String, _ key: Int) -> LocalDate {
    let date = clock.calendarDate(secondsSince1970: seconds)
    offMidnight.total += 1
    if abs(clock.midnight(of: date) - seconds) > 0.001 {
      if offMidnight.count == 0 { offMidnight.first = "\(table) Z_PK=\(key) ZDATE" }
      offMidnight.count += 1
    }
    return date
  }

  /// The one warning for floating dates off local midnight, if any.
  var midnightWarning: ImportProblem? {
    guard offMidnight.count > 0 else { return nil }
    return .warning(
      file, offMidnight.first,
      .offMidnight(
        count: offMidnight.count, total: offMidnight.total, zone: clock.timeZone.identifier))
  }

  /// Builds the history, or nil when an error was recorded.
  mutating func history(settings: HistorySettings) -> History {
    var groupIDs: [Int: String] = [:]
    var groups: [(Int, Int, Group)] = []
    for row in rows.groups {
      guard let id = row.id, let title = row.title else { continue }
      groupIDs[row.key] = id
      groups.append(
        (
          row.sortOrder, row.key,
          Group(id: id, title: title, sortOrder: row.sortOrder, isArchived: row.isArchived)
        ))
    }

    let kinds = habitKinds()
    var windowsByHabit: [Int: [(Int, Int, Window)]] = [:]
    var windowIDs: [Int: String] = [:]
    var windowKinds: [Int: HabitKind] = [:]
    var entriesByWindow = entries(kinds: kinds)
    for row in rows.windows {
      guard let habitKey = row.habit else { continue }
      guard let kind = kinds[habitKey] else {
        if !rows.habits.contains(where: { $0.key == habitKey }) {
          error(
            "ZHABITTIMEWINDOW", row.key, "ZHABIT",
            "names habit Z_PK=\(habitKey), but ZHABIT has no such row")
        }
        continue
      }
      guard let id = row.id,
        let target = check(
          row.target, Self.targetRule(kind), "ZHABITTIMEWINDOW", row.key, "ZTARGET")
      else { continue }
      let start =
        check(row.startMinute, IntegerRule(0...1439), "ZHABITTIMEWINDOW", row.key, "ZSTARTMINUTE")
        ?? 0
      let end =
        check(row.endMinute, IntegerRule(0...1439), "ZHABITTIMEWINDOW", row.key, "ZENDMINUTE")
        ?? 1439
      let effort = check(
        row.effortMinutes, .atLeast(0, upTo: 1440), "ZHABITTIMEWINDOW", row.key, "ZEFFORTMINUTES")
      let reminder = check(
        row.reminderMinute, IntegerRule(0...1439), "ZHABITTIMEWINDOW", row.key, "ZREMINDERMINUTE")
      windowIDs[row.key] = id
      windowKinds[row.key] = kind
      // Taken out of the dictionary, so the targets are set in place.
      var entries = entriesByWindow.removeValue(forKey: row.key) ?? []
      for index in entries.indices where entries[index].target < 0 {
        entries[index].target = target  // NULL snapshot: the window's target
      }
      let window = Window(
        id: id, label: row.label, startMinute: start, endMinute: end, target: target,
        effortMinutes: effort, reminderMinute: reminder, entries: entries)
      windowsByHabit[habitKey, default: []].append((row.sortOrder, row.key, window))
    }

    var habits: [(Int, Int, Habit)] = []
    for row in rows.habits {
      let windows = (windowsByHabit[row.key] ?? []).sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2)
      if let habit = habit(row, kind: kinds[row.key], windows: windows, groupIDs: groupIDs) {
        habits.append((row.sortOrder, row.key, habit))
      }
    }
    let sessions = self.sessions(windowIDs: windowIDs)
    let engagement = Set(rows.engagementInstants.map { clock.date(secondsSince1970: $0) })
    return History(
      settings: settings,
      groups: groups.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2),
      habits: habits.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.2),
      sessions: sessions, engagementDays: engagement)
  }

  /// Targets: at least 1 for binary, counted and timed habits; an avoid habit's
  /// allowance may be 0.
  static func targetRule(_ kind: HabitKind) -> IntegerRule {
    // Made once a kind, not once an entry (the words were interpolated
    // afresh for each of a store's entries).
    switch kind {
    case .binary: binaryTarget
    case .counted: countedTarget
    case .timed: timedTarget
    case .avoid: avoidTarget
    }
  }

  private static func makeTargetRule(_ kind: HabitKind) -> IntegerRule {
    kind == .avoid
      ? .atLeast(0, for: "(the allowance of slips) for an avoid habit")
      : .atLeast(1, for: "for a \(kind.rawValue) habit")
  }

  private static let binaryTarget = makeTargetRule(.binary)
  private static let countedTarget = makeTargetRule(.counted)
  private static let timedTarget = makeTargetRule(.timed)
  private static let avoidTarget = makeTargetRule(.avoid)

  private mutating func habitKinds() -> [Int: HabitKind] {
    var kinds: [Int: HabitKind] = [:]
    for row in rows.habits {
      guard let text = row.kind else { continue }
      guard let kind = HabitKind(rawValue: text) else {
        let names = HabitKind.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
        error("ZHABIT", row.key, "ZKIND", "expected one of \(names), found \"\(text)\"")
        continue
      }
      kinds[row.key] = kind
    }
    return kinds
  }
}
