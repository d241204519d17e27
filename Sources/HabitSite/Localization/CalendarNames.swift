import HabitCore

/// A locale's weekday and month names and its date patterns. Dates are
/// written from these alone (no Foundation `DateFormatter` or `Locale`), so
/// the output depends only on the catalog file and the generated CLDR
/// table (`CLDRFormats`) it falls back on.
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
  /// The first end of a range of dates, by what differs between its ends,
  /// in the same placeholders (`{day}` alone when only the day differs).
  public var rangeStartPatterns: [DateRangeDifference: MessagePattern]
  /// How the first day of a month is written when it differs from the
  /// digit: French "1er" ("1er octobre"); nil for the digit.
  public var firstDayOfMonth: String?
  /// The weekday names beside a grid and under a chart's bars, where a
  /// column holds a few letters: the catalog's `weekdays.labels` (Arabic
  /// writes them without the article, "أربعاء", as CLDR's short width
  /// does), else the short names.
  public var weekdayLabels: [String]?
  /// What joins a day's date's words in place of a space: the catalog's
  /// `dateSpace`, a no-break space in Arabic so that no line ends inside
  /// "٢٣ نوفمبر ٢٠٢٥" (issue 48); nil keeps CLDR's spaces. A month with its
  /// year ("أغسطس ٢٠٢٦") keeps its space: an archive's link may wrap.
  public var dateSpace: String?

  public init(
    weekdaysShort: [String], weekdaysLong: [String], monthsShort: [String],
    monthsLong: [String], patterns: [DateStyle: MessagePattern],
    rangeStartPatterns: [DateRangeDifference: MessagePattern] = [:],
    firstDayOfMonth: String? = nil, weekdayLabels: [String]? = nil, dateSpace: String? = nil
  ) {
    self.weekdaysShort = weekdaysShort
    self.weekdaysLong = weekdaysLong
    self.monthsShort = monthsShort
    self.monthsLong = monthsLong
    self.patterns = patterns
    self.rangeStartPatterns = rangeStartPatterns
    self.firstDayOfMonth = firstDayOfMonth
    self.weekdayLabels = weekdayLabels
    self.dateSpace = dateSpace
  }

  /// The placeholders a date pattern may use, and the styles each accepts.
  static let placeholderStyles: [String: Set<String?>] = [
    "weekday": ["short", "long"], "month": ["short", "long"], "day": [nil], "year": [nil],
  ]

  /// The name of an ISO weekday (Monday = 1 … Sunday = 7).
  public func weekday(_ isoWeekday: Int, _ width: NameWidth) -> String {
    let names = width == .short ? weekdaysShort : weekdaysLong
    return names.indices.contains(isoWeekday - 1) ? names[isoWeekday - 1] : String(isoWeekday)
  }

  /// The label of an ISO weekday beside a grid or under a chart's bar
  /// (`weekdayLabels`, else the short name).
  public func weekdayLabel(_ isoWeekday: Int) -> String {
    guard let weekdayLabels, weekdayLabels.indices.contains(isoWeekday - 1) else {
      return weekday(isoWeekday, .short)
    }
    return weekdayLabels[isoWeekday - 1]
  }

  /// The name of a month (January = 1).
  public func month(_ month: Int, _ width: NameWidth) -> String {
    let names = width == .short ? monthsShort : monthsLong
    return names.indices.contains(month - 1) ? names[month - 1] : String(month)
  }

  /// `date` written in `style`, with day and year in `numbers`' digits.
  public func format(_ date: LocalDate, _ style: DateStyle, numbers: NumberFormat) -> String {
    guard let pattern = patterns[style] ?? patterns[.long] else { return date.isoString }
    // A month and its year may part at a line's end, as a title does:
    // only a day's date is kept on one line.
    return format(date, pattern, numbers: numbers, together: style != .monthYear)
  }

  /// `from` written as the first end of a range that ends on `to`: only the
  /// fields the range's end does not already give ("16" for 16 to 22
  /// November 2026). Without a pattern for the difference, the whole date.
  public func formatRangeStart(_ from: LocalDate, to: LocalDate, numbers: NumberFormat)
    -> String
  {
    let difference = DateRangeDifference(
      from: (from.year, from.month, from.components.day),
      to: (to.year, to.month, to.components.day))
    guard let pattern = rangeStartPatterns[difference] else {
      return format(from, .dayMonthYear, numbers: numbers)
    }
    return format(from, pattern, numbers: numbers)
  }

  /// The pattern's segments are walked here, not through
  /// `MessagePattern.render` and its closure: every date of every page
  /// comes through, and a pattern of literals and placeholders needs
  /// neither. One with a plural or a select renders whole.
  private func format(
    _ date: LocalDate, _ pattern: MessagePattern, numbers: NumberFormat, together: Bool = true
  ) -> String {
    let (year, month, day) = date.components
    func value(_ name: String, _ style: String?) -> String? {
      // `NameWidth(rawValue:)` without its search of the names: "short",
      // else long.
      let width: NameWidth = style == "short" ? .short : .long
      switch name {
      case "weekday": return weekday(date.isoWeekday, width)
      case "month": return self.month(month, width)
      case "day": return day == 1 ? firstDayOfMonth ?? numbers.string(day) : numbers.string(day)
      case "year": return numbers.string(year, grouped: false)
      default: return nil
      }
    }
    var text = ""
    walk: for segment in pattern.segments {
      switch segment {
      case .literal(let literal):
        text += literal
      case .placeholder(let name, let style):
        text += value(name, style) ?? MessagePattern.unfilled(name, style: style)
      case .plural, .select:
        text = pattern.render(value)
        break walk
      }
    }
    guard let dateSpace, together else { return text }
    return text.replacingOccurrences(of: " ", with: dateSpace)
  }
}
