import Mustache
import Testing

struct ErrorTests {
  struct Row: CustomStringConvertible, Sendable {
    var rule: String
    var template: String
    var line: Int
    var column: Int
    var kind: MustacheError.Kind
    var description: String { rule }
  }

  static let rows: [Row] = [
    Row(
      rule: "unclosed section points at its opening tag", template: "a\n  {{#items}}\nx\n",
      line: 2, column: 3, kind: .unclosedSection(name: "items")),
    Row(
      rule: "mismatched close points at the closing tag", template: "{{#a}}\n {{/b}}", line: 2,
      column: 2, kind: .mismatchedClose(expected: "a", found: "b", openedLine: 1, openedColumn: 1)),
    Row(
      rule: "a close with nothing open", template: "x{{/a}}", line: 1, column: 2,
      kind: .unexpectedClose(name: "a")),
    Row(
      rule: "unclosed tag points at its opening delimiter", template: "ab\ncd {{name", line: 2,
      column: 4, kind: .unclosedTag(expected: "}}")),
    Row(
      rule: "unclosed triple mustache expects }}}", template: "{{{x}}", line: 1, column: 1,
      kind: .unclosedTag(expected: "}}}")),
    Row(
      rule: "a set-delimiter tag needs two delimiters", template: "é {{=<%=}}", line: 1,
      column: 3, kind: .invalidDelimiters(content: "=<%=")),
    Row(rule: "a tag needs a name", template: "{{#}}{{/}}", line: 1, column: 1, kind: .emptyTag),
  ]

  @Test(arguments: rows)
  func compileError(_ row: Row) {
    let error = #expect(throws: MustacheError.self) {
      try Template(row.template, name: "t.mustache")
    }
    #expect(error?.kind == row.kind)
    #expect(error?.line == row.line)
    #expect(error?.column == row.column)
    #expect(error?.description.hasPrefix("t.mustache:\(row.line):\(row.column): ") == true)
  }

  @Test("Mismatched close message names both sections")
  func mismatchMessage() {
    let error = #expect(throws: MustacheError.self) { try Template("{{#a}}{{/b}}", name: "p") }
    #expect(
      error?.description
        == "p:1:7: {{/b}} does not close the open section \"a\" (opened at 1:1): write {{/a}} first"
    )
  }

  @Test("Strict mode makes an unknown partial an error at the tag")
  func strictUnknownPartial() throws {
    let library = try TemplateLibrary(templates: ["page": "x\n  {{>nav}}\n"], strict: true)
    let error = #expect(throws: MustacheError.self) {
      try library.render(name: "page", context: [:])
    }
    #expect(error?.kind == .unknownPartial(name: "nav"))
    #expect(error?.description == "page:2:3: no partial named \"nav\"")
  }

  @Test("An unknown template name is an error")
  func unknownTemplate() throws {
    let library = try TemplateLibrary(templates: [:])
    let error = #expect(throws: MustacheError.self) { try library.render(name: "x", context: [:]) }
    #expect(error?.description == "x: no template named \"x\"")
  }

  @Test("Endless partial recursion stops with an error")
  func endlessRecursion() throws {
    let library = try TemplateLibrary(templates: ["loop": "{{>loop}}"])
    let error = #expect(throws: MustacheError.self) {
      try library.render(name: "loop", context: [:])
    }
    #expect(error?.kind == .recursionTooDeep(limit: 200))
  }

  @Test("A library reports the broken template by name")
  func libraryCompileError() {
    let error = #expect(throws: MustacheError.self) {
      try TemplateLibrary(templates: ["good": "ok", "bad": "{{#x}}"])
    }
    #expect(error?.templateName == "bad")
  }
}
