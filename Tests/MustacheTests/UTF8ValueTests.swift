import Mustache
import Testing

/// `MustacheValue.bytes`, markup a caller drew as bytes, renders exactly as
/// `.string` of its text, into a string or into bytes.
struct UTF8ValueTests {
  static let text = "<b>Café</b> & ١٢ 🙂"
  static let template = "[{{{x}}}|{{&x}}|{{x}}|{{#x}}shown{{/x}}{{^x}}hidden{{/x}}]\n"

  @Test("Bytes render as the string of their text, raw and escaped")
  func sameAsString() throws {
    let library = try TemplateLibrary(templates: [:])
    let template = try Template(Self.template, name: "test")
    let asString = try template.render(["x": .string(Self.text)], partials: library)
    let asBytes: MustacheValue = ["x": .bytes(Array(Self.text.utf8))]
    #expect(try template.render(asBytes, partials: library) == asString)
    #expect(try template.renderUTF8(asBytes, partials: library) == Array(asString.utf8))
    #expect(asString.contains("[<b>Café</b> & ١٢ 🙂|<b>Café</b> & ١٢ 🙂|&lt;b&gt;"))
  }

  @Test("Empty bytes are falsey, as the empty string is")
  func emptyIsFalsey() throws {
    let library = try TemplateLibrary(templates: [:])
    let template = try Template(Self.template, name: "test")
    #expect(try template.render(["x": .bytes([])], partials: library) == "[|||hidden]\n")
    #expect(MustacheValue.bytes(Array("é".utf8)).interpolatedText == "é")
  }
}
