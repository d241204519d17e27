/// One habit, as the habit app models it, with the schedule extended so that
/// other apps' histories fit too.
public struct Habit: Hashable, Sendable {
  public var id: String
  public var title: String
  /// Markdown.
  public var notes: String?
  public var presetKey: String?
  public var kind: HabitKind
  public var schedule: Schedule
  public var pauses: [Pause]
  public var isArchived: Bool
  /// The last day the habit counted; nil for an archived habit means "the day
  /// of its last entry".
  public var archivedAt: LocalDate?
  /// The first day the habit counts (from `createdAt` in the history's zone,
  /// or an explicit start date).
  public var startDate: LocalDate
  public var createdAt: Moment?
  public var groupId: String?
  /// At least one.
  public var windows: [Window]
  /// "pages", "steps"… for counted habits.
  public var unit: String?
  public var colour: String?
  /// Position in the source app's list, when it has one.
  public var sortOrder: Int

  public init(
    id: String, title: String, notes: String? = nil, presetKey: String? = nil,
    kind: HabitKind, schedule: Schedule = .daily, pauses: [Pause] = [],
    isArchived: Bool = false, archivedAt: LocalDate? = nil, startDate: LocalDate,
    createdAt: Moment? = nil, groupId: String? = nil, windows: [Window],
    unit: String? = nil, colour: String? = nil, sortOrder: Int = 0
  ) {
    self.id = id
    self.title = title
    self.notes = notes
    self.presetKey = presetKey
    self.kind = kind
    self.schedule = schedule
    self.pauses = pauses
    self.isArchived = isArchived
    self.archivedAt = archivedAt
    self.startDate = startDate
    self.createdAt = createdAt
    self.groupId = groupId
    self.windows = windows
    self.unit = unit
    self.colour = colour
    self.sortOrder = sortOrder
  }
}
