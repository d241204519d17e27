/// A floating calendar date: no time, no zone. Stored as a day number
/// (days since 1970-01-01), so date arithmetic in the engine's per-day loop is
/// integer arithmetic and never touches `Calendar`.
public struct LocalDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before it).
  public let dayNumber: Int

  public init(dayNumber: Int) {
    self.dayNumber = dayNumber
  }

  /// A date from its civil parts, or nil when the date does not exist
  /// (`2026-02-30`) or lies outside years 1...9999.
  public init?(year: Int, month: Int, day: Int) {
    guard (1...9999).contains(year), (1...12).contains(month),
      (1...LocalDate.daysInMonth(year: year, month: month)).contains(day)
    else { return nil }
    self.dayNumber = LocalDate.dayNumber(year: year, month: month, day: day)
  }

  /// Parses `YYYY-MM-DD` exactly (four-digit year, two-digit month and day).
  public init?(iso text: some StringProtocol) {
    // Read in place when the text has contiguous UTF-8 (a native string),
    // so parsing hundreds of thousands of dates allocates nothing.
    let parsed =
      text.utf8.withContiguousStorageIfAvailable { Self.parseISO($0) }
      ?? Array(text.utf8).withUnsafeBufferPointer { Self.parseISO($0) }
    guard let parsed else { return nil }
    self = parsed
  }

  private static func parseISO(_ bytes: UnsafeBufferPointer<UInt8>) -> LocalDate? {
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-")
    else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let byte = bytes[index]
        guard byte >= 48 && byte <= 57 else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10)
    else { return nil }
    return LocalDate(year: year, month: month, day: day)
  }

  public static func < (lhs: LocalDate, rhs: LocalDate) -> Bool {
    lhs.dayNumber < rhs.dayNumber
  }

  /// The civil year, month and day (Howard Hinnant's `civil_from_days`).
  public var components: (year: Int, month: Int, day: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let doe = z - era * 146_097
    let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
    let mp = (5 * doy + 2) / 153
    let day = doy - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    let year = yoe + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  public var year: Int { components.year }
  public var month: Int { components.month }
  public var day: Int { components.day }

  /// ISO weekday: Monday = 1 … Sunday = 7.
  public var isoWeekday: Int {
    // 1970-01-01 was a Thursday (4).
    let offset = (dayNumber + 3) % 7
    return (offset < 0 ? offset + 7 : offset) + 1
  }

  /// `YYYY-MM-DD`.
  public var isoString: String {
    let (year, month, day) = components
    // Written straight into the string's ten bytes: a page asks for
    // thousands of these, and joining padded pieces cost six strings each.
    guard (0...9999).contains(year) else {
      return Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }
    return String(unsafeUninitializedCapacity: 10) { bytes in
      let zero = UInt8(ascii: "0")
      bytes[0] = zero &+ UInt8(truncatingIfNeeded: year / 1000)
      bytes[1] = zero &+ UInt8(truncatingIfNeeded: year / 100 % 10)
      bytes[2] = zero &+ UInt8(truncatingIfNeeded: year / 10 % 10)
      bytes[3] = zero &+ UInt8(truncatingIfNeeded: year % 10)
      bytes[4] = UInt8(ascii: "-")
      bytes[5] = zero &+ UInt8(truncatingIfNeeded: month / 10)
      bytes[6] = zero &+ UInt8(truncatingIfNeeded: month % 10)
      bytes[7] = UInt8(ascii: "-")
      bytes[8] = zero &+ UInt8(truncatingIfNeeded: day / 10)
      bytes[9] = zero &+ UInt8(truncatingIfNeeded: day % 10)
      return 10
    }
  }

  public var description: String { isoString }

  public func adding(days: Int) -> LocalDate {
    LocalDate(dayNumber: dayNumber + days)
  }

  /// The same day of month `months` later (or earlier), clamped to the end of
  /// the target month: 31 Jan + 1 month = 28 or 29 Feb.
  public func adding(months: Int) -> LocalDate {
    let (year, month, day) = components
    let index = year * 12 + (month - 1) + months
    let newYear = index >= 0 ? index / 12 : (index - 11) / 12
    let newMonth = index - newYear * 12 + 1
    let clamped = min(day, Self.daysInMonth(year: newYear, month: newMonth))
    return LocalDate(dayNumber: Self.dayNumber(year: newYear, month: newMonth, day: clamped))
  }

  /// Days from `self` to `other` (positive when `other` is later).
  public func days(to other: LocalDate) -> Int {
    other.dayNumber - dayNumber
  }

  /// The first day of the week containing this date, for a week that starts on
  /// `firstWeekday` (ISO numbering, Monday = 1).
  public func startOfWeek(firstWeekday: Int) -> LocalDate {
    let back = (isoWeekday - firstWeekday + 7) % 7
    return adding(days: -back)
  }

  /// The first day of a run of `weeks` whole weeks ending with this date's
  /// week (a trailing grid): the start of the week `weeks - 1` weeks back.
  public func startOfTrailingWeeks(_ weeks: Int, firstWeekday: Int) -> LocalDate {
    startOfWeek(firstWeekday: firstWeekday).adding(days: -7 * (max(1, weeks) - 1))
  }

  /// The first day of this date's month.
  public var startOfMonth: LocalDate {
    adding(days: 1 - day)
  }

  /// The ISO 8601 week this date belongs to (weeks start on Monday; week 1
  /// holds the year's first Thursday).
  public var isoWeek: ISOWeek {
    let thursday = adding(days: 4 - isoWeekday)
    let weekYear = thursday.year
    let firstDay = LocalDate(dayNumber: Self.dayNumber(year: weekYear, month: 1, day: 1))
    let week = firstDay.days(to: thursday) / 7 + 1
    return ISOWeek(year: weekYear, week: week)
  }

  public static func isLeapYear(_ year: Int) -> Bool {
    (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
  }

  public static func daysInMonth(year: Int, month: Int) -> Int {
    switch month {
    case 2: return isLeapYear(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }

  /// Howard Hinnant's `days_from_civil`.
  static func dayNumber(year: Int, month: Int, day: Int) -> Int {
    let y = month <= 2 ? year - 1 : year
    let era = (y >= 0 ? y : y - 399) / 400
    let yoe = y - era * 400
    let mp = month > 2 ? month - 3 : month + 9
    let doy = (153 * mp + 2) / 5 + day - 1
    let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
    return era * 146_097 + doe - 719_468
  }

  static func pad(_ value: Int, _ width: Int) -> String {
    let digits = String(value)
    return digits.count >= width
      ? digits : String(repeating: "0", count: width - digits.count) + digits
  }
}
