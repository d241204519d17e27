/// The integers a field accepts, and how to describe them in a message.
/// Fields with only a guard upper bound (against hostile numbers) are
/// described by their lower bound ("an integer ≥ 1"), unless the value broke
/// the upper one.
struct IntegerRule: Sendable {
  /// The largest target, amount or allowance accepted.
  static let largestAmount = 1_000_000

  var range: ClosedRange<Int>
  /// Appended to the description: "for a counted habit".
  var purpose: String?
  /// Describe the range as "from a to b" (true) or by the bound broken.
  var showsRange: Bool

  init(_ range: ClosedRange<Int>, for purpose: String? = nil, showsRange: Bool = true) {
    self.range = range
    self.purpose = purpose
    self.showsRange = showsRange
  }

  /// `min` up to the guard bound, described by `min` alone.
  static func atLeast(_ min: Int, upTo max: Int = largestAmount, for purpose: String? = nil)
    -> IntegerRule
  {
    IntegerRule(min...max, for: purpose, showsRange: false)
  }

  /// "an integer ≥ 1 for a counted habit", or "an integer ≤ 1,000,000 …"
  /// when `value` lies above the range.
  func expectation(for value: Int? = nil) -> String {
    var text: String
    if showsRange {
      text =
        "an integer from \(Self.grouped(range.lowerBound)) to \(Self.grouped(range.upperBound))"
    } else if let value, value > range.upperBound {
      text = "an integer ≤ \(Self.grouped(range.upperBound))"
    } else {
      text = "an integer ≥ \(Self.grouped(range.lowerBound))"
    }
    if let purpose { text += " " + purpose }
    return text
  }

  /// Thousands separated by commas from 10,000 up ("1,000,000").
  static func grouped(_ value: Int) -> String {
    let digits = String(value.magnitude)
    guard digits.count > 4 else { return String(value) }
    var result = ""
    for (offset, digit) in digits.enumerated() {
      if offset > 0, (digits.count - offset) % 3 == 0 { result += "," }
      result.append(digit)
    }
    return value < 0 ? "-" + result : result
  }
}
