import Mustache

/// One row of a table-driven rendering test.
struct RenderCase: CustomStringConvertible, Sendable {
  var rule: String
  var template: String
  var context: MustacheValue = [:]
  var partials: [String: String] = [:]
  var expected: String

  var description: String { rule }

  /// Compiles the template and partials and renders.
  func render() throws -> String {
    let library = try TemplateLibrary(templates: partials)
    return try Template(template, name: "test").render(context, partials: library)
  }
}
