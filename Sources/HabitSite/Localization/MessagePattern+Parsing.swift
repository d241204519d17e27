/// The parser of `MessagePattern`, over Unicode scalars:
///
/// ```
/// pattern     := (literal | "{{" | placeholder | plural | select)*
/// placeholder := "{" name (":" style)? "}"
/// plural      := "{" name "," "plural" "," (selector "{" pattern "}")+ "}"
/// selector    := "zero" | "one" | "two" | "few" | "many" | "other" | "=" digits
/// select      := "{" name "," "select" "," (word "{" pattern "}")+ "}"
/// ```
///
/// White space may surround the names, the commas and the selectors of a
/// plural or select. Inside a branch `}` ends it; inside a plural's branch
/// `#` is the branch's number.
/// Errors give the character (1-based) where the problem starts. Plurals
/// and selects nest at most `maximumDepth` deep: the parser descends once a
/// level, so a message file cannot drive it past a fixed depth (a deeper
/// one is an error, never a stack overflow).
struct PatternParser {
  /// How deep plurals and selects may nest inside one another.
  static let maximumDepth = 16

  private let scalars: [Unicode.Scalar]
  private var index = 0
  /// The plurals and selects open around the parser.
  private var depth = 0

  init(_ text: String) {
    scalars = Array(text.unicodeScalars)
  }

  /// The segments up to the end of the text, or for a branch of the plural
  /// of `argument`, up to (not past) the `}` that ends the branch.
  mutating func segments(branchOf argument: String?, inBranch: Bool? = nil)
    throws(MessagePatternError) -> [MessagePattern.Segment]
  {
    let inBranch = inBranch ?? (argument != nil)
    var segments: [MessagePattern.Segment] = []
    var literal = ""
    func flush() {
      if !literal.isEmpty { segments.append(.literal(literal)) }
      literal = ""
    }
    while index < scalars.count {
      let scalar = scalars[index]
      if inBranch, scalar == "}" { break }
      if let argument, scalar == "#" {
        flush()
        segments.append(.placeholder(name: argument, style: nil))
        index += 1
        continue
      }
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
      flush()
      segments.append(try placeholderOrPlural())
    }
    flush()
    return segments
  }

  /// `{name}`, `{name:style}` or `{name, plural, …}`, from its `{`.
  private mutating func placeholderOrPlural() throws(MessagePatternError)
    -> MessagePattern.Segment
  {
    let start = index
    guard let close = scalars[start...].firstIndex(where: { $0 == "}" || $0 == "," }) else {
      throw MessagePatternError(reason: "a \"{\" at character \(start + 1) is never closed")
    }
    let inside = text(start + 1, close)
    if scalars[close] == "," {
      return try choice(name: inside, start: start, comma: close)
    }
    let parts = inside.split(separator: ":", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), parts.allSatisfy({ Self.isIdentifier($0) }) else {
      throw MessagePatternError(
        reason: "\"{\(inside)}\" at character \(start + 1) is not a placeholder: "
          + "expected {name}, {name:style} or {name, plural, …} with letters, digits and "
          + "underscores (write {{ for a literal brace)")
    }
    index = close + 1
    return .placeholder(name: String(parts[0]), style: parts.count == 2 ? String(parts[1]) : nil)
  }

  /// The rest of `{name, plural, …}` or `{name, select, …}` after the
  /// first comma.
  private mutating func choice(name rawName: String, start: Int, comma: Int)
    throws(MessagePatternError) -> MessagePattern.Segment
  {
    let name = rawName.trimmingSpaces
    guard Self.isIdentifier(Substring(name)) else {
      throw MessagePatternError(
        reason: "\"\(rawName)\" at character \(start + 2) is not an argument's name")
    }
    index = comma + 1
    skipSpaces()
    let keyword = word()
    guard keyword == "plural" || keyword == "select" else {
      throw MessagePatternError(
        reason: "expected \"plural\" or \"select\" after \"{\(name),\" at character "
          + "\(start + 1), found \"\(keyword)\"")
    }
    skipSpaces()
    guard index < scalars.count, scalars[index] == "," else {
      throw MessagePatternError(
        reason: "expected \",\" after \"{\(name), \(keyword)\" at character \(index + 1)")
    }
    index += 1
    guard depth < Self.maximumDepth else {
      throw MessagePatternError(
        reason: "the \(keyword) of \"\(name)\" at character \(start + 1) is nested more than "
          + "\(Self.maximumDepth) deep")
    }
    depth += 1
    defer { depth -= 1 }
    if keyword == "select" { return .select(try select(name: name, start: start)) }
    return .plural(try plural(name: name, start: start))
  }

  /// The branches of `{name, select, …}`, after its second comma.
  private mutating func select(name: String, start: Int) throws(MessagePatternError)
    -> SelectChoice
  {
    var branches: [String: MessagePattern] = [:]
    while true {
      skipSpaces()
      guard index < scalars.count else {
        throw MessagePatternError(
          reason: "the select of \"\(name)\" at character \(start + 1) is never closed")
      }
      if scalars[index] == "}" {
        index += 1
        break
      }
      let selectorStart = index
      let selector = word()
      skipSpaces()
      guard !selector.isEmpty, index < scalars.count, scalars[index] == "{" else {
        throw MessagePatternError(
          reason: "expected a word and \"{\" at character \(selectorStart + 1) in the select "
            + "of \"\(name)\"")
      }
      index += 1
      let branch = MessagePattern(segments: try segments(branchOf: nil, inBranch: true))
      guard index < scalars.count else {
        throw MessagePatternError(
          reason: "the branch \"\(selector)\" at character \(selectorStart + 1) is never closed")
      }
      index += 1
      guard branches.updateValue(branch, forKey: selector) == nil else {
        throw MessagePatternError(reason: "the selector \"\(selector)\" is given twice")
      }
    }
    guard let other = branches.removeValue(forKey: "other") else {
      throw MessagePatternError(
        reason: "the select of \"\(name)\" at character \(start + 1) has no \"other\" branch")
    }
    return SelectChoice(argument: name, branches: branches, other: other)
  }

  /// The branches of `{name, plural, …}`, after its second comma.
  private mutating func plural(name: String, start: Int) throws(MessagePatternError)
    -> PluralChoice
  {
    var exact: [Int: MessagePattern] = [:]
    var forms: [PluralCategory: MessagePattern] = [:]
    while true {
      skipSpaces()
      guard index < scalars.count else {
        throw MessagePatternError(
          reason: "the plural of \"\(name)\" at character \(start + 1) is never closed")
      }
      if scalars[index] == "}" {
        index += 1
        break
      }
      let selectorStart = index
      let selector = word()
      skipSpaces()
      guard index < scalars.count, scalars[index] == "{" else {
        throw MessagePatternError(
          reason: "expected \"{\" after the selector \"\(selector)\" at character "
            + "\(selectorStart + 1)")
      }
      index += 1
      let branch = MessagePattern(segments: try segments(branchOf: name))
      guard index < scalars.count else {
        throw MessagePatternError(
          reason: "the branch \"\(selector)\" at character \(selectorStart + 1) is never closed")
      }
      index += 1
      if selector.hasPrefix("="), let value = Int(selector.dropFirst()), value >= 0 {
        guard exact.updateValue(branch, forKey: value) == nil else {
          throw MessagePatternError(reason: "the selector \"\(selector)\" is given twice")
        }
      } else if let category = PluralCategory(rawValue: selector) {
        guard forms.updateValue(branch, forKey: category) == nil else {
          throw MessagePatternError(reason: "the selector \"\(selector)\" is given twice")
        }
      } else {
        throw MessagePatternError(
          reason: "\"\(selector)\" at character \(selectorStart + 1) is not a plural selector: "
            + "expected zero, one, two, few, many, other or =n")
      }
    }
    guard forms[.other] != nil else {
      throw MessagePatternError(
        reason: "the plural of \"\(name)\" at character \(start + 1) has no \"other\" branch")
    }
    return PluralChoice(argument: name, exact: exact, forms: forms)
  }

  /// The run of scalars up to white space or a brace.
  private mutating func word() -> String {
    let start = index
    while index < scalars.count, !scalars[index].properties.isWhitespace,
      !"{},".unicodeScalars.contains(scalars[index])
    {
      index += 1
    }
    return text(start, index)
  }

  private mutating func skipSpaces() {
    while index < scalars.count, scalars[index].properties.isWhitespace { index += 1 }
  }

  private func text(_ from: Int, _ to: Int) -> String {
    String(String.UnicodeScalarView(scalars[from..<to]))
  }

  static func isIdentifier(_ text: Substring) -> Bool {
    !text.isEmpty
      && text.unicodeScalars.allSatisfy {
        ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
          || $0 == "_"
      }
  }
}

extension String {
  /// The string without leading and trailing spaces.
  fileprivate var trimmingSpaces: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    return String(scalars[first...last])
  }
}
