/// How a catalog writes a whole number: its digits and the separator between
/// groups of three (`1,095` in English, `١٬٠٩٥` in Arabic).
public struct NumberFormat: Hashable, Sendable {
  public var digits: DigitSystem
  /// Put between groups of three digits; empty for none.
  public var groupSeparator: String

  public init(digits: DigitSystem, groupSeparator: String) {
    self.digits = digits
    self.groupSeparator = groupSeparator
  }

  /// `number` in the locale's digits, grouped unless `grouped` is false
  /// (years are never grouped). Negative numbers take a leading minus, after
  /// an Arabic letter mark for Arabic-Indic digits so it stays on the left
  /// of the digits in right-to-left text.
  public func string(_ number: Int, grouped: Bool = true) -> String {
    var magnitude = number.magnitude
    var reversedDigits: [Unicode.Scalar] = []
    repeat {
      reversedDigits.append(digits.digit(magnitude % 10))
      magnitude /= 10
    } while magnitude > 0
    var result = ""
    if number < 0 { result += digits == .arabicIndic ? "\u{061C}-" : "-" }
    for (index, digit) in reversedDigits.enumerated().reversed() {
      result.unicodeScalars.append(digit)
      if grouped, index > 0, index % 3 == 0 { result += groupSeparator }
    }
    return result
  }
}
