import Mustache
import Testing

struct SectionTests {
  static let cases: [RenderCase] = [
    RenderCase(
      rule: "a list repeats the section per item", template: "{{#l}}<{{n}}>{{/l}}",
      context: ["l": [["n": 1], ["n": 2], ["n": 3]]], expected: "<1><2><3>"),
    RenderCase(
      rule: "an empty list hides the section", template: "[{{#l}}x{{/l}}]", context: ["l": []],
      expected: "[]"),
    RenderCase(
      rule: "an object becomes the context", template: "{{#o}}{{a}}-{{b}}{{/o}}",
      context: ["o": ["a": "A"], "b": "outer"], expected: "A-outer"),
    RenderCase(
      rule: "true shows the section once", template: "{{#t}}yes{{/t}}", context: ["t": true],
      expected: "yes"),
    RenderCase(
      rule: "false hides the section", template: "{{#f}}yes{{/f}}", context: ["f": false],
      expected: ""),
    RenderCase(
      rule: "a non-empty string shows and is the context", template: "{{#s}}[{{.}}]{{/s}}",
      context: ["s": "v"], expected: "[v]"),
    RenderCase(
      rule: "an empty string hides the section", template: "{{#s}}x{{/s}}", context: ["s": ""],
      expected: ""),
    RenderCase(
      rule: "zero is truthy", template: "{{#n}}{{.}}{{/n}}", context: ["n": 0], expected: "0"),
    RenderCase(
      rule: "a missing name hides the section", template: "{{#nope}}x{{/nope}}", expected: ""),
    RenderCase(
      rule: "inverted shows for false, null, empty and missing",
      template: "{{^f}}1{{/f}}{{^n}}2{{/n}}{{^e}}3{{/e}}{{^m}}4{{/m}}{{^t}}5{{/t}}",
      context: ["f": false, "n": .null, "e": [], "t": true], expected: "1234"),
    RenderCase(
      rule: "comments render nothing, even over lines", template: "a{{! one\ntwo }}b",
      expected: "ab"),
    RenderCase(
      rule: "set delimiters change the tags", template: "{{=<% %>=}}<% x %>{{x}}<%={{ }}=%>{{x}}",
      context: ["x": "X"], expected: "X{{x}}X"),
    RenderCase(
      rule: "standalone section lines disappear", template: "a\n  {{#t}}\nb\n  {{/t}}\nc\n",
      context: ["t": true], expected: "a\nb\nc\n"),
    RenderCase(
      rule: "standalone comment and delimiter lines disappear",
      template: "a\n {{! note }} \n{{=| |=}}\n|x|\n", context: ["x": "X"], expected: "a\nX\n"),
    RenderCase(
      rule: "standalone lines understand CRLF", template: "a\r\n{{#t}}\r\nb\r\n{{/t}}\r\n",
      context: ["t": true], expected: "a\r\nb\r\n"),
    RenderCase(
      rule: "a tag with other text on its line is not standalone", template: " {{#t}}x{{/t}} \n",
      context: ["t": true], expected: " x \n"),
  ]

  @Test(arguments: cases)
  func section(_ row: RenderCase) throws {
    #expect(try row.render() == row.expected)
  }
}
