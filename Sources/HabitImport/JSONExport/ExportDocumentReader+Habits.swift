import HabitCore
import HabitJSON

extension ExportDocumentReader {
  /// One element of `habits`; `scanned`, by window position, the entries
  /// read on the fast path (see `window`).
  mutating func habit(
    _ value: JSONValue, at path: String, index: Int, scanned: [[RawEntry]?] = []
  ) -> Habit? {
    guard let found = fields.object(value, at: path, expected: "a habit object") else {
      return nil
    }
    let object = ExportRecord<HabitMember>(found)
    func at(_ key: HabitMember) -> String { FieldPath.join(path, key.rawValue) }
    let id = fields.string(object[.id], at: at(.id))
    if let id { habitIDs.register(id, list: "habits", index: index, fields: &fields) }
    let title = fields.string(object[.title], at: at(.title))
    let notes = fields.optionalString(object[.notes], at: at(.notes))
    let presetKey = fields.optionalString(object[.presetKey], at: at(.presetKey))
    let kind: HabitKind? = choice(object[.kind], at: at(.kind))
    let schedule = schedule(object, at: path)
    let pauses = pauses(object, at: path)
    let isArchived = fields.bool(object[.isArchived], at: at(.isArchived), default: false)
    let archivedAt = archivedDate(object[.archivedAt], at: at(.archivedAt))
    let createdAt = optionalMoment(object[.createdAt], at: at(.createdAt))
    let explicitStart = fields.optionalDate(object[.startDate], at: at(.startDate))
    if FieldReader.isAbsent(object[.createdAt]), FieldReader.isAbsent(object[.startDate]) {
      fields.error(
        at(.createdAt),
        "missing, expected an ISO 8601 time stamp such as \"2026-01-05T09:12:00Z\" (or a startDate)"
      )
    }
    let groupId = self.groupId(object[.groupId], at: at(.groupId))
    let unit = fields.optionalString(object[.unit], at: at(.unit))
    let colour = fields.optionalString(object[.colour], at: at(.colour))
    let sortOrder = fields.optionalInteger(
      object[.sortOrder], at: at(.sortOrder), Self.sortOrderRule)
    let decimals = fields.optionalInteger(
      object[.decimals], at: at(.decimals), IntegerRule(0...3))
    var windows: [Window] = []
    if let values = fields.array(
      object[.windows], at: at(.windows), expected: "an array of at least one window")
    {
      if values.isEmpty {
        fields.error(at(.windows), "expected at least one window, found an empty array")
      }
      let tooMany = values.count > ImportLimits.windowsPerHabit
      if tooMany {
        fields.error(
          at(.windows),
          "expected at most \(ImportLimits.windowsPerHabit) windows a habit (the app allows 4), "
            + "found \(values.count)")
      }
      let list = at(.windows)
      for (position, value) in values.enumerated() where !tooMany {
        let entries = position < scanned.count ? scanned[position] : nil
        if let window = window(value, in: list, index: position, kind: kind, scanned: entries) {
          windows.append(window)
        }
      }
    }
    guard let id, let title, let kind, let schedule, let pauses,
      let startDate = explicitStart ?? createdAt?.date
    else { return nil }
    return Habit(
      id: id, title: title, notes: notes, presetKey: presetKey, kind: kind, schedule: schedule,
      pauses: pauses, isArchived: isArchived, archivedAt: archivedAt, startDate: startDate,
      createdAt: createdAt, groupId: groupId, windows: windows, unit: unit, colour: colour,
      sortOrder: sortOrder ?? index, decimals: decimals ?? 0)
  }

  /// The `schedule` extension when present, else the app's three fields.
  private mutating func schedule(_ object: ExportRecord<HabitMember>, at path: String) -> Schedule?
  {
    let result: FieldResult<Schedule>
    if let value = object[.schedule], value != .null {
      result = AppSchedule.schedule(extension: value)
    } else {
      let frequency = fields.optionalString(
        object[.frequency], at: FieldPath.join(path, "frequency"))
      let days = fields.optionalString(
        object[.scheduledDays], at: FieldPath.join(path, "scheduledDays"))
      let perWeek = fields.optionalInteger(
        object[.targetPerWeek], at: FieldPath.join(path, "targetPerWeek"), IntegerRule(0...7))
      result = AppSchedule.schedule(
        frequency: frequency, scheduledDays: days, targetPerWeek: perWeek)
    }
    fields.append(result.issues, under: path)
    return result.value
  }

  /// The `pauses` array when present, else the `pausesData` string.
  private mutating func pauses(_ object: ExportRecord<HabitMember>, at path: String) -> [Pause]? {
    let result: FieldResult<[Pause]>
    if let value = object[.pauses], value != .null {
      result = AppSchedule.pauses(array: value)
    } else {
      let data = fields.optionalString(object[.pausesData], at: FieldPath.join(path, "pausesData"))
      result = AppSchedule.pauses(data: data)
    }
    fields.append(result.issues, under: path)
    return result.value
  }

  /// `archivedAt` as a date or as a time stamp (its logical day).
  private mutating func archivedDate(_ value: JSONValue?, at path: String) -> LocalDate? {
    if case .string(let text) = value, FieldReader.hasDateShape(text) {
      return fields.date(text: text, at: path)
    }
    guard case .string(let text) = value, text.utf8.count > 10 else {
      if !FieldReader.isAbsent(value) {
        fields.mismatch(value, at: path, expected: "a date as YYYY-MM-DD or an ISO 8601 time stamp")
      }
      return nil
    }
    return moment(value, at: path)?.date
  }

  /// `groupId`: nil when absent, null or empty; an error when it names no
  /// group.
  private mutating func groupId(_ value: JSONValue?, at path: String) -> String? {
    guard let id = fields.optionalString(value, at: path), !id.isEmpty else { return nil }
    if !groupIDs.contains(id) {
      fields.error(
        path, "expected the id of one of the groups, found \(JSONValue.string(id).quoted)")
    }
    return id
  }
}
