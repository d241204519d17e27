import HabitCore
import HabitJSON

extension JSONScanner {
  /// The plain string at the scanner when it is a date as `YYYY-MM-DD`
  /// that the export's rules accept as it is (a day of the calendar between
  /// 1970 and 2100), read from the bytes without making a string; the
  /// scanner moves past it. Nil, the scanner unmoved, for any other value,
  /// which the rules then read and report.
  mutating func exportDay() -> LocalDate? {
    let start = index
    guard let range = plainString(), range.count == 10,
      let day = Self.day(UnsafeBufferPointer(rebasing: bytes[range])),
      day >= FieldReader.earliestDate, day <= FieldReader.latestDate
    else {
      index = start
      return nil
    }
    return day
  }

  /// The plain string at the scanner when it is an ISO 8601 time stamp
  /// (see `ISOTimestamp`) whose written date the rules accept: its instant,
  /// in seconds since 1970, read without making a string. Nil, the scanner
  /// unmoved, for any other value.
  mutating func exportInstant() -> Double? {
    let start = index
    guard let range = plainString(),
      let (seconds, written) = ISOTimestamp.parse(
        bytes: UnsafeBufferPointer(rebasing: bytes[range])),
      written >= FieldReader.earliestDate, written <= FieldReader.latestDate
    else {
      index = start
      return nil
    }
    return seconds
  }

  /// `YYYY-MM-DD` exactly, as `LocalDate(iso:)` reads it.
  private static func day(_ text: UnsafeBufferPointer<UInt8>) -> LocalDate? {
    guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else { return nil }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for index in range {
        let digit = text[index] &- UInt8(ascii: "0")
        guard digit < 10 else { return nil }
        value = value * 10 + Int(digit)
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    return LocalDate(year: year, month: month, day: day)
  }
}
