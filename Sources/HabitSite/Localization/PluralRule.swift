/// The CLDR cardinal plural rules the site knows, for whole numbers (every
/// number the engine puts in a message is a count). A catalog names its rule
/// with `"plurals"`, or gets it from its locale's language.
public enum PluralRule: String, CaseIterable, Hashable, Sendable {
  /// English and the many languages that share its rule: `one` for 1, else
  /// `other`.
  case english = "en"
  /// Arabic: `zero` 0, `one` 1, `two` 2, `few` when n % 100 is 3…10, `many`
  /// when n % 100 is 11…99, else `other` (100, 101, 102, 200, …).
  case arabic = "ar"

  /// The rule for a BCP 47 locale such as `ar` or `en-GB`, by its language;
  /// nil when no rule is built in.
  public init?(locale: String) {
    let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? ""
    self.init(rawValue: language.lowercased())
  }

  /// The category of `number`. Negative numbers take their magnitude's
  /// category, as CLDR's rules are written on the absolute value.
  public func category(for number: Int) -> PluralCategory {
    let n = number.magnitude
    switch self {
    case .english:
      return n == 1 ? .one : .other
    case .arabic:
      switch (n, n % 100) {
      case (0, _): return .zero
      case (1, _): return .one
      case (2, _): return .two
      case (_, 3...10): return .few
      case (_, 11...99): return .many
      default: return .other
      }
    }
  }
}
