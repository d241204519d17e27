/// A template that cannot be compiled or rendered, with where and why.
///
/// `description` reads `name:line:column: message`, the form editors and
/// terminals turn into a link; line and column count from 1.
public struct MustacheError: Error, CustomStringConvertible, Sendable, Hashable {
  /// What went wrong.
  public enum Kind: Sendable, Hashable {
    /// A tag opened but its closing delimiter (`expected`) never came.
    case unclosedTag(expected: String)
    /// A section, inverted section, parent or block was never closed.
    case unclosedSection(name: String)
    /// A closing tag names another section than the innermost open one.
    case mismatchedClose(expected: String, found: String, openedLine: Int, openedColumn: Int)
    /// A closing tag with no open section.
    case unexpectedClose(name: String)
    /// A set-delimiter tag that is not two delimiters without `=` or spaces.
    case invalidDelimiters(content: String)
    /// A tag that needs a name has none, such as `{{}}` or `{{#}}`.
    case emptyTag
    /// A partial or parent that the partials do not hold (strict mode only).
    case unknownPartial(name: String)
    /// `TemplateLibrary.render(name:context:)` was asked for a missing template.
    case unknownTemplate(name: String)
    /// Partials include each other deeper than `limit` levels.
    case recursionTooDeep(limit: Int)
    /// Sections, parents and blocks nested more than `limit` levels inside
    /// one template.
    case nestedTooDeep(limit: Int)
    /// Sections entered through partials more than `limit` levels deep.
    case contextTooDeep(limit: Int)
    /// Rendering visited more than `limit` nodes.
    case renderTooLong(limit: Int)
    /// A template source longer than `limit` bytes.
    case templateTooLarge(limit: Int)
  }

  /// The name of the template the problem is in (may be empty).
  public let templateName: String
  /// The 1-based line of the offending tag; 0 when there is no position.
  public let line: Int
  /// The 1-based column, in characters, of the offending tag; 0 when there is no position.
  public let column: Int
  /// What went wrong.
  public let kind: Kind

  /// Makes an error at a position of a template.
  public init(templateName: String, line: Int, column: Int, kind: Kind) {
    self.templateName = templateName
    self.line = line
    self.column = column
    self.kind = kind
  }

  /// The message alone, saying what to change.
  public var message: String {
    switch kind {
    case .unclosedTag(let expected):
      return "tag is never closed: add \"\(expected)\""
    case .unclosedSection(let name):
      return "section \"\(name)\" is never closed: add {{/\(name)}}"
    case .mismatchedClose(let expected, let found, let openedLine, let openedColumn):
      return "{{/\(found)}} does not close the open section \"\(expected)\" "
        + "(opened at \(openedLine):\(openedColumn)): write {{/\(expected)}} first"
    case .unexpectedClose(let name):
      return "{{/\(name)}} closes a section that was never opened"
    case .invalidDelimiters(let content):
      return "set-delimiter tag \"\(content)\" needs two delimiters without \"=\" or "
        + "spaces, separated by a space, like {{=<% %>=}}"
    case .emptyTag:
      return "tag has no name"
    case .unknownPartial(let name):
      return "no partial named \"\(name)\""
    case .unknownTemplate(let name):
      return "no template named \"\(name)\""
    case .recursionTooDeep(let limit):
      return "partials include each other more than \(limit) levels deep"
    case .nestedTooDeep(let limit):
      return "sections are nested more than \(limit) levels deep: close some before opening more"
    case .contextTooDeep(let limit):
      return "sections are nested through partials more than \(limit) levels deep: "
        + "does a partial include itself inside its own sections?"
    case .renderTooLong(let limit):
      return "rendering visited more than \(limit) tags and texts: does a partial include "
        + "itself more than once?"
    case .templateTooLarge(let limit):
      return "the template is larger than \(limit / (1 << 20)) MiB; is it the right file?"
    }
  }

  /// `name:line:column: message`, or `name: message` when there is no position.
  public var description: String {
    let name = templateName.isEmpty ? "<template>" : templateName
    if line == 0 { return "\(name): \(message)" }
    return "\(name):\(line):\(column): \(message)"
  }
}
