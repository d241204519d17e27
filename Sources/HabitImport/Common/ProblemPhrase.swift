import HabitCore

/// A problem's message as a message key and its arguments, so that a
/// command building a site or a summary in a language can say it in that
/// language (`warning.*` in `Templates/messages/`). The problem's English
/// `message` stays its description wherever no catalog is at hand.
public struct ProblemPhrase: Hashable, Sendable {
  /// A value put into the phrase: a count (which picks the plural form), a
  /// date, text as it is, or phrases said one after another as a list.
  public enum Argument: Hashable, Sendable {
    case number(Int)
    case date(LocalDate)
    case text(String)
    case list([ProblemPhrase])
  }

  public var key: String
  public var arguments: [String: Argument]

  public init(_ key: String, _ arguments: [String: Argument] = [:]) {
    self.key = key
    self.arguments = arguments
  }
}
