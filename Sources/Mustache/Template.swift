/// A compiled Mustache template: parse once, render many times.
///
/// ```swift
/// let page = try Template("<h1>{{title}}</h1>", name: "page.mustache")
/// let html = try page.render(["title": "Reading"])
/// ```
public struct Template: Sendable {
  /// The most sections, inverted sections, parents and blocks one template
  /// may nest, one inside the other; deeper is a template error at the tag.
  /// No theme needs more than a handful; the bound keeps the compiler's
  /// recursion far inside any thread's stack (the renderer keeps a stack of
  /// its own, so partials nesting sections cannot overflow it either).
  public static let nestingLimit = 100
  /// The most sections rendering may have entered at once, through
  /// partials; a partial included deeper is an error at its tag.
  public static let contextDepthLimit = 1_000
  /// The most instructions one rendering runs (a page of the default theme
  /// visits some thousands): partials that include themselves twice would
  /// otherwise take time exponential in their depth.
  public static let renderStepLimit = 10_000_000
  /// The largest template source, in bytes (4 MiB).
  public static let sizeLimit = 4 << 20

  /// The name used in error messages and to find it among partials.
  public let name: String
  /// The compiled instructions (`Program`).
  let program: Program
  /// Roughly how long a rendering is, so the output is allocated once.
  private let sizeHint: Int

  /// Compiles `source`.
  ///
  /// - Parameter name: the template's name in error messages, usually its
  ///   file name.
  /// - Throws: `MustacheError` for an unclosed tag or section, a closing tag
  ///   that does not match, a bad set-delimiter tag or a tag with no name.
  public init(_ source: String, name: String = "") throws(MustacheError) {
    guard source.utf8.count <= Self.sizeLimit else {
      throw MustacheError(
        templateName: name, line: 0, column: 0, kind: .templateTooLarge(limit: Self.sizeLimit))
    }
    var scanner = Scanner(source: source, templateName: name)
    let tokens = try scanner.scan()
    let laidOut = try Layout.layOut(tokens, templateName: name)
    self.name = name
    self.program = Program(name: name, nodes: Parser.parse(laidOut))
    self.sizeHint = source.utf8.count * 2 + 64
  }

  /// Renders the template against `context`, with no partials.
  public func render(_ context: MustacheValue) throws(MustacheError) -> String {
    try render(context, partials: [String: Template]())
  }

  /// Renders the template against `context`.
  ///
  /// - Parameters:
  ///   - partials: the templates `{{>name}}` and `{{<name}}` include.
  ///   - strict: when `true`, a partial that `partials` lacks is an error;
  ///     otherwise it renders as the empty string, as the spec says.
  ///   - escaper: how `{{name}}` escapes, for the language the document is
  ///     written in; HTML, as the spec says, unless the caller knows better.
  public func render(
    _ context: MustacheValue, partials: some PartialProvider, strict: Bool = false,
    escaper: Escaper = .html
  ) throws(MustacheError) -> String {
    // Rendered as bytes, made a string once: appending to a string piece by
    // piece cost more than checking the whole text once.
    String(
      decoding: try renderUTF8(context, partials: partials, strict: strict, escaper: escaper),
      as: UTF8.self)
  }

  /// `render`'s text as UTF-8 bytes, for a caller that writes them out: it
  /// skips making a `String` of them, which checks every byte again.
  public func renderUTF8(
    _ context: MustacheValue, partials: some PartialProvider, strict: Bool = false,
    escaper: Escaper = .html
  ) throws(MustacheError) -> [UInt8] {
    var renderer = Renderer(
      partials: partials, isStrict: strict, escaper: escaper, context: context,
      capacity: sizeHint)
    try renderer.render(program)
    return renderer.output
  }

  /// Renders the template leniently, as the spec says (a partial that
  /// `partials` lacks renders as the empty string), and says which partials
  /// were missing, so a tool can warn about them.
  ///
  /// - Returns: the text, and one `.unknownPartial` error per missing
  ///   partial tag met, with its template, line and column.
  public func renderNotingMissingPartials(
    _ context: MustacheValue, partials: some PartialProvider, escaper: Escaper = .html
  ) throws(MustacheError) -> (text: String, missingPartials: [MustacheError]) {
    var renderer = Renderer(
      partials: partials, isStrict: false, escaper: escaper, context: context,
      capacity: sizeHint)
    try renderer.render(program)
    return (String(decoding: renderer.output, as: UTF8.self), renderer.missingPartials)
  }
}
