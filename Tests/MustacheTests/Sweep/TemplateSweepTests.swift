import Mustache
import Testing

/// A seeded sweep of random templates (nesting, unclosed tags and sections,
/// delimiter changes, partials that include themselves) beside the export
/// and store sweeps: every case compiles and renders, or ends in a
/// `MustacheError` whose message says where; none crashes or runs away.
struct TemplateSweepTests {
  static let cases = 3_000

  static let context: MustacheValue = [
    "a": ["b": ["c": "deep"]], "b": false, "l": [1], "x": "<&>",
  ]

  @Test func randomTemplatesRenderOrFailClearly() {
    var rendered = 0
    var failed = 0
    for number in 0..<Self.cases {
      var fuzzer = TemplateFuzzer(state: 0x7E57_0000 + UInt64(number))
      let source = fuzzer.template(length: 40)
      let partial = fuzzer.template(length: 12)
      do {
        let library = try TemplateLibrary(templates: ["main": source, "p": partial])
        _ = try library.render(name: "main", context: Self.context)
        rendered += 1
      } catch let error as MustacheError {
        failed += 1
        #expect(!error.message.isEmpty, "case \(number)")
        #expect(
          error.templateName == "main" || error.templateName == "p", "case \(number): \(error)")
        if error.line == 0 {
          #expect(
            error.kind == .renderTooLong(limit: Template.renderStepLimit),
            "case \(number): an error with no place: \(error)")
        }
      } catch {
        Issue.record("case \(number): not a MustacheError: \(error)")
      }
    }
    #expect(rendered > 0)
    #expect(failed > 0)
    print("template sweep: \(rendered) rendered, \(failed) clear errors of \(Self.cases)")
  }
}
