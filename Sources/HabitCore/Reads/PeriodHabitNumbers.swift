/// One habit's numbers in a report period, as its lead, its group's line
/// and the "nothing due or done" line read them: each window's
/// `PeriodNumbers`, whether the habit was paused throughout, and which
/// windows are still due today.
public struct PeriodHabitNumbers: Hashable, Sendable {
  /// In the habit's window order.
  public var windows: [PeriodNumbers]
  /// Every day the habit counted in the period lay inside a pause.
  public var isPausedThroughout: Bool
  /// Per window: the period holds today and the window is due today, not
  /// yet done (`pending`, which no count holds).
  public var pendingToday: [Bool]

  public init(windows: [PeriodNumbers], isPausedThroughout: Bool, pendingToday: [Bool]) {
    self.windows = windows
    self.isPausedThroughout = isPausedThroughout
    self.pendingToday = pendingToday
  }

  /// Nothing due or done on any window, nothing still due today, and not
  /// paused throughout: the summary names it in one line with the others,
  /// with no row or grid of its own.
  public var isQuiet: Bool {
    !isPausedThroughout
      && windows.indices.allSatisfy { index in
        let days = windows[index].days
        return days.due == 0 && days.complete == 0 && days.extra == 0 && days.slips == 0
          && !(pendingToday.indices.contains(index) && pendingToday[index])
      }
  }

  /// Complete of due times over the windows with due days (a period
  /// habit's days are not due one by one); nothing for a habit paused
  /// throughout.
  public var times: Ratio {
    guard !isPausedThroughout else { return Ratio(0, of: 0) }
    var times = Ratio(0, of: 0)
    for window in windows where window.periods == nil {
      times.part += window.days.complete
      times.whole += window.days.due
    }
    return times
  }

  /// Each window's complete of due days over a span of a habit's
  /// evaluation, in the habit's window order, from its day states: the
  /// previous period's, which its own page sums the same way (a habit with
  /// nothing due there adds nothing); none for a period habit, whose days
  /// are not due one by one. The windows are read in place, not copied one
  /// by one.
  public static func windowTimes(_ habit: HabitEvaluation, from: LocalDate, through: LocalDate)
    -> [Ratio]
  {
    guard !habit.habit.schedule.isPeriodic else { return [] }
    var times: [Ratio] = []
    times.reserveCapacity(habit.windows.count)
    for index in habit.windows.indices {
      let counts = DayCounts(
        habit.windows[index].days, from: from, through: through, kind: habit.habit.kind)
      times.append(Ratio(counts.complete, of: counts.due))
    }
    return times
  }

  /// Each window's complete of due times in the period, as `windowTimes` counts
  /// them (nil for a period habit's window); none when paused throughout.
  public var windowTimes: [Ratio?] {
    guard !isPausedThroughout else { return [] }
    return windows.map { $0.periods == nil ? Ratio($0.days.complete, of: $0.days.due) : nil }
  }
}
