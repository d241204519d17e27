import Mustache
import Testing

struct InterpolationTests {
  static let cases: [RenderCase] = [
    RenderCase(
      rule: "escapes & < > and double quotes", template: "{{x}}",
      context: ["x": "a & b < c > d \" e ' f"], expected: "a &amp; b &lt; c &gt; d &quot; e ' f"),
    RenderCase(
      rule: "triple mustache does not escape", template: "{{{x}}}", context: ["x": "<b>&</b>"],
      expected: "<b>&</b>"),
    RenderCase(
      rule: "ampersand does not escape", template: "{{& x }}", context: ["x": "<b>"],
      expected: "<b>"),
    RenderCase(
      rule: "integers print plainly", template: "{{n}}", context: ["n": 1_234_567],
      expected: "1234567"),
    RenderCase(
      rule: "decimals print shortest", template: "{{n}}", context: ["n": 1.21], expected: "1.21"),
    RenderCase(
      rule: "whole doubles print without a fraction", template: "{{n}}", context: ["n": 2.0],
      expected: "2"),
    RenderCase(
      rule: "booleans print as words", template: "{{a}} {{b}}", context: ["a": true, "b": false],
      expected: "true false"),
    RenderCase(
      rule: "null and misses print nothing", template: "[{{a}}{{b}}]", context: ["a": .null],
      expected: "[]"),
    RenderCase(
      rule: "dotted names reach into objects", template: "{{a.b.c}}",
      context: ["a": ["b": ["c": "deep"]]], expected: "deep"),
    RenderCase(
      rule: "a broken dotted chain is empty, not a lookup further down",
      template: "{{#a}}{{b.c}}{{/a}}",
      context: ["a": ["b": [:]], "b": ["c": "wrong"]], expected: ""),
    RenderCase(
      rule: "the first name of a dotted path resolves through the stack",
      template: "{{#a}}{{b.c}}{{/a}}", context: ["a": [:], "b": ["c": "found"]],
      expected: "found"),
    RenderCase(
      rule: "implicit iterator prints the current item", template: "{{#list}}({{.}}){{/list}}",
      context: ["list": ["a", 1, 2.5]], expected: "(a)(1)(2.5)"),
    RenderCase(
      rule: "implicit iterator escapes too", template: "{{.}}|{{{.}}}", context: "<&>",
      expected: "&lt;&amp;&gt;|<&>"),
    RenderCase(
      rule: "interpolation is not re-interpolated", template: "{{x}}",
      context: ["x": "{{y}}", "y": "no"], expected: "{{y}}"),
    RenderCase(
      rule: "padding inside tags is ignored", template: "{{  x  }}", context: ["x": "ok"],
      expected: "ok"),
    RenderCase(
      rule: "interpolation is never standalone", template: "  {{x}}\n", context: ["x": "v"],
      expected: "  v\n"),
  ]

  @Test(arguments: cases)
  func interpolation(_ row: RenderCase) throws {
    #expect(try row.render() == row.expected)
  }

  @Test("A compiled template renders many contexts")
  func renderManyTimes() throws {
    let template = try Template("Hello, {{name}}!")
    #expect(try template.render(["name": "Ada"]) == "Hello, Ada!")
    #expect(try template.render(["name": "Lin"]) == "Hello, Lin!")
  }
}
