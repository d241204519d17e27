/// How a catalog writes a number: its digits, the separator between groups
/// of three (`1,095` in English, `١٬٠٩٥` in Arabic, `1 095` in French), the
/// decimal separator (`2,5` in French, `٢٫٥` in Arabic) and a percent's
/// affixes, all CLDR's for the catalog's language and digits
/// (`CLDRFormats`).
public struct NumberFormat: Hashable, Sendable {
  public var digits: DigitSystem
  /// Put between groups of three digits; empty for none.
  public var groupSeparator: String
  /// Put between the whole part and the fraction.
  public var decimalSeparator: String
  /// Written before and after a percent's digits, the sign included.
  public var percentPrefix: String
  public var percentSuffix: String
  /// Small numbers as words, from zero up ("zero", "one", … "ten"), for the
  /// `{n:words}` style of sentences that read better spelled out ("Five a
  /// week may be more than this season allows — try three?"). Numbers past
  /// the list are written in digits.
  public var words: [String]

  /// Without a `decimalSeparator`, the Arabic digit systems take "٫" and
  /// the others ".".
  public init(
    digits: DigitSystem, groupSeparator: String, decimalSeparator: String? = nil,
    percentPrefix: String = "", percentSuffix: String = "%", words: [String] = []
  ) {
    self.digits = digits
    self.groupSeparator = groupSeparator
    self.decimalSeparator =
      decimalSeparator
      ?? ([.arabicIndic, .extendedArabicIndic].contains(digits) ? "\u{066B}" : ".")
    self.percentPrefix = percentPrefix
    self.percentSuffix = percentSuffix
    self.words = words
  }

  /// CLDR's format of `digits` in `formats`' language, grouped by
  /// `groupSeparator` when given.
  public init(
    digits: DigitSystem, cldr formats: CLDRFormats, groupSeparator: String? = nil,
    words: [String] = []
  ) {
    let symbols = formats.numberSymbols(digits)
    self.init(
      digits: digits, groupSeparator: groupSeparator ?? symbols.group,
      decimalSeparator: symbols.decimal,
      percentPrefix: formats.percentPrefix.replacingPercent(with: symbols.percent),
      percentSuffix: formats.percentSuffix.replacingPercent(with: symbols.percent), words: words)
  }

  /// `percent` (a whole number of percent) with the locale's affixes:
  /// "42%", "42 %", "٤٢٪؜".
  public func percent(_ percent: Int) -> String {
    percentPrefix + string(percent) + percentSuffix
  }

  /// `number` for a placeholder style: `plain` (no grouping), `percent`
  /// (with the percent sign, `percent(_:)`), `words` (a word when the
  /// catalog has one), `Words` (the same with a capital first letter, to
  /// start a sentence), else grouped digits.
  public func string(_ number: Int, style: String?) -> String {
    switch style {
    case "percent":
      return percent(number)
    case "plain":
      return string(number, grouped: false)
    case "words", "Words":
      guard number >= 0, number < words.count else { return string(number) }
      let word = words[number]
      return style == "Words" ? word.prefix(1).uppercased() + word.dropFirst() : word
    default:
      return string(number)
    }
  }

  /// A fixed-point `value` of `places` decimals (0–3) in the locale's
  /// digits: "2.4" for 2400 with 3 places, "2" for 2000, never a rounded
  /// float, with the locale's decimal separator ("2,4" in French).
  public func decimal(_ value: Int, places: Int) -> String {
    guard places > 0 else { return string(value) }
    var scale = 1
    for _ in 0..<places { scale *= 10 }
    let magnitude = value.magnitude
    var whole = string(Int(magnitude / UInt(scale)))
    if value < 0 { whole = String(string(-1).dropLast()) + whole }
    var fraction = Int(magnitude % UInt(scale))
    guard fraction > 0 else { return whole }
    var digitsLeft = places
    while fraction % 10 == 0 {
      fraction /= 10
      digitsLeft -= 1
    }
    var text = ""
    for _ in 0..<digitsLeft {
      text.unicodeScalars.insert(
        digits.digit(UInt(fraction % 10)), at: text.unicodeScalars.startIndex)
      fraction /= 10
    }
    return whole + decimalSeparator + text
  }

  /// The whole number a fixed-point value is, or nil when it has a fraction
  /// (plural forms of fractions are `other`).
  static func wholeValue(_ value: Int, places: Int) -> Int? {
    var scale = 1
    for _ in 0..<max(0, places) { scale *= 10 }
    return value % scale == 0 ? value / scale : nil
  }

  /// `number` in the locale's digits, grouped unless `grouped` is false
  /// (years are never grouped). Negative numbers take a leading minus, after
  /// a bidirectional mark for the Arabic digit systems
  /// (`DigitSystem.minusPrefix`) so it stays on the left of the digits in
  /// right-to-left text.
  public func string(_ number: Int, grouped: Bool = true) -> String {
    if digits == .latin, number >= 0, !grouped || number < 1000 { return String(number) }
    // Written straight into the string's UTF-8, from the units back: every
    // page formats thousands of numbers, and a scalar appended at a time
    // cost a few thousand instructions each.
    var count = 1
    var rest = number.magnitude / 10
    while rest > 0 {
      count += 1
      rest /= 10
    }
    let groups = grouped ? (count - 1) / 3 : 0
    let zero = digits.zero
    let width = zero < 0x80 ? 1 : zero < 0x800 ? 2 : 3
    let minus = number < 0 ? digits.minusPrefix + "-" : ""
    var separator = groupSeparator
    return separator.withUTF8 { separator in
      let total = minus.utf8.count + count * width + groups * separator.count
      return String(unsafeUninitializedCapacity: total) { output in
        var start = 0
        for byte in minus.utf8 {
          output[start] = byte
          start += 1
        }
        var end = total
        var magnitude = number.magnitude
        var written = 0
        repeat {
          if groups > 0, written > 0, written % 3 == 0 {
            end -= separator.count
            for (offset, byte) in separator.enumerated() { output[end + offset] = byte }
          }
          let scalar = zero + UInt32(magnitude % 10)
          magnitude /= 10
          written += 1
          end -= width
          switch width {
          case 1:
            output[end] = UInt8(truncatingIfNeeded: scalar)
          case 2:
            output[end] = 0xC0 | UInt8(truncatingIfNeeded: scalar >> 6)
            output[end + 1] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
          default:
            output[end] = 0xE0 | UInt8(truncatingIfNeeded: scalar >> 12)
            output[end + 1] = 0x80 | UInt8(truncatingIfNeeded: (scalar >> 6) & 0x3F)
            output[end + 2] = 0x80 | UInt8(truncatingIfNeeded: scalar & 0x3F)
          }
        } while magnitude > 0
        return total
      }
    }
  }
}

extension String {
  /// The text with each `%` replaced by `sign`.
  fileprivate func replacingPercent(with sign: String) -> String {
    split(separator: "%", omittingEmptySubsequences: false).joined(separator: sign)
  }
}
