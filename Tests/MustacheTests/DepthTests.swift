import Foundation
import Mustache
import Testing

/// No depth of nesting overflows a thread's stack: one template nests at
/// most `Template.nestingLimit` sections (deeper is an error at the first
/// tag past it), and rendering keeps its own stack, so even partials that
/// include themselves inside sections nested to the limit end in an error
/// on a thread with a small stack. Columns count characters, also after
/// characters of several bytes on a line of many tags.
struct DepthTests {
  static func nested(_ depth: Int, inner: String = "x") -> String {
    String(repeating: "{{#a}}", count: depth) + inner + String(repeating: "{{/a}}", count: depth)
  }

  @Test func nestingPastTheLimitIsAnErrorAtTheTag() {
    let error = #expect(throws: MustacheError.self) {
      try Template("é\n" + Self.nested(Template.nestingLimit + 1), name: "deep")
    }
    #expect(error?.kind == .nestedTooDeep(limit: Template.nestingLimit))
    #expect(error?.line == 2)
    #expect(error?.column == Template.nestingLimit * 6 + 1)
  }

  @Test func columnsCountCharactersAfterManyTags() {
    let source = String(repeating: "é{{a}}", count: 50) + "{{#b}}"
    let error = #expect(throws: MustacheError.self) { try Template(source, name: "t") }
    #expect(error?.kind == .unclosedSection(name: "b"))
    #expect(error?.column == 50 * 6 + 1)
  }

  @Test func aTemplateOverTheSizeLimitIsRefused() {
    let source = String(repeating: "x", count: Template.sizeLimit + 1)
    let error = #expect(throws: MustacheError.self) { try Template(source, name: "big") }
    #expect(error?.kind == .templateTooLarge(limit: Template.sizeLimit))
  }

  /// Renders on a thread whose stack is 256 KiB, far smaller than 1,000
  /// nested sections would need if each took a frame (a recursive renderer
  /// overflowed 4 MiB at that depth).
  @Test func deepPartialsEndInAnErrorOnASmallStack() throws {
    let body =
      String(repeating: "{{#a}}", count: 99) + "{{>self}}"
      + String(repeating: "{{/a}}", count: 99)
    let library = try TemplateLibrary(templates: ["self": body, "main": "{{>self}}"])
    let outcome = Outcome()
    let thread = Thread {
      do {
        _ = try library.render(name: "main", context: ["a": true])
        outcome.set("rendered")
      } catch {
        outcome.set("\(error)")
      }
    }
    thread.stackSize = 256 << 10
    thread.start()
    let deadline = Date().addingTimeInterval(60)
    while outcome.value == nil, Date() < deadline { usleep(10_000) }
    #expect(
      outcome.value?.hasPrefix("self:1:595: sections are nested through partials more than 1000")
        == true, "\(outcome.value ?? "no outcome")")
  }

  /// A partial that includes itself twice, inside a section over data
  /// nested 40 deep, would take 2^40 steps: the step limit ends it.
  @Test func aPartialIncludingItselfTwiceIsStopped() throws {
    let library = try TemplateLibrary(templates: [
      "p": "{{#a}}{{>p}}{{>p}}{{/a}}", "main": "{{>p}}",
    ])
    var context: MustacheValue = ["a": false]
    for _ in 0..<40 { context = ["a": context] }
    let error = #expect(throws: MustacheError.self) {
      try library.render(name: "main", context: context)
    }
    #expect(error?.kind == .renderTooLong(limit: Template.renderStepLimit))
  }

  @Test func sectionsNestedToTheLimitRenderEveryLevel() throws {
    let template = try Template(Self.nested(Template.nestingLimit, inner: "{{.}}"))
    #expect(try template.render(["a": "v"]) == "v")
  }

  /// A value set once by another thread.
  final class Outcome: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: String?
    var value: String? { lock.withLock { stored } }
    func set(_ text: String) { lock.withLock { stored = text } }
  }
}
