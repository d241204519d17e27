/// One state per day for one window, from the habit's start to today, held in
/// dense arrays indexed by day offset from `start`.
public struct WindowDays: Sendable {
  public let windowId: String
  /// The first day (the habit's start date).
  public let start: LocalDate
  /// `states[i]` is the state of `start + i`; the last element is today.
  public let states: [DayState]
  /// The amount counted for each day (after merging duplicates and, for timed
  /// windows, recomputing minutes from work sessions).
  public let amounts: [Int]
  /// The target that applied on each day: the entry's snapshot; on a day
  /// without one, the snapshot of the window's last entry before it, else
  /// the window's own target (never a later one).
  public let targets: [Int]

  public init(
    windowId: String, start: LocalDate, states: [DayState], amounts: [Int], targets: [Int]
  ) {
    self.windowId = windowId
    self.start = start
    self.states = states
    self.amounts = amounts
    self.targets = targets
  }

  public var count: Int { states.count }

  /// The date of day `index`.
  public func date(at index: Int) -> LocalDate { start.adding(days: index) }

  /// The index of `date`, or nil when it lies outside the days held.
  public func index(of date: LocalDate) -> Int? {
    let offset = start.days(to: date)
    return offset >= 0 && offset < states.count ? offset : nil
  }

  public func state(on date: LocalDate) -> DayState {
    index(of: date).map { states[$0] } ?? .unscheduled
  }

  public func amount(on date: LocalDate) -> Int {
    index(of: date).map { amounts[$0] } ?? 0
  }

  public func target(on date: LocalDate) -> Int {
    index(of: date).map { targets[$0] } ?? 0
  }
}
