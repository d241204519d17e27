/// The day states of a `total` habit's window (DESIGN.md §3): a total is
/// judged by its period's sum, never day by day.
///
/// - A day with an amount is shaded against the period's day share (the
///   target in force ÷ the period's days): at least the share `complete`,
///   at least half of it `partialHigh`, less `partialLow`; a day with
///   nothing done is `empty` (today `pending`). Never `missed`.
/// - For a habit to avoid, the target is the period's allowance of slips,
///   lowered in proportion by its paused and skipped days and rounded up to
///   the smallest unit. A day is `complete` when it is engaged and the
///   period's slips up to and including it stay within the allowance; the
///   day whose slips break it, and each later day of the period with slips,
///   is `missed`; any other day is `empty` (today `pending`).
struct TotalShading {
  let calendar: PeriodCalendar
  let kind: HabitKind

  /// Rewrites the states of the counted days (those the first pass left
  /// complete, partial, empty, missed or pending). For a habit to avoid,
  /// the first pass marks a counted day `complete` exactly when it was
  /// engaged.
  func shade(
    _ states: inout [DayState], amounts: [Int], targets: [Int], origin: LocalDate,
    today: LocalDate
  ) {
    guard !states.isEmpty else { return }
    let last = origin.adding(days: states.count - 1)
    var periodStart = calendar.start(of: origin)
    while periodStart <= last {
      let next = calendar.next(after: periodStart)
      let length = periodStart.days(to: next)
      let lower = max(0, origin.days(to: periodStart))
      let upper = min(states.count - 1, origin.days(to: next) - 1)
      if kind == .avoid {
        let allowance = TotalShading.lowered(
          states, targets: targets, from: periodStart, length: length, origin: origin)
        var slips = 0
        for offset in lower...upper where TotalShading.isCounted(states[offset]) {
          slips &+= amounts[offset]
          let engaged = states[offset] == .complete
          if offset == states.count - 1 && origin.adding(days: offset) == today {
            states[offset] = .pending
          } else if slips > allowance {
            states[offset] = amounts[offset] > 0 ? .missed : .empty
          } else {
            states[offset] = engaged ? .complete : .empty
          }
        }
      } else {
        for offset in lower...upper where TotalShading.isCounted(states[offset]) {
          states[offset] = TotalShading.share(
            amount: amounts[offset], target: targets[offset], length: length,
            isToday: origin.adding(days: offset) == today)
        }
      }
      periodStart = next
    }
  }

  /// A day the period's sum counts: not paused, skipped, unscheduled (before
  /// the start or after the last counted day) or extra.
  static func isCounted(_ state: DayState) -> Bool {
    switch state {
    case .paused, .skipped, .unscheduled, .extra: return false
    case .pending, .empty, .missed, .partialLow, .partialHigh, .complete: return true
    }
  }

  /// A day's state against its share of the period's target.
  static func share(amount: Int, target: Int, length: Int, isToday: Bool) -> DayState {
    guard amount > 0 else { return isToday ? .pending : .empty }
    let scaled = amount.multipliedReportingOverflow(by: length)
    if scaled.overflow || scaled.partialValue >= max(1, target) { return .complete }
    return scaled.partialValue * 2 >= max(1, target) ? .partialHigh : .partialLow
  }

  /// The period's target lowered in proportion to its counted days, rounded
  /// up to the smallest unit: the sum of each day's target in force over
  /// the counted days, divided by the period's days. Days after the last
  /// held (the rest of the current period) count with the last target.
  static func lowered(
    _ states: [DayState], targets: [Int], from periodStart: LocalDate, length: Int,
    origin: LocalDate
  ) -> Int {
    var sum = 0
    let first = origin.days(to: periodStart)
    for offset in first..<(first + length) {
      if offset >= states.count {
        sum &+= targets.last ?? 0
      } else if offset >= 0 && isCounted(states[offset]) {
        sum &+= targets[offset]
      }
    }
    return (sum + length - 1) / length
  }
}

extension TotalShading {
  /// The shading of a `total` habit; nil for any other.
  static func of(_ habit: Habit, firstWeekday: Int, today: LocalDate) -> TotalShading? {
    guard let (calendar, _) = PeriodCalendar.of(habit, firstWeekday: firstWeekday, today: today),
      calendar.isTotal
    else { return nil }
    return TotalShading(calendar: calendar, kind: habit.kind)
  }
}
