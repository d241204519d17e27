import HabitCore

extension TrackerDate {
  /// `YYYY-MM-DD` only (Loop's CSV export, Beaver's `day`).
  static func iso(_ text: Substring) -> LocalDate? {
    guard text.utf8.count == 10, text.contains("-") else { return nil }
    return habitBull(text)
  }
}
