/// Today's progress over a set of windows: "4/5 today". A window is due
/// today when it can still be done today: its state is pending, partial or
/// complete — except a habit to avoid, whose day only ends at midnight (it is
/// never "to do"), and a period habit whose week or month was already met
/// before today (unless it was done again today). A partial window counts as
/// due, not complete.
public struct TodayRing: Hashable, Sendable {
  public var due: Int
  public var complete: Int

  public init(due: Int = 0, complete: Int = 0) {
    self.due = due
    self.complete = complete
  }

  /// The ring over one habit's windows.
  public init(habit: Habit, windows: [WindowDays], today: LocalDate, firstWeekday: Int) {
    self.init()
    for days in windows
    where TodayRing.isDueToday(habit: habit, days: days, today: today, firstWeekday: firstWeekday) {
      due += 1
      if days.state(on: today) == .complete { complete += 1 }
    }
  }

  /// Whether one window belongs on today's list.
  public static func isDueToday(
    habit: Habit, days: WindowDays, today: LocalDate, firstWeekday: Int
  ) -> Bool {
    guard habit.kind != .avoid else { return false }
    let state = days.state(on: today)
    guard state == .pending || state.isPartial || state == .complete else { return false }
    guard
      let (calendar, target) = PeriodCalendar.of(
        habit, firstWeekday: firstWeekday, today: today)
    else { return true }
    guard state != .complete else { return true }
    if calendar.isTotal {
      // Due while the period's sum before today is short of its target.
      let start = calendar.start(of: today)
      return !calendar.judge(
        [days], from: start, through: calendar.next(after: start).adding(days: -1), target: target,
        habitStart: habit.startDate, today: today.adding(days: -1)
      ).isMet
    }
    let metBefore = calendar.completeDays(
      [days], from: calendar.start(of: today), through: today.adding(days: -1))
    return metBefore < target
  }

  public static func + (lhs: TodayRing, rhs: TodayRing) -> TodayRing {
    TodayRing(due: lhs.due + rhs.due, complete: lhs.complete + rhs.complete)
  }
}
