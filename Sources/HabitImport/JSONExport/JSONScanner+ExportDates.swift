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

  /// `YYYY-MM-DD` exactly, as `LocalDate(iso:)` reads it: each digit at
  /// its place, with no closure (a profile of the import counted some 450
  /// instructions a date through one).
  private static func day(_ text: UnsafeBufferPointer<UInt8>) -> LocalDate? {
    guard text[4] == UInt8(ascii: "-"), text[7] == UInt8(ascii: "-") else { return nil }
    var digits = (0, 0, 0, 0, 0, 0, 0, 0)
    var bad: UInt8 = 0
    @inline(__always) func digit(_ index: Int) -> Int {
      let value = text[index] &- UInt8(ascii: "0")
      bad |= value > 9 ? 1 : 0
      return Int(value)
    }
    digits = (digit(0), digit(1), digit(2), digit(3), digit(5), digit(6), digit(8), digit(9))
    guard bad == 0 else { return nil }
    let year = ((digits.0 * 10 + digits.1) * 10 + digits.2) * 10 + digits.3
    return LocalDate(
      year: year, month: digits.4 * 10 + digits.5, day: digits.6 * 10 + digits.7)
  }
}
