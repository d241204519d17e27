import HabitCore

extension GridLayout {
  /// The number of weeks in a trailing grid.
  public static let trailingWeekCount = 53
  /// The number of days in a strip: the 21 days a read counts and today,
  /// so a card's strip shows every day its sentence speaks of.
  public static let stripDayCount = WindowRead.lookBackDays + 1

  /// The days of `days` from `from` through `through`, as weeks. Days
  /// before the habit's start are `unscheduled`.
  public init(
    _ days: WindowDays, from: LocalDate, through: LocalDate, firstWeekday: Int, today: LocalDate
  ) {
    self.init(
      days: GridDay.run(days, from: from, through: through), firstWeekday: firstWeekday,
      today: today)
  }

  /// The trailing-53-week grid ending today: the first column is the whole
  /// week 52 weeks before today's week, the last column today's week filled
  /// down to today. `fromStart`: a window that started later starts at the
  /// whole week of its first day.
  public static func trailingWeeks(
    _ days: WindowDays, today: LocalDate, firstWeekday: Int,
    weeks: Int = GridLayout.trailingWeekCount, fromStart: Bool = false
  ) -> GridLayout {
    var from = trailingStart(today: today, firstWeekday: firstWeekday, weeks: weeks)
    if fromStart, days.count > 0, days.start <= today {
      from = max(from, days.start.startOfWeek(firstWeekday: firstWeekday))
    }
    return GridLayout(days, from: from, through: today, firstWeekday: firstWeekday, today: today)
  }

  /// The first day of the trailing-weeks grid ending `today`.
  public static func trailingStart(
    today: LocalDate, firstWeekday: Int, weeks: Int = GridLayout.trailingWeekCount
  ) -> LocalDate {
    today.startOfTrailingWeeks(weeks, firstWeekday: firstWeekday)
  }

  /// One calendar year (1 Jan to 31 Dec) clipped to the days the window
  /// holds (its start through today) and to `limit` (the day before the
  /// trailing grid, so no day is drawn twice); nil when that leaves none of
  /// the year or the year is outside 1...9999.
  public static func calendarYear(
    _ year: Int, days: WindowDays, today: LocalDate, firstWeekday: Int,
    through limit: LocalDate? = nil
  ) -> GridLayout? {
    guard days.count > 0, let january = LocalDate(year: year, month: 1, day: 1),
      let december = LocalDate(year: year, month: 12, day: 31)
    else { return nil }
    let from = max(january, days.start)
    var through = min(december, days.date(at: days.count - 1))
    if let limit { through = min(through, limit) }
    guard from <= through else { return nil }
    return GridLayout(days, from: from, through: through, firstWeekday: firstWeekday, today: today)
  }

  /// The last `count` days of a window through today in one row, oldest at
  /// the leading edge and today at the trailing edge.
  public static func strip(
    _ days: WindowDays, today: LocalDate, count: Int = GridLayout.stripDayCount
  ) -> GridLayout {
    let from = today.adding(days: 1 - max(1, count))
    return GridLayout(
      days: GridDay.run(days, from: from, through: today), shape: .strip, today: today)
  }

  /// An aggregate strip (a group's or the whole dashboard's) in one row.
  /// Today is the last day given.
  public static func strip(_ aggregate: [AggregateDay]) -> GridLayout {
    let days = aggregate.map(GridDay.init)
    return GridLayout(days: days, shape: .strip, today: days.map(\.date).max())
  }

  /// A strip from plain dates and states (labels get amount and target 0).
  public static func strip(_ states: [(date: LocalDate, state: DayState)], today: LocalDate?)
    -> GridLayout
  {
    GridLayout(
      days: states.map { GridDay(date: $0.date, state: $0.state) }, shape: .strip, today: today)
  }
}
