/// A message's text, parsed once: literal runs, `{name}` or `{name:style}`
/// placeholders, inline plurals `{name, plural, one {…} other {…}}`
/// (see `PluralChoice`) and selects `{name, select, feminine {…} other {…}}`
/// (see `SelectChoice`). `{{` stands for a literal `{`; a `}` outside a
/// placeholder is literal, except inside a plural's branch, which it ends.
/// Inside a branch `#` is the branch's number; elsewhere it is literal.
/// The grammar is in `MessagePattern+Parsing.swift`.
public struct MessagePattern: Hashable, Sendable {
  /// One piece of a pattern.
  public enum Segment: Hashable, Sendable {
    case literal(String)
    case placeholder(name: String, style: String?)
    /// An inline plural: a branch per count of one number argument.
    case plural(PluralChoice)
    /// A branch per value of one text argument.
    case select(SelectChoice)
  }

  public let segments: [Segment]

  public init(segments: [Segment]) {
    self.segments = segments
  }

  /// Parses `text`; throws a reason (without a location, which the catalog
  /// adds) when a `{` does not start a well-formed placeholder or plural.
  public init(parsing text: String) throws(MessagePatternError) {
    var parser = PatternParser(text)
    self.init(segments: try parser.segments(branchOf: nil))
  }

  /// The placeholders, in order, those inside plural branches included (a
  /// branch's `#` counts as a plain placeholder of its number).
  public var placeholders: [(name: String, style: String?)] {
    segments.flatMap { segment -> [(name: String, style: String?)] in
      switch segment {
      case .literal: return []
      case .placeholder(let name, let style): return [(name, style)]
      case .plural(let choice): return choice.branches.flatMap(\.placeholders)
      case .select(let choice): return choice.patterns.flatMap(\.placeholders)
      }
    }
  }

  /// The arguments that choose an inline plural's branch, nested ones
  /// included, in order.
  public var pluralArguments: [String] {
    segments.flatMap { segment -> [String] in
      switch segment {
      case .plural(let choice):
        return [choice.argument] + choice.branches.flatMap(\.pluralArguments)
      case .select(let choice): return choice.patterns.flatMap(\.pluralArguments)
      default: return []
      }
    }
  }

  /// The inline plurals, nested ones included.
  public var pluralChoices: [PluralChoice] {
    segments.flatMap { segment -> [PluralChoice] in
      switch segment {
      case .plural(let choice): return [choice] + choice.branches.flatMap(\.pluralChoices)
      case .select(let choice): return choice.patterns.flatMap(\.pluralChoices)
      default: return []
      }
    }
  }

  /// The selects, nested ones included.
  public var selectChoices: [SelectChoice] {
    segments.flatMap { segment -> [SelectChoice] in
      switch segment {
      case .plural(let choice): return choice.branches.flatMap(\.selectChoices)
      case .select(let choice): return [choice] + choice.patterns.flatMap(\.selectChoices)
      default: return []
      }
    }
  }

  /// Every literal run, those inside plural branches included.
  public var literals: [String] {
    segments.flatMap { segment -> [String] in
      switch segment {
      case .literal(let text): return [text]
      case .placeholder: return []
      case .plural(let choice): return choice.branches.flatMap(\.literals)
      case .select(let choice): return choice.patterns.flatMap(\.literals)
      }
    }
  }

  /// The text with each placeholder replaced by `value(name, style)`, or left
  /// as `{name}` when that gives nil, so a missing argument shows rather
  /// than vanishing. An inline plural renders the branch `number(name)`
  /// picks with `category`, or its `other` branch when the number is
  /// unknown.
  func render(
    _ value: (String, String?) -> String?,
    number: (String) -> Int? = { _ in nil },
    category: (Int) -> PluralCategory = { _ in .other }
  ) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text):
        result += text
      case .placeholder(let name, let style):
        result += value(name, style) ?? Self.unfilled(name, style: style)
      case .plural(let choice):
        let branch = choice.branch(for: number(choice.argument), category: category)
        result += branch?.render(value, number: number, category: category) ?? ""
      case .select(let choice):
        let branch = choice.branch(for: value(choice.argument, nil))
        result += branch.render(value, number: number, category: category)
      }
    }
    return result
  }
}

extension MessagePattern {
  /// A placeholder with no value, as the text shows it: `{name}` or
  /// `{name:style}`.
  static func unfilled(_ name: String, style: String?) -> String {
    "{" + name + (style.map { ":" + $0 } ?? "") + "}"
  }
}

/// Why a message's text could not be parsed.
public struct MessagePatternError: Error, Hashable, Sendable {
  public var reason: String
}
