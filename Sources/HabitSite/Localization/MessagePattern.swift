/// A message's text, parsed once: literal runs and `{name}` or
/// `{name:style}` placeholders. `{{` stands for a literal `{`; a `}` outside
/// a placeholder is literal.
public struct MessagePattern: Hashable, Sendable {
  /// One piece of a pattern.
  public enum Segment: Hashable, Sendable {
    case literal(String)
    case placeholder(name: String, style: String?)
  }

  public let segments: [Segment]

  /// Parses `text`; throws a reason (without a location, which the catalog
  /// adds) when a `{` does not start a well-formed placeholder.
  public init(parsing text: String) throws(MessagePatternError) {
    var segments: [Segment] = []
    var literal = ""
    let scalars = Array(text.unicodeScalars)
    var index = 0
    while index < scalars.count {
      let scalar = scalars[index]
      guard scalar == "{" else {
        literal.unicodeScalars.append(scalar)
        index += 1
        continue
      }
      if index + 1 < scalars.count, scalars[index + 1] == "{" {
        literal += "{"
        index += 2
        continue
      }
      guard let close = scalars[index...].firstIndex(of: "}") else {
        throw MessagePatternError(reason: "a \"{\" at character \(index + 1) is never closed")
      }
      let inside = String(String.UnicodeScalarView(scalars[(index + 1)..<close]))
      let parts = inside.split(separator: ":", omittingEmptySubsequences: false)
      guard (1...2).contains(parts.count), parts.allSatisfy({ Self.isIdentifier($0) }) else {
        throw MessagePatternError(
          reason: "\"{\(inside)}\" at character \(index + 1) is not a placeholder: "
            + "expected {name} or {name:style} with letters, digits and underscores "
            + "(write {{ for a literal brace)")
      }
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
      segments.append(
        .placeholder(name: String(parts[0]), style: parts.count == 2 ? String(parts[1]) : nil))
      index = close + 1
    }
    if !literal.isEmpty { segments.append(.literal(literal)) }
    self.segments = segments
  }

  /// The placeholders, in order.
  public var placeholders: [(name: String, style: String?)] {
    segments.compactMap {
      if case .placeholder(let name, let style) = $0 { return (name, style) }
      return nil
    }
  }

  /// The text with each placeholder replaced by `value(name, style)`, or left
  /// as `{name}` when that gives nil, so a missing argument shows rather
  /// than vanishing.
  func render(_ value: (String, String?) -> String?) -> String {
    var result = ""
    for segment in segments {
      switch segment {
      case .literal(let text):
        result += text
      case .placeholder(let name, let style):
        result += value(name, style) ?? "{" + name + (style.map { ":" + $0 } ?? "") + "}"
      }
    }
    return result
  }

  private static func isIdentifier(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      }
  }
}

/// Why a message's text could not be parsed.
public struct MessagePatternError: Error, Hashable, Sendable {
  public var reason: String
}
