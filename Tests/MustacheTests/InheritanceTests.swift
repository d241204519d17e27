import Mustache
import Testing

struct InheritanceTests {
  static let layout =
    "<title>{{$title}}Untitled{{/title}}</title>\n<main>\n  {{$body}}\n  empty\n  {{/body}}\n</main>\n"

  static let cases: [RenderCase] = [
    RenderCase(
      rule: "blocks outside a parent render their default", template: "{{$b}}default{{/b}}",
      expected: "default"),
    RenderCase(
      rule: "a parent with no overrides renders its defaults", template: "{{<layout}}{{/layout}}\n",
      partials: ["layout": layout], expected: "<title>Untitled</title>\n<main>\n  empty\n</main>\n"),
    RenderCase(
      rule: "an override replaces a block, the other keeps its default",
      template: "{{<layout}}{{$title}}Home{{/title}}{{/layout}}", partials: ["layout": layout],
      expected: "<title>Home</title>\n<main>\n  empty\n</main>\n"),
    RenderCase(
      rule: "a standalone block takes the override with its indentation",
      template: "{{<layout}}\n{{$body}}\n<p>{{text}}</p>\n<p>two</p>\n{{/body}}\n{{/layout}}\n",
      context: ["text": "one"], partials: ["layout": layout],
      expected: "<title>Untitled</title>\n<main>\n  <p>one</p>\n  <p>two</p>\n</main>\n"),
    RenderCase(
      rule: "text inside a parent outside blocks is ignored",
      template: "{{<p}} ignored {{$a}}A{{/a}} ignored {{/p}}", partials: ["p": "[{{$a}}{{/a}}]"],
      expected: "[A]"),
    RenderCase(
      rule: "the outermost override wins across levels",
      template: "{{<mid}}{{$a}}child{{/a}}{{/mid}}",
      partials: ["mid": "{{<base}}{{$a}}mid{{/a}}{{/base}}", "base": "<{{$a}}base{{/a}}>"],
      expected: "<child>"),
    RenderCase(
      rule: "an override renders in the context at the block",
      template: "{{<p}}{{$b}}{{v}}{{/b}}{{/p}}", context: ["v": "outer", "o": ["v": "inner"]],
      partials: ["p": "{{#o}}{{$b}}{{/b}}{{/o}}"], expected: "inner"),
    RenderCase(
      rule: "a parent's overrides end with it: a block after it renders its default",
      template: "{{<p}}{{$a}}X{{/a}}{{/p}}|{{>q}}",
      partials: ["p": "[{{$a}}{{/a}}]", "q": "({{$a}}d{{/a}})"],
      expected: "[X]|(d)"),
    RenderCase(
      rule: "an override reaches a block inside a partial the parent includes",
      template: "{{<p}}{{$a}}X{{/a}}{{/p}}", partials: ["p": "<{{>q}}>", "q": "{{$a}}d{{/a}}"],
      expected: "<X>"),
    RenderCase(
      rule: "a standalone block inside an indented partial adds both indentations",
      template: "  {{<p}}\n  {{$a}}\n  one\n  two\n  {{/a}}\n  {{/p}}\n",
      partials: ["p": "<\n  {{$a}}\n  {{/a}}\n>\n"],
      expected: "  <\n    one\n    two\n  >\n"),
  ]

  @Test(arguments: cases)
  func inheritance(_ row: RenderCase) throws {
    #expect(try row.render() == row.expected)
  }
}
