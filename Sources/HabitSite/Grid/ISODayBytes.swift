import HabitCore

/// `YYYY-MM-DD` of consecutive days as bytes, counted forward from civil
/// parts so a renderer's per-day loop does no date arithmetic; exactly
/// `LocalDate.isoString` (years outside 0...9999 go through it). The text
/// is held inline, so appending it touches no reference count.
struct ISODayBytes {
  private var date: LocalDate
  private var civil: CivilDayCounter
  /// The current day's text, when the year takes four digits.
  private var text: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
    (0, 0, 0, 0, UInt8(ascii: "-"), 0, 0, UInt8(ascii: "-"), 0, 0)
  private var isFourDigit = false

  init(_ date: LocalDate) {
    self.date = date
    civil = CivilDayCounter(date)
    render()
  }

  /// Appends the current day's text.
  @inline(__always)
  func append(to output: inout ByteText) {
    if isFourDigit {
      withUnsafeBytes(of: text) { output.append($0.bindMemory(to: UInt8.self)) }
    } else {
      output.append(date.isoString)
    }
  }

  /// The current day's text as a `String`.
  var string: String {
    var bytes = ByteText(capacity: 16)
    append(to: &bytes)
    return bytes.string
  }

  /// Moves to the next day.
  mutating func advance() {
    date = date.adding(days: 1)
    if civil.advance() {
      render()
    } else {
      // Only the day's digits change.
      text.8 = UInt8(ascii: "0") + UInt8(civil.day / 10)
      text.9 = UInt8(ascii: "0") + UInt8(civil.day % 10)
    }
  }

  private mutating func render() {
    let (year, month, day) = (civil.year, civil.month, civil.day)
    isFourDigit = (0...9999).contains(year)
    guard isFourDigit else { return }
    let zero = UInt8(ascii: "0")
    text.0 = zero + UInt8(year / 1000)
    text.1 = zero + UInt8(year / 100 % 10)
    text.2 = zero + UInt8(year / 10 % 10)
    text.3 = zero + UInt8(year % 10)
    text.5 = zero + UInt8(month / 10)
    text.6 = zero + UInt8(month % 10)
    text.8 = zero + UInt8(day / 10)
    text.9 = zero + UInt8(day % 10)
  }
}
