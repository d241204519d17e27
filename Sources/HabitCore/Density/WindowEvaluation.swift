/// One window's days and read.
public struct WindowEvaluation: Sendable {
  public let window: Window
  public let days: WindowDays
  public let read: WindowRead

  public init(window: Window, days: WindowDays, read: WindowRead) {
    self.window = window
    self.days = days
    self.read = read
  }
}
