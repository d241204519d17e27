import HabitCore

/// Number and date formatting for the renderers' inner loops: appends
/// digits straight into the output, with no Foundation formatter and no
/// intermediate strings.
enum GridNumbers {
  /// Appends the decimal digits of `value` (which may be negative).
  static func append(_ value: Int, to output: inout String) {
    if value < 0 {
      output += "-"
      // -Int.min overflows; its magnitude goes through UInt.
      appendDigits(value.magnitude, to: &output)
    } else {
      appendDigits(UInt(value), to: &output)
    }
  }

  /// Appends `YYYY-MM-DD`.
  static func append(_ date: LocalDate, to output: inout String) {
    let (year, month, day) = date.components
    if year < 0 || year > 9999 {
      output += date.isoString
      return
    }
    appendPadded(year, width: 4, to: &output)
    output += "-"
    appendPadded(month, width: 2, to: &output)
    output += "-"
    appendPadded(day, width: 2, to: &output)
  }

  private static func appendPadded(_ value: Int, width: Int, to output: inout String) {
    var divisor = 1
    for _ in 1..<width { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      output.unicodeScalars.append(Unicode.Scalar(UInt8(48 + rest / divisor)))
      rest %= divisor
      divisor /= 10
    }
  }

  private static func appendDigits(_ value: UInt, to output: inout String) {
    if value >= 10 { appendDigits(value / 10, to: &output) }
    output.unicodeScalars.append(Unicode.Scalar(UInt8(48 + value % 10)))
  }
}
