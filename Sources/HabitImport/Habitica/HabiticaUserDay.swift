import HabitCore

/// Habitica's user-day: the local day by `preferences.timezoneOffset`
/// (minutes, JavaScript's sign: UTC+1 is −60) that starts at
/// `preferences.dayStart` (an hour, 0–23), so a check-off at 02:00 with the
/// day starting at 04:00 belongs to the day before.
struct HabiticaUserDay {
  var offsetMinutes: Int
  var dayStartHour: Int

  /// The user-day of an instant in milliseconds since 1970.
  func day(milliseconds: Double) -> LocalDate {
    let local = milliseconds / 1000 - Double(offsetMinutes * 60) - Double(dayStartHour * 3600)
    return LocalDate(dayNumber: Int((local / 86_400).rounded(.down)))
  }
}
