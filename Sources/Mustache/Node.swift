/// A name as a template writes it: `.` or a dotted path like `user.name`.
enum Path: Sendable, Hashable {
  /// `{{.}}`: the top of the context stack.
  case implicit
  /// `a.b.c`: `a` is looked up through the stack, the rest inside it.
  case names([String])

  init(_ name: String) {
    if name == "." {
      self = .implicit
    } else {
      self = .names(name.split(separator: ".", omittingEmptySubsequences: false).map(String.init))
    }
  }
}

/// Which template a partial or parent tag includes.
struct PartialReference: Sendable {
  /// The name, or for `{{>*name}}` the path whose value is the name.
  var name: String
  /// Set for dynamic names: the path to look up at render time.
  var dynamicPath: Path?
  var location: SourceLocation
}

/// One piece of a compiled template. A template is a list of nodes,
/// rendered in order.
enum Node: Sendable {
  /// Literal text.
  case text(String)
  /// The start of a source line: the current indentation goes here.
  case lineStart
  /// `{{name}}` (escaped) or `{{{name}}}` / `{{&name}}`.
  case variable(Path, escaped: Bool)
  /// `{{#name}}…{{/name}}`, or with `inverted`, `{{^name}}…{{/name}}`.
  case section(Path, [Node], inverted: Bool)
  /// `{{>name}}`; `indentation` is set when the tag stands alone.
  case partial(PartialReference, indentation: String?)
  /// `{{<name}}…{{/name}}`: the named template with some blocks replaced.
  case parent(PartialReference, indentation: String?, overrides: [String: [Node]])
  /// `{{$name}}…{{/name}}`: content a parent's caller may replace.
  /// `content` always starts with `.lineStart`; `indentation` is set when the
  /// block stands alone, and is then added to each line of what fills it.
  case block(String, indentation: String?, content: [Node])
}
