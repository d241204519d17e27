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
  /// Decimal places of amounts and targets (0–3): they are whole numbers of
  /// 10^-decimals units, so "2.5 L" is 2500 with decimals 3 (fixed point,
  /// never a rounded float).
  public var decimals: Int
  /// For a habit to avoid from a tracker that logs the amount every day
  /// (Loop's "at most" habits): a day is engaged only when the habit has its
  /// own entry that day, whatever other habits logged.
  public var isEngagedByOwnEntries: Bool

  public init(
    id: String, title: String, notes: String? = nil, presetKey: String? = nil,
    kind: HabitKind, schedule: Schedule = .daily, pauses: [Pause] = [],
    isArchived: Bool = false, archivedAt: LocalDate? = nil, startDate: LocalDate,
    createdAt: Moment? = nil, groupId: String? = nil, windows: [Window],
    unit: String? = nil, colour: String? = nil, sortOrder: Int = 0, decimals: Int = 0,
    isEngagedByOwnEntries: Bool = false
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
    self.decimals = decimals
    self.isEngagedByOwnEntries = isEngagedByOwnEntries
  }
}
