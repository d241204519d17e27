/// A part of the day in which a habit is done (morning, evening…). Every habit
/// has at least one; each window has its own target and entries.
public struct Window: Hashable, Sendable {
  public var id: String
  public var label: String
  public var startMinute: Int
  public var endMinute: Int
  /// The current target (times, minutes, 1 for binary, allowance for avoid).
  public var target: Int
  public var effortMinutes: Int?
  public var reminderMinute: Int?
  public var entries: [Entry]

  public init(
    id: String, label: String = "", startMinute: Int = 0, endMinute: Int = 1439,
    target: Int, effortMinutes: Int? = nil, reminderMinute: Int? = nil, entries: [Entry] = []
  ) {
    self.id = id
    self.label = label
    self.startMinute = startMinute
    self.endMinute = endMinute
    self.target = target
    self.effortMinutes = effortMinutes
    self.reminderMinute = reminderMinute
    self.entries = entries
  }
}
