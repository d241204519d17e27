/// How a catalog writes a whole number: its digits and the separator between
/// groups of three (`1,095` in English, `١٬٠٩٥` in Arabic).
public struct NumberFormat: Hashable, Sendable {
  public var digits: DigitSystem
  /// Put between groups of three digits; empty for none.
  public var groupSeparator: String
  /// Small numbers as words, from zero up ("zero", "one", … "ten"), for the
  /// `{n:words}` style of sentences that read better spelled out ("Five a
  /// week may be more than this season allows — try three?"). Numbers past
  /// the list are written in digits.
  public var words: [String]

  public init(digits: DigitSystem, groupSeparator: String, words: [String] = []) {
    self.digits = digits
    self.groupSeparator = groupSeparator
    self.words = words
  }

  /// `number` for a placeholder style: `plain` (no grouping), `words` (a
  /// word when the catalog has one), `Words` (the same with a capital first
  /// letter, to start a sentence), else grouped digits.
  public func string(_ number: Int, style: String?) -> String {
    switch style {
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

  /// `number` in the locale's digits, grouped unless `grouped` is false
  /// (years are never grouped). Negative numbers take a leading minus, after
  /// a bidirectional mark for the Arabic digit systems
  /// (`DigitSystem.minusPrefix`) so it stays on the left of the digits in
  /// right-to-left text.
  public func string(_ number: Int, grouped: Bool = true) -> String {
    var magnitude = number.magnitude
    var reversedDigits: [Unicode.Scalar] = []
    repeat {
      reversedDigits.append(digits.digit(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    var result = ""
    if number < 0 { result += digits.minusPrefix + "-" }
    for (index, digit) in reversedDigits.enumerated().reversed() {
      result.unicodeScalars.append(digit)
      if grouped, index > 0, index % 3 == 0 { result += groupSeparator }
    }
    return result
  }
}
