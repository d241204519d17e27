/// The settings a history was recorded with. They are inputs to the engine,
/// never read from the machine.
public struct HistorySettings: Hashable, Sendable {
  /// An IANA time zone identifier ("Europe/London").
  public var timeZone: String
  /// Minutes after midnight at which a new day begins (0...1439): a log at
  /// 01:30 with the day starting at 04:00 belongs to the day before.
  public var dayStartMinute: Int
  /// The first day of the week, ISO numbering (Monday = 1 … Sunday = 7).
  public var firstWeekday: Int
  /// "en", "ar"…
  public var locale: String

  public init(
    timeZone: String = "UTC", dayStartMinute: Int = 0, firstWeekday: Int = 1,
    locale: String = "en"
  ) {
    self.timeZone = timeZone
    self.dayStartMinute = dayStartMinute
    self.firstWeekday = firstWeekday
    self.locale = locale
  }
}
