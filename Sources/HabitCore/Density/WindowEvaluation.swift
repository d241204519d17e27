/// One window's days and read.
public struct WindowEvaluation: Sendable {
  public let window: Window
  public let days: WindowDays
  public let read: WindowRead
  /// The notes written on its days.
  public let notes: DayNotes

  public init(window: Window, days: WindowDays, read: WindowRead, notes: DayNotes = DayNotes()) {
    self.window = window
    self.days = days
    self.read = read
    self.notes = notes
  }
}
