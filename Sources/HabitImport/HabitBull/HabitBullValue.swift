import Foundation

/// A HabitBull `Value`: 1 done, 0 not done, a larger number a count
/// (HabitBull's numeric habits). Read digit by digit, without
/// `Double(_:)`'s leniency ("nan", "1e9999" and hex are not values) and
/// without overflow.
enum HabitBullValue: Equatable {
  /// A whole amount from 0 to `maximum`.
  case amount(Int)
  /// A fraction, rounded half up to a whole amount.
  case rounded(Int, from: String)
  /// A negative number (HabitBull writes -2150000000 on some days): left out.
  case negative(String)
  /// An empty field: left out.
  case empty

  /// The largest amount accepted.
  static let maximum = 1_000_000

  /// Nil when `text` is not a decimal number, or is larger than `maximum`.
  static func parse(_ text: String) -> HabitBullValue? {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    if trimmed.isEmpty { return .empty }
    var body = Substring(trimmed)
    let isNegative = body.first == "-"
    if isNegative || body.first == "+" { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let whole = parts[0]
    let fraction = parts.count == 2 ? parts[1] : ""
    let isDigit = { (character: Character) in ("0"..."9").contains(character) }
    guard !whole.isEmpty, whole.allSatisfy(isDigit), fraction.allSatisfy(isDigit),
      parts.count == 1 || !fraction.isEmpty
    else { return nil }
    let isZero = !(whole + fraction).contains { $0 != "0" }
    if isNegative && !isZero { return .negative(trimmed) }
    let significant = whole.drop { $0 == "0" }
    guard significant.count <= 7, let value = Int(significant.isEmpty ? "0" : significant),
      value <= maximum
    else { return nil }
    guard fraction.contains(where: { $0 != "0" }), let first = fraction.first else {
      return .amount(value)
    }
    let rounded = value + (first >= "5" ? 1 : 0)
    guard rounded <= maximum else { return nil }
    return .rounded(rounded, from: trimmed)
  }
}
