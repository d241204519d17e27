import HabitCore

/// A date or time stamp as Objectuve writes it: a plain `YYYY-MM-DD`, or an
/// ISO 8601 time stamp (`2025-03-02T07:15:00Z`, `…T07:15:00.123+01:00`).
/// Parsed by hand so the result does not depend on the machine's locale.
enum ObjectuveTimeStamp: Equatable {
  /// A floating calendar date.
  case date(LocalDate)
  /// An instant, in seconds since 1970 UTC.
  case instant(Double)
  /// A time stamp without an offset: only its calendar date is trusted.
  case floating(LocalDate)

  /// Nil when the text is neither form, or its date lies outside 1970–2100
  /// (every reader's limit: a year-1 goal would lay out two millennia of
  /// days).
  init?(_ text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count >= 10, let date = LocalDate(iso: text.prefix(10)),
      date >= FieldReader.earliestDate, date <= FieldReader.latestDate
    else { return nil }
    if bytes.count == 10 {
      self = .date(date)
      return
    }
    guard bytes[10] == UInt8(ascii: "T") || bytes[10] == UInt8(ascii: " ") else { return nil }
    var scanner = Scanner(bytes: bytes, index: 11)
    guard let hour = scanner.digits(2), hour < 24, scanner.take(":"),
      let minute = scanner.digits(2), minute < 60
    else { return nil }
    var second = 0.0
    if scanner.take(":") {
      // A leap second (`:60`) is the last second of its minute.
      guard let whole = scanner.digits(2), whole <= 60 else { return nil }
      second = Double(min(whole, 59))
      if scanner.take(".") || scanner.take(",") {
        guard let fraction = scanner.fraction() else { return nil }
        second += fraction
      }
    }
    let secondsOfDay = Double(hour * 3600 + minute * 60) + second
    if scanner.atEnd {
      self = .floating(date)
      return
    }
    guard let offset = scanner.offsetSeconds(), scanner.atEnd else { return nil }
    self = .instant(Double(date.dayNumber) * 86_400 + secondsOfDay - Double(offset))
  }
}

/// A cursor over the ASCII bytes of a time stamp.
private struct Scanner {
  let bytes: [UInt8]
  var index: Int

  var atEnd: Bool { index == bytes.count }

  mutating func take(_ character: Unicode.Scalar) -> Bool {
    guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
    index += 1
    return true
  }

  /// Exactly `count` decimal digits.
  mutating func digits(_ count: Int) -> Int? {
    guard index + count <= bytes.count else { return nil }
    var value = 0
    for byte in bytes[index..<index + count] {
      guard byte >= 48 && byte <= 57 else { return nil }
      value = value * 10 + Int(byte - 48)
    }
    index += count
    return value
  }

  /// One to nine digits after a decimal point, as a fraction of a second.
  mutating func fraction() -> Double? {
    var value = 0.0
    var scale = 1.0
    var count = 0
    while index < bytes.count, bytes[index] >= 48, bytes[index] <= 57 {
      count += 1
      guard count <= 9 else { return nil }
      scale /= 10
      value += Double(bytes[index] - 48) * scale
      index += 1
    }
    return count == 0 ? nil : value
  }

  /// `Z`, `±HH:MM` or `±HHMM`, in seconds east of UTC.
  mutating func offsetSeconds() -> Int? {
    if take("Z") || take("z") { return 0 }
    let sign: Int
    if take("+") {
      sign = 1
    } else if take("-") {
      sign = -1
    } else {
      return nil
    }
    guard let hours = digits(2), hours <= 18 else { return nil }
    _ = take(":")
    guard let minutes = digits(2), minutes < 60 else { return nil }
    return sign * (hours * 3600 + minutes * 60)
  }
}
