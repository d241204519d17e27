import Mustache

/// The language a template writes, from its file name (`feed.xml.mustache`,
/// `summary.md.mustache`, `habit.html.mustache`): what `{{name}}` escapes
/// for. A partial writes in the language of the template that includes it.
/// `{{{name}}}` stays for markup the site builds on purpose (a grid, a
/// rendered summary, Markdown that isolates a name).
public enum TemplateKind: Sendable, Equatable {
  /// HTML (and anything else): `Escape.htmlText`.
  case html
  /// XML, the Atom feed: `Escape.xml`.
  case xml
  /// Markdown (CommonMark + GFM): `Escape.markdown`, so a value reads as
  /// itself once rendered.
  case markdown

  /// The kind of the template called `name` (its path without `.mustache`).
  public init(templateName name: String) {
    if name.hasSuffix(".xml") {
      self = .xml
    } else if name.hasSuffix(".md") {
      self = .markdown
    } else {
      self = .html
    }
  }

  /// How `{{name}}` escapes in a template of this kind.
  public var escaper: Escaper {
    switch self {
    case .html: Escape.htmlEscaper
    case .xml: Escape.xmlEscaper
    case .markdown: Escape.markdownEscaper
    }
  }
}
