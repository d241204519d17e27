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

  /// `parse` over the text's UTF-8 bytes, read in place.
  static func parse(bytes: UnsafeBufferPointer<UInt8>)
    -> (seconds: Double, writtenDate: LocalDate)?
  {
    var index = 0
    func digits(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<(index + count)] {
        guard (48...57).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 48)
      }
      index += count
      return value
    }
    func take(_ character: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == character else { return false }
      index += 1
      return true
    }
    // `YYYY-MM-DD` exactly, as `LocalDate(iso:)` reads it.
    guard bytes.count >= 17, let year = digits(4), take(UInt8(ascii: "-")),
      let month = digits(2), take(UInt8(ascii: "-")), let day = digits(2),
      let date = LocalDate(year: year, month: month, day: day)
    else { return nil }
    guard take(UInt8(ascii: "T")) || take(UInt8(ascii: "t")) || take(UInt8(ascii: " ")) else {
      return nil
    }
    guard let hour = digits(2), hour < 24, take(UInt8(ascii: ":")), let minute = digits(2),
      minute < 60
    else {
      return nil
    }
    var seconds = 0.0
    if take(UInt8(ascii: ":")) {
      // A leap second (`23:59:60`) is read as the last second of its
      // minute: the instant stays in its day, and its minute.
      guard let whole = digits(2), whole <= 60 else { return nil }
      seconds = Double(min(whole, 59))
      if take(UInt8(ascii: ".")) || take(UInt8(ascii: ",")) {
        let start = index
        while index < bytes.count, (48...57).contains(bytes[index]) { index += 1 }
        guard index > start, index - start <= 9,
          let fraction = Double("0." + String(decoding: bytes[start..<index], as: UTF8.self))
        else { return nil }
        seconds += fraction
      }
    }
    guard let offset = zoneOffset(UnsafeBufferPointer(rebasing: bytes[index...])) else {
      return nil
    }
    let local = Double(date.dayNumber) * 86_400 + Double(hour * 3600 + minute * 60) + seconds
    return (local - Double(offset), date)
  }

  /// The zone designator's offset east of UTC in seconds, when `rest` is
  /// exactly one: `Z`, `±HH:MM`, `±HHMM` or `±HH`.
  private static func zoneOffset(_ rest: UnsafeBufferPointer<UInt8>) -> Int? {
    if rest.count == 1, rest[0] == UInt8(ascii: "Z") || rest[0] == UInt8(ascii: "z") { return 0 }
    guard let sign = rest.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") else {
      return nil
    }
    var numbers: [UInt8] = []
    numbers.reserveCapacity(4)
    for (position, byte) in rest.dropFirst().enumerated() {
      if rest.count == 6 && position == 2 && byte == UInt8(ascii: ":") { continue }
      numbers.append(byte)
    }
    guard numbers.count == 4 || numbers.count == 2, numbers.allSatisfy({ (48...57).contains($0) })
    else { return nil }
    let hours = Int(numbers[0] - 48) * 10 + Int(numbers[1] - 48)
    let minutes = numbers.count == 4 ? Int(numbers[2] - 48) * 10 + Int(numbers[3] - 48) : 0
    guard hours <= 18, minutes < 60 else { return nil }
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
