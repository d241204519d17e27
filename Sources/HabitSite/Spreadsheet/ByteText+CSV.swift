/// The fields of the site's spreadsheets (`data/days.csv`,
/// `data/periods.csv`) as RFC 4180 writes them: UTF-8, a field quoted when
/// it holds a comma, a quote, a CR or a LF, its quotes doubled, each record
/// ended by CRLF.
extension ByteText {
  /// Appends `text` as one field. A text that starts with `=`, `+`, `-`,
  /// `@`, a tab or a CR gets a leading `'` first, so no spreadsheet runs it
  /// as a formula (OWASP's defence against CSV injection): the field reads
  /// back as the text with that `'` before it.
  mutating func append(csvText text: String) {
    var text = text
    text.withUTF8 { bytes in
      let guarded = bytes.first.map(Self.startsFormula) ?? false
      let quoted = bytes.contains(where: Self.needsQuotes)
      if quoted { append(byte: UInt8(ascii: "\"")) }
      if guarded { append(byte: UInt8(ascii: "'")) }
      guard quoted else { return append(bytes) }
      var start = 0
      for index in bytes.indices where bytes[index] == UInt8(ascii: "\"") {
        // The quote itself, then once more.
        append(UnsafeBufferPointer(rebasing: bytes[start...index]))
        start = index
      }
      append(UnsafeBufferPointer(rebasing: bytes[start...]))
      append(byte: UInt8(ascii: "\""))
    }
  }

  /// Appends the separator between two fields.
  mutating func appendCSVComma() { append(byte: UInt8(ascii: ",")) }

  /// Ends a record.
  mutating func appendCSVLineEnd() { append("\r\n" as StaticString) }

  /// Appends `value` × 10^-`decimals` with a decimal point, no grouping
  /// and no trailing zeros, whatever the locale: 188200 with 3 decimals is
  /// `188.2`, 2000 is `2`, 5 is `0.005` (the numbers of `data.json`).
  mutating func append(fixedPoint value: Int, decimals: Int) {
    guard decimals > 0 else { return append(decimal: value) }
    var scale = 1
    for _ in 0..<decimals { scale *= 10 }
    if value < 0 { append(byte: UInt8(ascii: "-")) }
    let magnitude = value.magnitude
    append(decimal: Int(magnitude / UInt(scale)))
    var fraction = Int(magnitude % UInt(scale))
    guard fraction > 0 else { return }
    var places = decimals
    while fraction % 10 == 0 {
      fraction /= 10
      places -= 1
    }
    append(byte: UInt8(ascii: "."))
    var digits = [UInt8](repeating: UInt8(ascii: "0"), count: places)
    for index in stride(from: places - 1, through: 0, by: -1) {
      digits[index] = UInt8(ascii: "0") + UInt8(fraction % 10)
      fraction /= 10
    }
    append(digits)
  }

  private static func startsFormula(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "="), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "@"), 0x09, 0x0D:
      true
    default: false
    }
  }

  private static func needsQuotes(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: ",") || byte == UInt8(ascii: "\"") || byte == 0x0D || byte == 0x0A
  }
}
