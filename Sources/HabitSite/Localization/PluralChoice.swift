/// An inline plural of a message pattern, `{name, plural, one {…} other {…}}`
/// in the ICU style: the branch for the number argument `argument`, so that
/// every counted argument of a sentence carries its own noun ("٣ مرات",
/// "مرتين"), not only the one a plural message is chosen by.
///
/// A branch is chosen by an exact value first (`=0 {…}`, for a language
/// whose rules have no `zero` category but whose sentence needs one), then
/// by the number's CLDR category, then `other`, which every choice has.
/// Inside a branch, `#` stands for the number itself.
public struct PluralChoice: Hashable, Sendable {
  /// The number argument that chooses the branch.
  public let argument: String
  /// Branches for exact values, written `=n`.
  public let exact: [Int: MessagePattern]
  /// Branches per plural category; always holds `.other`.
  public let forms: [PluralCategory: MessagePattern]

  public init(
    argument: String, exact: [Int: MessagePattern], forms: [PluralCategory: MessagePattern]
  ) {
    self.argument = argument
    self.exact = exact
    self.forms = forms
  }

  /// The branch for `number`, whose category is `category`; the `other`
  /// branch when the number is unknown.
  func branch(for number: Int?, category: (Int) -> PluralCategory) -> MessagePattern? {
    guard let number else { return forms[.other] }
    return exact[number] ?? forms[category(number)] ?? forms[.other]
  }

  /// Every branch, exact values first (in order), then the categories in
  /// CLDR order.
  public var branches: [MessagePattern] {
    exact.keys.sorted().compactMap { exact[$0] } + PluralCategory.allCases.compactMap { forms[$0] }
  }
}
