import HabitCore

/// ISO 8601 time stamps as the export writes them: `2026-01-05T09:12:00Z`,
/// `2026-01-05T10:12:00.250+01:00`. A small pure parser (no DateFormatter):
/// date, `T` (or a space), hours and minutes, optional seconds and fraction,
/// and a required zone (`Z` or `±HH:MM`, `±HHMM`, `±HH`). A leap second
/// (`:60`) counts as the minute's last second.
enum ISOTimestamp {
  /// The instant (seconds since 1970 UTC) and the calendar date written in
  /// the text; nil when the text is not such a time stamp.
  static func parse(_ text: String) -> (seconds: Double, writtenDate: LocalDate)? {
    var text = text
    return text.withUTF8 { parse(bytes: $0) }
  }

  /// `parse` over the text's UTF-8 bytes, read in place, each part at its
  /// place (no closure, no array: a profile of the import found the
  /// general walk costing some 1,500 instructions a time stamp).
  static func parse(bytes: UnsafeBufferPointer<UInt8>)
    -> (seconds: Double, writtenDate: LocalDate)?
  {
    let count = bytes.count
    // `YYYY-MM-DD` exactly, as `LocalDate(iso:)` reads it.
    guard count >= 17, let year = number(bytes, at: 0, digits: 4), bytes[4] == UInt8(ascii: "-"),
      let month = number(bytes, at: 5, digits: 2), bytes[7] == UInt8(ascii: "-"),
      let day = number(bytes, at: 8, digits: 2),
      let date = LocalDate(year: year, month: month, day: day)
    else { return nil }
    switch bytes[10] {
    case UInt8(ascii: "T"), UInt8(ascii: "t"), UInt8(ascii: " "): break
    default: return nil
    }
    guard let hour = number(bytes, at: 11, digits: 2), hour < 24, bytes[13] == UInt8(ascii: ":"),
      let minute = number(bytes, at: 14, digits: 2), minute < 60
    else {
      return nil
    }
    var index = 16
    var seconds = 0.0
    if bytes[index] == UInt8(ascii: ":") {
      // A leap second (`23:59:60`) is read as the last second of its
      // minute: the instant stays in its day, and its minute.
      guard let whole = number(bytes, at: index + 1, digits: 2), whole <= 60 else { return nil }
      seconds = Double(min(whole, 59))
      index += 3
      if index < count, bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") {
        index += 1
        let start = index
        var fraction = 0
        while index < count, bytes[index] &- 48 < 10 {
          if index - start < 9 { fraction = fraction * 10 + Int(bytes[index] &- 48) }
          index += 1
        }
        guard index > start, index - start <= 9 else { return nil }
        // Both whole numbers are exact as doubles, so the quotient is the
        // fraction's decimal correctly rounded, as `Double("0.250")` reads.
        seconds += Double(fraction) / powersOfTen[index - start]
      }
    }
    guard let offset = zoneOffset(bytes, from: index) else { return nil }
    let local = Double(date.dayNumber) * 86_400 + Double(hour * 3600 + minute * 60) + seconds
    return (local - Double(offset), date)
  }

  private static let powersOfTen: [Double] = [1, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9]

  /// The whole number written with exactly `digits` ASCII digits at
  /// `index`; nil when a byte is not a digit or the text ends first.
  private static func number(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, digits: Int)
    -> Int?
  {
    guard index + digits <= bytes.count else { return nil }
    var value = 0
    for offset in index..<(index + digits) {
      let digit = bytes[offset] &- 48
      guard digit < 10 else { return nil }
      value = value * 10 + Int(digit)
    }
    return value
  }

  /// The offset east of UTC in seconds of the zone designator that is the
  /// whole rest of `bytes` from `index`: `Z`, `±HH:MM`, `±HHMM` or `±HH`.
  private static func zoneOffset(_ bytes: UnsafeBufferPointer<UInt8>, from index: Int) -> Int? {
    let rest = bytes.count - index
    guard rest > 0 else { return nil }
    let sign = bytes[index]
    if rest == 1, sign == UInt8(ascii: "Z") || sign == UInt8(ascii: "z") { return 0 }
    guard sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-"),
      let hours = number(bytes, at: index + 1, digits: 2)
    else { return nil }
    let minutes: Int?
    switch rest {
    case 3: minutes = 0
    case 5: minutes = number(bytes, at: index + 3, digits: 2)
    case 6 where bytes[index + 3] == UInt8(ascii: ":"):
      minutes = number(bytes, at: index + 4, digits: 2)
    default: return nil
    }
    guard let minutes, hours <= 18, minutes < 60 else { return nil }
    let offset = hours * 3600 + minutes * 60
    return sign == UInt8(ascii: "-") ? -offset : offset
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` in UTC, with a fraction of up to six digits
  /// (trailing zeros dropped) when the instant has one.
  static func format(_ instant: Double) -> String {
    // Clamped to years 1...9999 so no instant can trap the integer maths.
    let seconds = instant.isFinite ? min(max(instant, -62_135_596_800), 253_402_300_799) : 0
    var whole = seconds.rounded(.down)
    var micros = Int(((seconds - whole) * 1_000_000).rounded())
    if micros >= 1_000_000 {
      whole += 1
      micros = 0
    }
    let total = Int(whole)
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    var text = LocalDate(dayNumber: days).isoString + "T" + pad(secondOfDay / 3600) + ":"
    text += pad(secondOfDay / 60 % 60) + ":" + pad(secondOfDay % 60)
    if micros > 0 {
      var fraction = String(micros)
      fraction = String(repeating: "0", count: 6 - fraction.count) + fraction
      while fraction.hasSuffix("0") { fraction.removeLast() }
      text += "." + fraction
    }
    return text + "Z"
  }

  private static func pad(_ value: Int) -> String {
    value < 10 ? "0" + String(value) : String(value)
  }
}
