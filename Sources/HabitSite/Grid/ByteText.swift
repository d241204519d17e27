import HabitCore

/// UTF-8 output built as bytes, for the renderers whose output runs to
/// hundreds of kilobytes (grids, `data.json`): appending bytes costs a
/// capacity check and a copy, where appending to a `String` also checks
/// and updates its encoding flags each time.
struct ByteText {
  var bytes: [UInt8] = []

  init(capacity: Int) {
    bytes.reserveCapacity(capacity)
  }

  /// The bytes as a `String` (they are always whole UTF-8: only whole
  /// strings and ASCII are appended).
  var string: String { String(decoding: bytes, as: UTF8.self) }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  @inline(__always)
  mutating func append(_ other: [UInt8]) {
    bytes.append(contentsOf: other)
  }

  @inline(__always)
  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends a string's UTF-8 as it is.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  /// Appends `text` escaped by `Escape.anywhere`.
  mutating func append(escapingAnywhere text: String) {
    var escaped = ""
    Escape.appendAnywhere(text, to: &escaped)
    append(escaped)
  }

  /// Appends the decimal digits of `value` (which may be negative).
  mutating func append(decimal value: Int) {
    if value < 0 { bytes.append(UInt8(ascii: "-")) }
    // -Int.min overflows; its magnitude goes through UInt.
    var rest = value.magnitude
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        count += 1
        buffer[20 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      bytes.append(contentsOf: buffer[(20 - count)...])
    }
  }
}

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
  func append(to output: inout [UInt8]) {
    if isFourDigit {
      withUnsafeBytes(of: text) { output.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
    } else {
      output.append(contentsOf: date.isoString.utf8)
    }
  }

  /// Appends the current day's text.
  @inline(__always)
  func append(to output: inout RawBytes) {
    if isFourDigit {
      withUnsafeBytes(of: text) { output.append($0.bindMemory(to: UInt8.self)) }
    } else {
      output.append(date.isoString)
    }
  }

  /// The current day's text as a `String`.
  var string: String {
    var bytes: [UInt8] = []
    append(to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
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
