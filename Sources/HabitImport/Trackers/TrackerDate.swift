import HabitCore

/// The floating calendar dates other trackers store (Rewire's `YYYYMMDD`,
/// Tickmate's year, 0-based month and day, HabitBull's `YYYY-MM-DD` or
/// `M/D/YYYY`), checked to be real dates between 1970 and 2100.
enum TrackerDate {
  /// The years accepted.
  static let years = 1970...2100

  /// The date, or nil when it does not exist or lies outside `years`.
  static func date(year: Int, month: Int, day: Int) -> LocalDate? {
    guard years.contains(year) else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  /// The value of a run of ASCII digits, or nil when `text` is empty, holds
  /// anything else or is longer than `maximumDigits` (so it cannot overflow).
  static func digits(_ text: Substring, maximumDigits: Int = 4) -> Int? {
    guard !text.isEmpty, text.utf8.count <= maximumDigits else { return nil }
    var value = 0
    for byte in text.utf8 {
      guard (48...57).contains(byte) else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    return value
  }

  /// Rewire's `YYYYMMDD`.
  static func compact(_ text: String) -> LocalDate? {
    guard text.utf8.count == 8 else { return nil }
    let characters = Substring(text)
    let year = digits(characters.prefix(4))
    let month = digits(characters.dropFirst(4).prefix(2))
    let day = digits(characters.dropFirst(6))
    guard let year, let month, let day else { return nil }
    return date(year: year, month: month, day: day)
  }

  /// `YYYY-MM-DD` or `M/D/YYYY` (one or two digits for month and day).
  static func habitBull(_ text: Substring) -> LocalDate? {
    if text.contains("-") {
      let parts = text.split(separator: "-", omittingEmptySubsequences: false)
      guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
        let year = digits(parts[0]), let month = digits(parts[1]), let day = digits(parts[2])
      else { return nil }
      return date(year: year, month: month, day: day)
    }
    let parts = text.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[2].count == 4,
      let month = digits(parts[0], maximumDigits: 2), let day = digits(parts[1], maximumDigits: 2),
      let year = digits(parts[2])
    else { return nil }
    return date(year: year, month: month, day: day)
  }
}
