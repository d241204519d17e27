/// One window's days and read.
public struct WindowEvaluation: Sendable {
  public let window: Window
  public let days: WindowDays
  public let read: WindowRead
  /// The notes written on its days.
  public let notes: DayNotes
  /// Its days counted by calendar month, from its first month through
  /// today's.
  public let months: [MonthCounts]
  /// The hour each day's target was reached.
  public let hours: CompletionHours
  /// The local minute each day was done, where an entry says.
  public let times: DayTimes

  public init(
    window: Window, days: WindowDays, read: WindowRead, notes: DayNotes = DayNotes(),
    months: [MonthCounts] = [],
    hours: CompletionHours = CompletionHours(), times: DayTimes = DayTimes()
  ) {
    self.window = window
    self.days = days
    self.read = read
    self.notes = notes
    self.months = months
    self.hours = hours
    self.times = times
  }
}
