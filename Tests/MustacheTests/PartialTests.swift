import Mustache
import Testing

struct PartialTests {
  static let cases: [RenderCase] = [
    RenderCase(
      rule: "a partial renders in the current context", template: "{{#u}}{{>name}}{{/u}}",
      context: ["u": ["n": "Ada"]], partials: ["name": "<{{n}}>"], expected: "<Ada>"),
    RenderCase(
      rule: "an unknown partial is empty by default", template: "[{{>missing}}]", expected: "[]"),
    RenderCase(
      rule: "a standalone partial indents each of its lines",
      template: "<ul>\n  {{>items}}\n</ul>\n",
      context: ["v": "a\nb"], partials: ["items": "<li>\n{{v}}\n</li>\n"],
      expected: "<ul>\n  <li>\n  a\nb\n  </li>\n</ul>\n"),
    RenderCase(
      rule: "an inline partial is not indented", template: "x {{>p}}\n", partials: ["p": "1\n2"],
      expected: "x 1\n2\n"),
    RenderCase(
      rule: "nested standalone partials add their indentation", template: "  {{>outer}}\n",
      partials: ["outer": "o\n  {{>inner}}\n", "inner": "i\n"], expected: "  o\n    i\n"),
    RenderCase(
      rule: "the outer indentation holds again after a nested partial ends",
      template: "  {{>outer}}\n",
      partials: ["outer": "a\n  {{>inner}}\nb\n  {{>inner}}\n", "inner": "x\ny\n"],
      expected: "  a\n    x\n    y\n  b\n    x\n    y\n"),
    RenderCase(
      rule: "an inline partial inside a standalone one is not indented",
      template: "  {{>outer}}\n", partials: ["outer": "a {{>inner}}\n", "inner": "1\n2"],
      expected: "  a 1\n2\n"),
    RenderCase(
      rule: "a partial tag met again in a loop renders the same template each time",
      template: "{{#l}}{{>p}}{{/l}}", context: ["l": [["v": 1], ["v": 2], ["v": 3]]],
      partials: ["p": "<{{v}}>"], expected: "<1><2><3>"),
    RenderCase(
      rule: "a dynamic name is looked up again each time it is met",
      template: "{{#l}}{{>*k}}{{/l}}", context: ["l": [["k": "a"], ["k": "b"], ["k": "a"]]],
      partials: ["a": "A", "b": "B"], expected: "ABA"),
    RenderCase(
      rule: "set delimiters do not leak into partials", template: "{{=| |=}}|>p|",
      context: ["x": "X"], partials: ["p": "{{x}}"], expected: "X"),
    RenderCase(
      rule: "a dynamic name picks the partial from the context", template: "{{>*kind}}",
      context: ["kind": "b", "v": "V"], partials: ["a": "A", "b": "B{{v}}"], expected: "BV"),
    RenderCase(
      rule: "partials may recurse", template: "{{>node}}",
      context: ["c": "1", "kids": [["c": "2", "kids": []]]],
      partials: ["node": "{{c}}({{#kids}}{{>node}}{{/kids}})"], expected: "1(2())"),
  ]

  @Test(arguments: cases)
  func partial(_ row: RenderCase) throws {
    #expect(try row.render() == row.expected)
  }

  @Test("lenient rendering names each missing partial with its position, nested ones too")
  func missingPartialsNoted() throws {
    let template = try Template("[{{>gone}}]\n{{>outer}}", name: "page")
    let partials = ["outer": try Template("o{{>inner}}", name: "outer")]
    let rendering = try template.renderNotingMissingPartials([:], partials: partials)
    #expect(rendering.text == "[]\no")
    #expect(
      rendering.missingPartials.map(\.description) == [
        "page:1:2: no partial named \"gone\"", "outer:1:2: no partial named \"inner\"",
      ])
    let found = try Template("{{>outer}}").renderNotingMissingPartials(
      [:], partials: ["outer": try Template("x")])
    #expect(found.missingPartials.isEmpty)
  }

  @Test("TemplateLibrary renders by name with its own partials")
  func library() throws {
    let library = try TemplateLibrary(templates: ["page": "[{{>part}}]", "part": "{{x}}"])
    #expect(try library.render(name: "page", context: ["x": "1"]) == "[1]")
    #expect(library.template(named: "part")?.name == "part")
  }

  @Test("A [String: Template] dictionary also provides partials")
  func dictionaryPartials() throws {
    let partials = ["p": try Template("P")]
    #expect(try Template("<{{>p}}>").render([:], partials: partials) == "<P>")
  }
}
