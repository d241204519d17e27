/// Computes one window's states for every day from the earlier of the
/// habit's start and the window's first entry to today, in a single pass
/// over dense arrays indexed by day offset (DESIGN.md §3). No dictionary
/// look-up and no `Calendar` per day. Nothing logged is dropped: a day
/// before the start with something done is `extra` (nothing was due yet),
/// the others before it `unscheduled`.
struct WindowEvaluator {
  let habit: Habit
  let today: LocalDate
  let firstWeekday: Int
  let engagement: EngagementCalendar

  /// - Parameters:
  ///   - entries: the window's entries, already merged (one per day).
  ///   - sessions: this window's work sessions as (date, seconds).
  func evaluate(
    window: Window, entries: [Entry], sessions: [(date: LocalDate, seconds: Int)]
  ) -> WindowDays {
    let start = habit.startDate
    // The days held begin at the first entry when it is before the start;
    // `shift` is the start's offset among them (0 when nothing is earlier).
    let origin = Self.firstDay(start: start, entries: entries, sessions: sessions, today: today)
    let shift = origin.days(to: start)
    let count = max(0, origin.days(to: today) + 1)
    let kind = habit.kind
    var amounts = [Int](repeating: 0, count: count)
    var targets = [Int](repeating: kind == .binary ? 1 : window.target, count: count)
    var skipped = [Bool](repeating: false, count: count)
    var hasEntry = [Bool](repeating: false, count: count)
    // Every entry lies on or after `origin` (the first day held is the
    // earliest entry's when that is before the start), so the targets carry
    // from the days held alone.
    for entry in entries {
      let offset = origin.days(to: entry.date)
      guard offset >= 0 && offset < count else { continue }
      amounts[offset] = entry.amount
      if kind != .binary { targets[offset] = entry.target }
      skipped[offset] = entry.skipped
      hasEntry[offset] = true
    }
    if kind != .binary {
      WindowEvaluator.carryTargets(&targets, hasEntry: hasEntry)
    }
    if kind == .timed && !sessions.isEmpty {
      // Total the seconds per day first, then round once per day.
      var seconds = [Int](repeating: 0, count: count)
      var hasSession = [Bool](repeating: false, count: count)
      for session in sessions {
        let offset = origin.days(to: session.date)
        guard offset >= 0 && offset < count else { continue }
        seconds[offset] += session.seconds
        hasSession[offset] = true
      }
      for offset in 0..<count where hasSession[offset] {
        amounts[offset] = Int((Double(seconds[offset]) / 60).rounded())
      }
    }
    let lastDay = lastCountedOffset(count: count, origin: origin)
    let paused = pausedDays(count: count, origin: origin)
    var due = DueCalendar(
      schedule: habit.schedule, start: start, end: today, firstWeekday: firstWeekday)
    // Fixed schedules answer from a bitmap made in one pass (from the
    // start); only `afterLast` is asked day by day and told each completion.
    let fixedDue = due.dueDays(count: max(0, count - shift))
    let isPeriodic = habit.schedule.isPeriodic
    let totals = TotalShading.of(habit, firstWeekday: firstWeekday, today: today)
    // A total to avoid: the first pass says only whether a day was engaged.
    let firstPassAllowance = totals != nil && kind == .avoid
    let minimumTarget = kind == .avoid ? 0 : 1
    let ownEntries =
      habit.isEngagedByOwnEntries ? entryDays(entries, count: count, origin: origin) : nil
    var states = [DayState](repeating: .unscheduled, count: count)
    for offset in 0..<count {
      let amount = amounts[offset]
      let target = max(minimumTarget, targets[offset])
      let isSkipped = skipped[offset]
      // Doing an `afterLast` habit early is doing it: a day that reached its
      // target is due (and restarts the count below).
      let reached = kind != .avoid && amount >= target && !isSkipped
      guard offset >= shift else {
        // Before the start nothing is due: done is shown, never counted.
        if offset <= lastDay && amount > 0 && !isSkipped && kind != .avoid {
          states[offset] = .extra
        }
        continue
      }
      let dueOffset = offset - shift
      if offset <= lastDay {
        if paused[offset] {
          states[offset] = .paused
        } else if fixedDue?[dueOffset] ?? (reached || due.isDue(offset: dueOffset)) {
          if isSkipped {
            states[offset] = .skipped
          } else {
            let engaged: Bool
            if kind != .avoid {
              engaged = false
            } else if let ownEntries {
              engaged = ownEntries[offset]
            } else {
              engaged = engagement.isEngaged(origin.adding(days: offset))
            }
            states[offset] = state(
              kind: kind, amount: amount, target: firstPassAllowance ? Int.max : target,
              isToday: offset == count - 1,
              isPeriodic: isPeriodic, engaged: engaged)
          }
        } else if amount > 0 && !isSkipped && kind != .avoid {
          // Not asked for, yet done: shown, never counted.
          states[offset] = .extra
        }
      }
      if fixedDue == nil && reached {
        due.recordCompletion(offset: dueOffset)
      }
    }
    totals?.shade(&states, amounts: amounts, targets: targets, origin: origin, today: today)
    return WindowDays(
      windowId: window.id, start: origin, states: states, amounts: amounts, targets: targets)
  }

  /// The first day the window's days hold: the habit's start, or the day of
  /// an earlier entry (a work session of a timed window counts too), never
  /// after today.
  static func firstDay(
    start: LocalDate, entries: [Entry], sessions: [(date: LocalDate, seconds: Int)],
    today: LocalDate
  ) -> LocalDate {
    var first = start
    for entry in entries where entry.date < first { first = entry.date }
    for session in sessions where session.date < first { first = session.date }
    return min(first, max(start, today))
  }

  /// Targets as they were (DESIGN.md §3): a day without an entry takes the
  /// target in force on it, the snapshot of the window's last entry before
  /// it, and keeps the window's own target only where no entry is before it.
  static func carryTargets(_ targets: inout [Int], hasEntry: [Bool]) {
    var inForce: Int?
    for offset in targets.indices {
      if hasEntry[offset] {
        inForce = targets[offset]
      } else if let inForce {
        targets[offset] = inForce
      }
    }
  }

  /// The state of a due, unpaused, unskipped day.
  func state(
    kind: HabitKind, amount: Int, target: Int, isToday: Bool, isPeriodic: Bool, engaged: Bool
  ) -> DayState {
    if kind == .avoid {
      if isToday { return .pending }
      if amount > target { return isPeriodic ? .empty : .missed }
      return engaged ? .complete : .empty
    }
    if amount >= target { return .complete }
    if amount > 0 && (kind == .counted || kind == .timed) {
      return amount * 2 < target ? .partialLow : .partialHigh
    }
    if amount > 0 { return .complete }
    if isToday { return .pending }
    return isPeriodic ? .empty : .missed
  }

  /// The offset of the last day the habit counts: today, or for an archived
  /// habit its last counted day (`Habit.lastCountedDay`).
  func lastCountedOffset(count: Int, origin: LocalDate) -> Int {
    guard let end = habit.lastCountedDay else { return count - 1 }
    return min(count - 1, origin.days(to: end))
  }

  /// A flag per day: the window has an entry (not a skip, not a note alone)
  /// that day.
  func entryDays(_ entries: [Entry], count: Int, origin: LocalDate) -> [Bool] {
    var days = [Bool](repeating: false, count: count)
    for entry in entries where !entry.skipped && !entry.isNoteOnly {
      let offset = origin.days(to: entry.date)
      if offset >= 0 && offset < count { days[offset] = true }
    }
    return days
  }

  /// A flag per day: inside one of the habit's pauses.
  func pausedDays(count: Int, origin: LocalDate) -> [Bool] {
    var paused = [Bool](repeating: false, count: count)
    for pause in habit.pauses {
      let from = max(0, origin.days(to: pause.from))
      let to = min(count - 1, pause.to.map { origin.days(to: $0) } ?? count - 1)
      guard from <= to else { continue }
      for offset in from...to { paused[offset] = true }
    }
    return paused
  }
}
