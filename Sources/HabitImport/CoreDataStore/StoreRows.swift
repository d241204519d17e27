/// The rows of the app's entity tables as stored: relations are still `Z_PK` numbers and
/// time stamps still seconds since 1970. ``StoreAssembler`` turns them into a `History`.
struct StoreRows {
  struct Habit {
    var key: Int
    var id: String?
    var title: String?
    var notes: String?
    var presetKey: String?
    var kind: String?
    var frequency: String?
    var scheduledDays: String?
    var targetPerWeek: Int?
    var pausesData: String?
    var isArchived: Bool
    var archivedAt: Double?
    var createdAt: Double?
    var group: Int?
    var scheduleData: String?
    var startDate: Double?
    var unit: String?
    var colour: String?
    var sortOrder: Int
  }

  struct Window {
    var key: Int
    var habit: Int?
    var id: String?
    var label: String
    var startMinute: Int
    var endMinute: Int
    var target: Int?
    var effortMinutes: Int?
    var reminderMinute: Int?
    var sortOrder: Int
  }

  struct Entry {
    var key: Int
    var window: Int?
    var id: String?
    var date: Double?
    var target: Int?
    var amount: Int?
    var completedAt: Double?
    var skipped: Bool
  }

  struct Group {
    var key: Int
    var id: String?
    var title: String?
    var sortOrder: Int
    var isArchived: Bool
  }

  struct Session {
    var key: Int
    var id: String?
    var window: Int?
    var date: Double?
    var seconds: Int?
    var outcome: String?
  }

  struct Settings {
    var key: Int
    var timeZone: String?
    var dayStartMinute: Int?
    var firstWeekday: Int?
    var locale: String?
  }

  var habits: [Habit] = []
  var windows: [Window] = []
  var entries: [Entry] = []
  var groups: [Group] = []
  var sessions: [Session] = []
  /// The first `AppSettings` row, when the store has one.
  var settings: Settings?
  /// Instants of other activity: tasks completed, anchors resolved, planning sessions
  /// closed or skipped (seconds since 1970).
  var engagementInstants: [Double] = []
  /// Errors found while reading values.
  var problems: [ImportProblem] = []
}
