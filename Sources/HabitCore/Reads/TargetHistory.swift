/// How a window's target changed (DESIGN.md §3, the target's history): read
/// from the targets in force on each day (`WindowDays.targets`, the entries'
/// snapshots carried forward), each change with its first day, oldest
/// first; the first from the first day held.
public struct TargetHistory: Hashable, Sendable {
  public struct Change: Hashable, Sendable {
    public var from: LocalDate
    public var target: Int

    public init(from: LocalDate, target: Int) {
      self.from = from
      self.target = target
    }
  }

  public let changes: [Change]

  public init(changes: [Change]) {
    self.changes = changes
  }

  public init(_ days: WindowDays) {
    var changes: [Change] = []
    for (offset, target) in days.targets.enumerated() where changes.last?.target != target {
      changes.append(Change(from: days.date(at: offset), target: target))
    }
    self.changes = changes
  }

  /// The target in force now: the last change's.
  public var current: Change? { changes.last }
}
