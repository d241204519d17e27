import HabitCore
import HabitJSON

/// Writes a `History` as the app's JSON export (DESIGN.md §4), the format
/// `JSONExportReader` reads: pretty, members in a fixed order, habits,
/// windows and groups in model order and entries by date, so the same
/// history always gives the same bytes. The app's schedule fields are used
/// where they express the schedule, the `schedule` extension otherwise;
/// `startDate` is always written so reading it back gives the same history.
public enum JSONExportWriter {
  /// The export text, ending in a newline. `exportedAt` is written as given
  /// (an ISO 8601 time stamp; the caller owns the clock).
  public static func encode(_ history: History, exportedAt: String) -> String {
    let settings = history.settings
    let root: JSONValue = [
      "format": .string(JSONExportReader.formatName),
      "version": .integer(JSONExportReader.version),
      "exportedAt": .string(exportedAt),
      "settings": [
        "timeZone": .string(settings.timeZone),
        "dayStartMinute": .integer(settings.dayStartMinute),
        "firstWeekday": .integer(settings.firstWeekday),
        "locale": .string(settings.locale),
      ],
      "groups": .array(history.groups.map(group)),
      "habits": .array(history.habits.map(habit)),
      "workSessions": .array(history.sessions.map(session)),
      "engagementDays": .array(history.engagementDays.sorted().map { .string($0.isoString) }),
    ]
    return JSONWriter(pretty: true).string(root)
  }

  private static func group(_ group: Group) -> JSONValue {
    [
      "id": .string(group.id), "title": .string(group.title),
      "sortOrder": .integer(group.sortOrder), "isArchived": .bool(group.isArchived),
    ]
  }

  private static func habit(_ habit: Habit) -> JSONValue {
    let fields = AppSchedule.fields(for: habit.schedule)
    var object = JSONObject([
      ("id", .string(habit.id)),
      ("title", .string(habit.title)),
      ("notes", optional(habit.notes)),
      ("presetKey", optional(habit.presetKey)),
      ("kind", .string(habit.kind.rawValue)),
      ("frequency", .string(fields.frequency)),
      ("scheduledDays", .string(fields.scheduledDays)),
      ("targetPerWeek", .integer(fields.targetPerWeek)),
    ])
    if let extensionObject = fields.extensionObject { object["schedule"] = extensionObject }
    let members: [(String, JSONValue)] = [
      ("pausesData", .string(AppSchedule.pausesData(habit.pauses))),
      ("isArchived", .bool(habit.isArchived)),
      ("archivedAt", optional(habit.archivedAt?.isoString)),
      ("createdAt", optional(habit.createdAt.map { ISOTimestamp.format($0.secondsSince1970) })),
      ("startDate", .string(habit.startDate.isoString)),
      ("groupId", optional(habit.groupId)),
      ("unit", optional(habit.unit)),
      ("colour", optional(habit.colour)),
      ("sortOrder", .integer(habit.sortOrder)),
      ("windows", .array(habit.windows.map(window))),
    ]
    for (key, value) in members { object[key] = value }
    // Fixed-point amounts: written only when the habit has decimals.
    if habit.decimals > 0 { object["decimals"] = .integer(habit.decimals) }
    return .object(object)
  }

  private static func window(_ window: Window) -> JSONValue {
    let entries = window.entries.enumerated()
      .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
      .map { entry($0.element) }
    return .object(
      JSONObject([
        ("id", .string(window.id)),
        ("label", .string(window.label)),
        ("startMinute", .integer(window.startMinute)),
        ("endMinute", .integer(window.endMinute)),
        ("target", .integer(window.target)),
        ("effortMinutes", optional(window.effortMinutes)),
        ("reminderMinute", optional(window.reminderMinute)),
        ("entries", .array(entries)),
      ]))
  }

  private static func entry(_ entry: Entry) -> JSONValue {
    var object = JSONObject([
      ("id", optional(entry.id)),
      ("date", .string(entry.date.isoString)),
      ("target", .integer(entry.target)),
      ("amount", .integer(entry.amount)),
      ("completedAt", optional(entry.completedAt.map { ISOTimestamp.format($0.secondsSince1970) })),
    ])
    if entry.skipped { object["skipped"] = .bool(true) }
    if let note = entry.note { object["note"] = .string(note) }
    return .object(object)
  }

  private static func session(_ session: WorkSession) -> JSONValue {
    .object(
      JSONObject([
        ("id", optional(session.id)),
        ("windowId", .string(session.windowId)),
        ("date", .string(session.date.isoString)),
        ("seconds", .integer(session.seconds)),
        ("outcome", .string(session.outcome.rawValue)),
      ]))
  }

  private static func optional(_ text: String?) -> JSONValue {
    text.map { .string($0) } ?? .null
  }

  private static func optional(_ number: Int?) -> JSONValue {
    number.map { .integer($0) } ?? .null
  }
}
