/// How a window with due days fell on each weekday over the 371 days before
/// today (today excluded; 53 of each weekday): per ISO weekday, the due
/// days (complete, partial or missed) and the complete ones. This is
/// `read.weekdays` in `data.json`.
///
/// Period habits (perWeek, perMonth, rolling) have no due days, so they
/// have no pattern: `WeekdayPattern.of` gives nil for them.
public struct WeekdayPattern: Hashable, Sendable {
  /// The length of the look-back: 53 weeks.
  public static let lookBackDays = 371

  /// One weekday's counts.
  public struct Day: Hashable, Sendable {
    /// ISO weekday, Monday = 1 … Sunday = 7.
    public var weekday: Int
    public var due: Int
    public var complete: Int

    public init(weekday: Int, due: Int, complete: Int) {
      self.weekday = weekday
      self.due = due
      self.complete = complete
    }

    public var ratio: Ratio { Ratio(complete, of: due) }
  }

  /// Seven entries, Monday first.
  public let days: [Day]

  public init(days: [Day]) {
    self.days = days
  }

  /// The counts of `windowDays` over the 371 days before `today`, clipped to
  /// the days it holds.
  public init(_ windowDays: WindowDays, today: LocalDate) {
    var due = [Int](repeating: 0, count: 7)
    var complete = [Int](repeating: 0, count: 7)
    let lower = max(0, windowDays.start.days(to: today.adding(days: -Self.lookBackDays)))
    let upper = min(windowDays.count - 1, windowDays.start.days(to: today.adding(days: -1)))
    if lower <= upper {
      // Weekdays are counted forward from the first day, with no date
      // arithmetic per day.
      var weekday = windowDays.date(at: lower).isoWeekday - 1
      for offset in lower...upper {
        switch windowDays.states[offset] {
        case .complete:
          due[weekday] += 1
          complete[weekday] += 1
        case .partialLow, .partialHigh, .missed:
          due[weekday] += 1
        default:
          break
        }
        weekday = weekday == 6 ? 0 : weekday + 1
      }
    }
    self.init(days: (0..<7).map { Day(weekday: $0 + 1, due: due[$0], complete: complete[$0]) })
  }

  /// The pattern of a window of a habit on `schedule`, or nil for a period
  /// habit.
  public static func of(_ windowDays: WindowDays, schedule: Schedule, today: LocalDate)
    -> WeekdayPattern?
  {
    schedule.isPeriodic ? nil : WeekdayPattern(windowDays, today: today)
  }

  /// The one weekday that stands clearly below the others, if any
  /// (`HardestWeekday`).
  public var hardest: HardestWeekday? { HardestWeekday(self) }
}
