import HabitCore

/// A locale's weekday and month names and its date patterns. Dates are
/// written from these alone (no Foundation `DateFormatter` or `Locale`), so
/// the output depends only on the catalog file.
public struct CalendarNames: Hashable, Sendable {
  /// Seven names each, Monday first.
  public var weekdaysShort: [String]
  public var weekdaysLong: [String]
  /// Twelve names each, January first.
  public var monthsShort: [String]
  public var monthsLong: [String]
  /// One pattern per style, with the placeholders `{weekday:short|long}`,
  /// `{day}`, `{month:short|long}` and `{year}`.
  public var patterns: [DateStyle: MessagePattern]

  /// The placeholders a date pattern may use, and the styles each accepts.
  static let placeholderStyles: [String: Set<String?>] = [
    "weekday": ["short", "long"], "month": ["short", "long"], "day": [nil], "year": [nil],
  ]

  /// The name of an ISO weekday (Monday = 1 … Sunday = 7).
  public func weekday(_ isoWeekday: Int, _ width: NameWidth) -> String {
    let names = width == .short ? weekdaysShort : weekdaysLong
    return names.indices.contains(isoWeekday - 1) ? names[isoWeekday - 1] : String(isoWeekday)
  }

  /// The name of a month (January = 1).
  public func month(_ month: Int, _ width: NameWidth) -> String {
    let names = width == .short ? monthsShort : monthsLong
    return names.indices.contains(month - 1) ? names[month - 1] : String(month)
  }

  /// `date` written in `style`, with day and year in `numbers`' digits.
  public func format(_ date: LocalDate, _ style: DateStyle, numbers: NumberFormat) -> String {
    let (year, month, day) = date.components
    let pattern = patterns[style] ?? patterns[.long]
    guard let pattern else { return date.isoString }
    return pattern.render { name, style in
      let width = NameWidth(rawValue: style ?? "") ?? .long
      switch name {
      case "weekday": return weekday(date.isoWeekday, width)
      case "month": return self.month(month, width)
      case "day": return numbers.string(day)
      case "year": return numbers.string(year, grouped: false)
      default: return nil
      }
    }
  }
}
