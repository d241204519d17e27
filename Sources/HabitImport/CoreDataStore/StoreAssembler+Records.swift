import HabitCore
import HabitJSON

extension StoreAssembler {
  /// Entries grouped by window `Z_PK`, each list by date then `Z_PK`. A NULL target is
  /// marked -1 and replaced by the window's target by the caller.
  mutating func entries(kinds: [Int: HabitKind]) -> [Int: [Entry]] {
    var habitOfWindow: [Int: Int] = [:]
    for window in rows.windows { if let habit = window.habit { habitOfWindow[window.key] = habit } }
    let windowKeys = Set(rows.windows.map(\.key))
    for row in rows.entries where row.window.map({ !windowKeys.contains($0) }) == true {
      error(
        "ZHABITENTRY", row.key, "ZWINDOW",
        "names window Z_PK=\(row.window ?? 0), but ZHABITTIMEWINDOW has no such row")
    }
    var result: [Int: [(Int, Entry)]] = [:]
    // The rows leave the assembler here and are freed once read.
    do {
      let entryRows = rows.entries
      rows.entries = []
      for row in entryRows {
        guard let windowKey = row.window, let seconds = row.date else { continue }
        let date = floatingDate(seconds, "ZHABITENTRY", row.key)
        let kind = habitOfWindow[windowKey].flatMap { kinds[$0] } ?? .counted
        let target: Int?
        if row.target == nil {
          target = -1
        } else {
          target = check(row.target, Self.targetRule(kind), "ZHABITENTRY", row.key, "ZTARGET")
        }
        let amount = check(row.amount, .atLeast(0), "ZHABITENTRY", row.key, "ZAMOUNT")
        guard let target, let amount else { continue }
        let entry = Entry(
          id: row.id, date: date, target: target, amount: amount,
          completedAt: row.completedAt.map(clock.moment(secondsSince1970:)), skipped: row.skipped)
        result[windowKey, default: []].append((row.key, entry))
      }
    }
    // Sorted in place and moved out window by window, so a million entries
    // are never held twice over.
    var sorted: [Int: [Entry]] = [:]
    sorted.reserveCapacity(result.count)
    for key in Array(result.keys) {
      guard var list = result.removeValue(forKey: key) else { continue }
      list.sort { ($0.1.date, $0.0) < ($1.1.date, $1.0) }
      sorted[key] = list.map(\.1)
    }
    return sorted
  }

  /// One habit, or nil when a required value was unusable (already recorded).
  mutating func habit(
    _ row: StoreRows.Habit, kind: HabitKind?, windows: [Window], groupIDs: [Int: String]
  ) -> Habit? {
    let table = "ZHABIT"
    let schedule = self.schedule(row)
    let pauseResult = AppSchedule.pauses(data: row.pausesData)
    record(pauseResult.issues, row.key, column: "ZPAUSESDATA")
    var groupID: String?
    if let group = row.group {
      groupID = groupIDs[group]
      if groupID == nil, !rows.groups.contains(where: { $0.key == group }) {
        error(
          table, row.key, "ZGROUP", "names group Z_PK=\(group), but ZHABITGROUP has no such row")
      }
    }
    if windows.isEmpty, rows.windows.allSatisfy({ $0.habit != row.key }) {
      error(table, row.key, "", "has no window in ZHABITTIMEWINDOW: every habit needs at least one")
    }
    let createdAt = row.createdAt.map(clock.moment(secondsSince1970:))
    let start = row.startDate.map { clock.calendarDate(secondsSince1970: $0) } ?? createdAt?.date
    if start == nil, row.createdAt == nil, row.startDate == nil {
      error(
        table, row.key, "ZCREATEDAT",
        "expected a time stamp (or ZSTARTDATE) for the habit's start, found NULL")
    }
    guard let id = row.id, let title = row.title, let kind, let schedule,
      let pauses = pauseResult.value, let start, !windows.isEmpty
    else { return nil }
    return Habit(
      id: id, title: title, notes: row.notes, presetKey: row.presetKey, kind: kind,
      schedule: schedule, pauses: pauses, isArchived: row.isArchived,
      archivedAt: row.archivedAt.map { clock.date(secondsSince1970: $0) }, startDate: start,
      createdAt: createdAt, groupId: groupID, windows: windows, unit: row.unit,
      colour: row.colour, sortOrder: row.sortOrder)
  }

  /// The schedule: `ZSCHEDULEDATA` (the export's `schedule` object) when set, else the
  /// app's three fields.
  private mutating func schedule(_ row: StoreRows.Habit) -> Schedule? {
    if let data = row.scheduleData {
      do {
        let value = try JSONParser.parse(data)
        let result = AppSchedule.schedule(extension: value)
        record(result.issues, row.key, column: "ZSCHEDULEDATA")
        return result.value
      } catch {
        self.error(
          "ZHABIT", row.key, "ZSCHEDULEDATA",
          "expected a JSON schedule object, found text that is not JSON (\(error.description))")
        return nil
      }
    }
    let result = AppSchedule.schedule(
      frequency: row.frequency, scheduledDays: row.scheduledDays, targetPerWeek: row.targetPerWeek)
    record(result.issues, row.key, column: nil)
    return result.value
  }

  /// Adds field issues of a `ZHABIT` row. Issues of the app fields name their field
  /// (`frequency` → `ZFREQUENCY`); issues inside a JSON column keep their path after it.
  private mutating func record(_ issues: [FieldIssue], _ key: Int, column: String?) {
    for issue in issues {
      let location: String
      if let column {
        location = "ZHABIT Z_PK=\(key) \(column)" + (issue.path.isEmpty ? "" : " at \(issue.path)")
      } else {
        let field = issue.path.split(separator: ".").first.map(String.init) ?? issue.path
        location = "ZHABIT Z_PK=\(key) Z\(field.uppercased())"
      }
      problems.append(
        ImportProblem(
          severity: issue.severity, file: file, location: location, text: issue.text))
    }
  }

  /// Work sessions by date then `Z_PK`; a session naming no window is an error.
  mutating func sessions(windowIDs: [Int: String]) -> [WorkSession] {
    var result: [(Int, WorkSession)] = []
    for row in rows.sessions {
      guard let windowKey = row.window, let seconds = row.date else { continue }
      let date = floatingDate(seconds, "ZWORKSESSION", row.key)
      guard let windowID = windowIDs[windowKey] else {
        if !rows.windows.contains(where: { $0.key == windowKey }) {
          error(
            "ZWORKSESSION", row.key, "ZWINDOW",
            "names window Z_PK=\(windowKey), but ZHABITTIMEWINDOW has no such row")
        }
        continue
      }
      var outcome: SessionOutcome?
      if let text = row.outcome {
        outcome = SessionOutcome(rawValue: text)
        if outcome == nil {
          let names = SessionOutcome.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
          error("ZWORKSESSION", row.key, "ZOUTCOME", "expected one of \(names), found \"\(text)\"")
        }
      }
      let length = check(
        row.seconds, .atLeast(0, upTo: 86_400), "ZWORKSESSION", row.key, "ZSECONDS")
      guard let outcome, let length else { continue }
      result.append(
        (
          row.key,
          WorkSession(id: row.id, windowId: windowID, date: date, seconds: length, outcome: outcome)
        ))
    }
    return result.sorted { ($0.1.date, $0.0) < ($1.1.date, $1.0) }.map(\.1)
  }
}
