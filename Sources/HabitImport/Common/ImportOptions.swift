import HabitCore

/// Choices that change how an input is read.
public struct ImportOptions: Sendable {
  /// An IANA zone that overrides the history's own (`--time-zone`); for
  /// stores that carry no zone it is the zone to read them in.
  public var timeZone: String?
  /// The zone to use when neither the input nor `timeZone` names one (the
  /// machine's zone, passed in by the command line).
  public var fallbackTimeZone: String
  /// "Today", for formats whose start date falls back to it.
  public var today: LocalDate?

  public init(timeZone: String? = nil, fallbackTimeZone: String = "UTC", today: LocalDate? = nil) {
    self.timeZone = timeZone
    self.fallbackTimeZone = fallbackTimeZone
    self.today = today
  }
}
