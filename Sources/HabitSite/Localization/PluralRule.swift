/// A CLDR cardinal plural rule: which category (zero, one, two, few, many,
/// other) a number takes in a language. Every CLDR language has one, from
/// the generated tables in `PluralRule+CLDRLanguages.swift` and
/// `PluralRule+CLDRRules.swift`; a catalog names its rule
/// with `"plurals"` (a CLDR language such as `"fr"`), or gets it from its
/// locale's language.
public struct PluralRule: Hashable, Sendable, CustomStringConvertible {
  /// The CLDR locale the rule was taken from, such as `en`, `ar` or `pt-PT`.
  public let language: String
  private let index: Int

  /// English and the many languages that share its rule: `one` for 1, else
  /// `other`.
  public static let english = PluralRule(rawValue: "en")!
  /// Arabic: `zero` 0, `one` 1, `two` 2, `few` when n % 100 is 3…10, `many`
  /// when n % 100 is 11…99, else `other` (100, 101, 102, 200, …).
  public static let arabic = PluralRule(rawValue: "ar")!

  /// The rule CLDR gives exactly this locale (`pt-PT`, `fr`), or nil.
  public init?(rawValue: String) {
    guard let index = Self.cldrLanguages[rawValue] else { return nil }
    self.language = rawValue
    self.index = index
  }

  /// The rule for a BCP 47 locale such as `ar`, `en-GB` or `pt_PT`: the
  /// longest prefix of its subtags that CLDR has a rule for; nil when none.
  public init?(locale: String) {
    var parts = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
    guard !parts.isEmpty else { return nil }
    parts[0] = parts[0].lowercased()
    for index in parts.indices.dropFirst() {
      parts[index] =
        parts[index].count == 4
        ? parts[index].prefix(1).uppercased() + parts[index].dropFirst().lowercased()
        : parts[index].uppercased()
    }
    while !parts.isEmpty {
      if let rule = PluralRule(rawValue: parts.joined(separator: "-")) {
        self = rule
        return
      }
      parts.removeLast()
    }
    return nil
  }

  /// Every CLDR locale that has a rule, sorted.
  public static var languages: [String] { cldrLanguages.keys.sorted() }

  /// The categories this rule can give, in CLDR order, `other` last.
  public var categories: [PluralCategory] { Self.cldrCategories[index] }

  /// The category of the whole number `number`. Negative numbers take their
  /// magnitude's category, as CLDR's rules are written on the absolute value.
  public func category(for number: Int) -> PluralCategory {
    Self.cldrCategory(rule: index, PluralOperands(number))
  }

  /// The category of a number given by its CLDR operands, for decimals
  /// ("1.50" and "1.5" may differ) and compact numbers ("1.2c6").
  public func category(for operands: PluralOperands) -> PluralCategory {
    Self.cldrCategory(rule: index, operands)
  }

  public var description: String { language }
}
