/// Where `JSONLayout` writes a document: a `String` (`JSONWriter`) or a
/// byte buffer (the site's `data.json`, streamed with no tree).
public protocol JSONTextOutput: ~Copyable {
  /// Appends ASCII punctuation or a literal (`{`, `, `, `null`).
  mutating func appendJSON(_ text: StaticString)
  /// Appends text that needs no escaping (a number).
  mutating func appendJSON(raw text: String)
  /// Appends a newline and `level` indentations of two spaces.
  mutating func appendJSON(newlineIndentedBy level: Int)
  /// Appends `text` as a JSON string literal (`JSONWriter.appendQuoted`).
  mutating func appendJSON(quoted text: String)
}

extension String: JSONTextOutput {
  @inlinable
  public mutating func appendJSON(_ text: StaticString) {
    self += text.description
  }

  @inlinable
  public mutating func appendJSON(raw text: String) {
    self += text
  }

  public mutating func appendJSON(newlineIndentedBy level: Int) {
    self +=
      level < Self.indentedNewlines.count
      ? Self.indentedNewlines[level] : "\n" + String(repeating: "  ", count: level)
  }

  /// A newline followed by `level` indentations, for the usual depths.
  private static let indentedNewlines: [String] = (0..<16).map {
    "\n" + String(repeating: "  ", count: $0)
  }

  public mutating func appendJSON(quoted text: String) {
    JSONWriter.appendQuoted(text, to: &self)
  }
}
