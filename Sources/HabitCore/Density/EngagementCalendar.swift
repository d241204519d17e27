/// The days on which the person did anything in the app: any entry of any
/// habit with an amount above zero, an avoid entry marked held (a
/// `completedAt`, whatever its day: it holds the entry's date), a work session, or an engagement day of the history. An
/// avoid day is a success only when engaged: silence is never success.
public struct EngagementCalendar: Sendable {
  /// The first day held in `engaged`.
  public let first: LocalDate
  private let engaged: [Bool]

  public init(history: History, through today: LocalDate) {
    var first = today
    for habit in history.habits where habit.startDate < first { first = habit.startDate }
    let count = max(0, first.days(to: today) + 1)
    var engaged = [Bool](repeating: false, count: count)
    func mark(_ date: LocalDate) {
      let offset = first.days(to: date)
      if offset >= 0 && offset < count { engaged[offset] = true }
    }
    for habit in history.habits {
      for window in habit.windows {
        for entry in window.entries {
          if entry.amount > 0 && !entry.skipped { mark(entry.date) }
          // Held is said of the entry's own day, whenever it was logged (the
          // app's meaning): a day held and logged next morning is that day.
          if habit.kind == .avoid, entry.completedAt != nil { mark(entry.date) }
        }
      }
    }
    for session in history.sessions where session.seconds > 0 { mark(session.date) }
    for day in history.engagementDays { mark(day) }
    self.first = first
    self.engaged = engaged
  }

  public func isEngaged(_ date: LocalDate) -> Bool {
    let offset = first.days(to: date)
    return offset >= 0 && offset < engaged.count && engaged[offset]
  }
}
