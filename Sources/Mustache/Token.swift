/// A 1-based position in a template's source.
struct SourceLocation: Sendable, Hashable {
  var line: Int
  var column: Int
}

/// What a tag does, from the sigil after its opening delimiter.
enum TagKind: Sendable, Hashable {
  case variable  // {{name}}
  case unescaped  // {{{name}}} or {{&name}}
  case section  // {{#name}}
  case inverted  // {{^name}}
  case close  // {{/name}}
  case comment  // {{!text}}
  case partial  // {{>name}}
  case parent  // {{<name}}
  case block  // {{$name}}
  case delimiters  // {{=<% %>=}}

  /// Whether a tag of this kind alone on a line takes the whole line with it.
  var canStandAlone: Bool {
    switch self {
    case .variable, .unescaped: return false
    default: return true
    }
  }

  /// Whether the tag opens a section that a `{{/name}}` closes.
  var opensSection: Bool {
    switch self {
    case .section, .inverted, .parent, .block: return true
    default: return false
    }
  }
}

/// One tag as written.
struct Tag: Sendable {
  var kind: TagKind
  /// The trimmed name; for a dynamic partial or parent, without the `*`.
  var name: String
  /// `{{>*name}}`: the partial's name is looked up in the context.
  var isDynamic: Bool
  var location: SourceLocation
}

/// The scanner's output: text split at line ends, and tags.
enum Token: Sendable {
  /// Text with no line end in it (never empty).
  case text(String)
  /// A line end, `"\n"` or `"\r\n"`.
  case newline(String)
  case tag(Tag)
}

extension String {
  /// Whether the text is only spaces and tabs (the empty string included).
  var isBlank: Bool {
    utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }

  /// The leading spaces and tabs.
  var leadingBlank: Substring {
    prefix { $0 == " " || $0 == "\t" }
  }
}
