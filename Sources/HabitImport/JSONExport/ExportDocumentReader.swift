import HabitCore
import HabitJSON

/// The state of one export being read: the collected problems, the clock
/// that turns time stamps into days, and the ids seen so far. The top level
/// (settings, groups, sessions, engagement days) is here; habits, windows and
/// entries are in their own files.
struct ExportDocumentReader {
  /// The longest work session accepted, in seconds (two days).
  static let longestSession = 86_400 * 2

  var fields = FieldReader()
  var settings = HistorySettings()
  var clock: DayClock
  var habitIDs = IDRegistry(kind: "habit")
  var windowIDs = IDRegistry(kind: "window")
  var groupIDs = IDRegistry(kind: "group")
  var sessionIDs = IDRegistry(kind: "session")

  /// Reads the settings (so the clock is known before any time stamp).
  init(root: JSONObject, options: ImportOptions) {
    clock = DayClock(timeZone: "UTC")!
    settings = readSettings(root[RootMember.settings], options: options)
    clock = DayClock(timeZone: settings.timeZone, dayStartMinute: settings.dayStartMinute) ?? clock
  }

  /// A reader for records read apart from this one (on another thread): the
  /// same settings, clock and groups, no problems yet, and no ids of habits,
  /// windows or sessions (the windows' kept when `keepingWindows`, for
  /// sessions, which refer to them).
  func worker(keepingWindows: Bool) -> ExportDocumentReader {
    var worker = self
    worker.fields = FieldReader()
    worker.habitIDs = IDRegistry(kind: "habit")
    if !keepingWindows { worker.windowIDs = IDRegistry(kind: "window") }
    worker.sessionIDs = IDRegistry(kind: "session")
    return worker
  }

  private mutating func readSettings(_ value: JSONValue?, options: ImportOptions)
    -> HistorySettings
  {
    var result = HistorySettings(timeZone: options.fallbackTimeZone)
    if !FieldReader.isAbsent(value),
      let object = fields.object(value, at: "settings", expected: "a settings object")
    {
      if let zone = fields.optionalString(object["timeZone"], at: "settings.timeZone"),
        options.timeZone == nil
      {
        if DayClock(timeZone: zone) == nil {
          fields.error(
            "settings.timeZone",
            "expected a known IANA time zone such as \"Europe/London\", found \(JSONValue.string(zone).quoted)"
          )
        } else {
          result.timeZone = zone
        }
      }
      result.dayStartMinute =
        fields.optionalInteger(
          object["dayStartMinute"], at: "settings.dayStartMinute", IntegerRule(0...1439)) ?? 0
      result.firstWeekday =
        fields.optionalInteger(
          object["firstWeekday"], at: "settings.firstWeekday", IntegerRule(1...7))
        ?? 1
      if let locale = fields.optionalString(object["locale"], at: "settings.locale") {
        if locale.isEmpty {
          fields.error("settings.locale", "expected a language code such as \"en\", found \"\"")
        } else {
          result.locale = locale
        }
      }
    }
    if let zone = options.timeZone {
      if DayClock(timeZone: zone) == nil {
        fields.error("", "unknown time zone \"\(zone)\" given to --time-zone")
      } else {
        result.timeZone = zone
      }
    } else if result.timeZone == options.fallbackTimeZone,
      DayClock(timeZone: result.timeZone) == nil
    {
      fields.error("", "unknown fallback time zone \"\(result.timeZone)\"")
    }
    return result
  }

  /// Reads everything after the header into a history.
  mutating func history(_ root: JSONObject) -> History {
    var history = History(settings: settings)
    history.groups = groups(root[RootMember.groups])
    if let habitValues = fields.array(
      root[RootMember.habits], at: "habits", expected: "an array of habits")
    {
      for (index, value) in habitValues.enumerated() {
        if let habit = habit(value, at: FieldPath.join("habits", index), index: index) {
          history.habits.append(habit)
        }
      }
    }
    let sessionValues = fields.optionalArray(
      root[RootMember.workSessions], at: "workSessions", expected: "an array of work sessions")
    for (index, value) in (sessionValues ?? []).enumerated() {
      if let session = session(value, index: index) {
        history.sessions.append(session)
      }
    }
    history.engagementDays = engagementDays(root[RootMember.engagementDays])
    return history
  }

  /// The `groups` member (absent or null: none).
  mutating func groups(_ value: JSONValue?) -> [Group] {
    var result: [Group] = []
    let groupValues = fields.optionalArray(value, at: "groups", expected: "an array of groups")
    for (index, value) in (groupValues ?? []).enumerated() {
      if let group = group(value, at: FieldPath.join("groups", index), index: index) {
        result.append(group)
      }
    }
    return result
  }

  /// The `engagementDays` member (absent or null: none).
  mutating func engagementDays(_ value: JSONValue?) -> Set<LocalDate> {
    var result: Set<LocalDate> = []
    let dayValues = fields.optionalArray(
      value, at: "engagementDays", expected: "an array of dates")
    for (index, value) in (dayValues ?? []).enumerated() {
      if let day = fields.date(value, at: FieldPath.join("engagementDays", index)) {
        result.insert(day)
      }
    }
    return result
  }

  private mutating func group(_ value: JSONValue, at path: String, index: Int) -> Group? {
    guard let object = fields.object(value, at: path, expected: "a group object") else {
      return nil
    }
    let id = fields.string(object["id"], at: FieldPath.join(path, "id"))
    if let id { groupIDs.register(id, list: "groups", index: index, fields: &fields) }
    let title = fields.string(object["title"], at: FieldPath.join(path, "title"))
    let sortOrder = fields.optionalInteger(
      object["sortOrder"], at: FieldPath.join(path, "sortOrder"), Self.sortOrderRule)
    let isArchived = fields.bool(
      object["isArchived"], at: FieldPath.join(path, "isArchived"), default: false)
    guard let id, let title else { return nil }
    return Group(id: id, title: title, sortOrder: sortOrder ?? index, isArchived: isArchived)
  }

  /// Element `index` of `workSessions`.
  mutating func session(_ value: JSONValue, index: Int) -> WorkSession? {
    guard
      let object = fields.object(
        value, at: FieldPath.join("workSessions", index), expected: "a work session object")
    else { return nil }
    return session(RawSession(object), index: index)
  }

  /// Element `index` of `workSessions` as written, read by the export's
  /// rules (whichever way it was read): its window one of the habits'.
  mutating func session(_ raw: RawSession, index: Int) -> WorkSession? {
    // Paths are built only when a problem is reported.
    func at(_ key: String) -> String { FieldPath.join(FieldPath.join("workSessions", index), key) }
    let id = optionalID(raw.id, at: at("id"))
    if let id { sessionIDs.register(id, list: "workSessions", index: index, fields: &fields) }
    let windowId = fields.string(raw.windowId, at: at("windowId"))
    if let windowId, !windowIDs.contains(windowId) {
      fields.error(
        at("windowId"),
        "expected the id of a window of one of the habits, found \(JSONValue.string(windowId).quoted)"
      )
    }
    let date = raw.day ?? fields.date(raw.date, at: at("date"))
    let seconds = fields.integer(
      raw.seconds, at: at("seconds"),
      .atLeast(0, upTo: Self.longestSession))
    let outcome: SessionOutcome? = choice(raw.outcome, at: at("outcome"))
    guard let windowId, let date, let seconds, let outcome else { return nil }
    return WorkSession(id: id, windowId: windowId, date: date, seconds: seconds, outcome: outcome)
  }

  /// Position in a list: any integer within ±1,000,000.
  static let sortOrderRule = IntegerRule(-1_000_000...1_000_000)

  /// An optional id: nil when absent or null, an error when empty.
  mutating func optionalID(_ value: JSONValue?, at path: @autoclosure () -> String) -> String? {
    FieldReader.isAbsent(value) ? nil : fields.string(value, at: path())
  }

  /// A string naming one case of `Choice`.
  mutating func choice<Choice: RawRepresentable & CaseIterable>(
    _ value: JSONValue?, at path: @autoclosure () -> String
  )
    -> Choice? where Choice.RawValue == String
  {
    if case .string(let name) = value, let known = Choice(rawValue: name) { return known }
    fields.mismatch(
      value, at: path(), expected: FieldReader.choices(Choice.allCases.map(\.rawValue)))
    return nil
  }

  /// A required time stamp as a moment of the history's clock.
  mutating func moment(_ value: JSONValue?, at path: @autoclosure () -> String) -> Moment? {
    let expected = "an ISO 8601 time stamp such as \"2026-01-05T09:12:00Z\""
    guard case .string(let text) = value else {
      fields.mismatch(value, at: path(), expected: expected)
      return nil
    }
    guard let (seconds, writtenDate) = ISOTimestamp.parse(text) else {
      fields.error(path(), "expected \(expected), found \(JSONValue.string(text).quoted)")
      return nil
    }
    guard fields.checkRange(writtenDate, text: text, at: path()) != nil else { return nil }
    return clock.moment(secondsSince1970: seconds)
  }

  /// An optional time stamp: nil when absent or null.
  mutating func optionalMoment(_ value: JSONValue?, at path: @autoclosure () -> String)
    -> Moment?
  {
    FieldReader.isAbsent(value) ? nil : moment(value, at: path())
  }
}
