/// A set of named templates, compiled once, that include each other as
/// partials and parents.
///
/// ```swift
/// let library = try TemplateLibrary(templates: ["page": "{{>header}}…", "header": "…"])
/// let html = try library.render(name: "page", context: context)
/// ```
public struct TemplateLibrary: PartialProvider, Sendable {
  /// The compiled templates by name.
  public let templates: [String: Template]
  /// Whether including a template the library lacks is an error (`true`) or
  /// renders nothing (`false`, the spec's behaviour).
  public let isStrict: Bool

  /// Compiles every source, in name order, so the first error is always the same.
  ///
  /// - Throws: the first template's `MustacheError`, named after its key.
  public init(templates sources: [String: String], strict: Bool = false) throws(MustacheError) {
    var compiled: [String: Template] = [:]
    for name in sources.keys.sorted() {
      compiled[name] = try Template(sources[name]!, name: name)
    }
    self.init(compiled: compiled, strict: strict)
  }

  /// Wraps templates compiled elsewhere.
  public init(compiled: [String: Template], strict: Bool = false) {
    self.templates = compiled
    self.isStrict = strict
  }

  /// The template called `name`.
  public func template(named name: String) -> Template? { templates[name] }

  /// Renders the template called `name` with this library's partials,
  /// `{{name}}` escaped by `escaper` (HTML unless the caller says the
  /// document is in another language).
  ///
  /// - Throws: `.unknownTemplate` when there is no such template, and any
  ///   rendering error.
  public func render(
    name: String, context: MustacheValue, escaper: Escaper = .html
  ) throws(MustacheError) -> String {
    guard let template = templates[name] else {
      throw MustacheError(
        templateName: name, line: 0, column: 0, kind: .unknownTemplate(name: name))
    }
    return try template.render(context, partials: self, strict: isStrict, escaper: escaper)
  }

  /// `render`'s text as UTF-8 bytes (`Template.renderUTF8`).
  public func renderUTF8(
    name: String, context: MustacheValue, escaper: Escaper = .html
  ) throws(MustacheError) -> [UInt8] {
    guard let template = templates[name] else {
      throw MustacheError(
        templateName: name, line: 0, column: 0, kind: .unknownTemplate(name: name))
    }
    return try template.renderUTF8(context, partials: self, strict: isStrict, escaper: escaper)
  }
}
