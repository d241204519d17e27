/// One entry of a catalog: a single text, or texts per plural category
/// chosen by a number argument.
public enum Message: Hashable, Sendable {
  case text(MessagePattern)
  /// `argument` names the number that picks the form; `forms` always holds
  /// `.other`, the form used for any category the file leaves out.
  case plural(argument: String, forms: [PluralCategory: MessagePattern])

  /// Every pattern of the message.
  public var patterns: [MessagePattern] {
    switch self {
    case .text(let pattern): return [pattern]
    case .plural(_, let forms):
      return PluralCategory.allCases.compactMap { forms[$0] }
    }
  }
}
