/// An inline select of a message pattern, `{name, select, word {…} other
/// {…}}` in the ICU style: the branch whose word is the text argument
/// `argument`, else `other`. It lets a sentence agree with a word another
/// message gives, such as the gender of an Urdu weekday's name
/// (`{weekday, select, جمعرات {…رہی} other {…رہا}}`).
public struct SelectChoice: Hashable, Sendable {
  /// The text argument that chooses the branch.
  public let argument: String
  /// The branches by the argument's exact text.
  public let branches: [String: MessagePattern]
  /// The branch for any other text, or when the argument is missing.
  public let other: MessagePattern

  public init(argument: String, branches: [String: MessagePattern], other: MessagePattern) {
    self.argument = argument
    self.branches = branches
    self.other = other
  }

  /// The branch for the argument's text `value`.
  func branch(for value: String?) -> MessagePattern {
    value.flatMap { branches[$0] } ?? other
  }

  /// Every branch, by word, then `other`.
  public var patterns: [MessagePattern] {
    branches.keys.sorted().compactMap { branches[$0] } + [other]
  }
}
