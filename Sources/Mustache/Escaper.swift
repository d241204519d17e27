/// How `{{name}}` writes a value into the output: the escaping of the
/// language the rendered document is written in. The caller that knows the
/// document's language passes it to `render` (a site picks it from the
/// template's file name: `.html`, `.xml`, `.md`); a partial is written in
/// the language of the document that includes it. `{{{name}}}` and `{{&name}}`
/// never escape.
///
/// ```swift
/// let xml = Escaper { text, output in output += myXMLEscape(text) }
/// try template.render(context, partials: library, escaper: xml)
/// ```
///
/// The renderer always writes UTF-8 bytes (`Template.render` decodes them
/// once at the end; `renderUTF8` hands them out as they are), so it calls
/// `appendBytes`: an escaper given only a string appender is called with
/// an empty string to append to, whose bytes are then added to the output.
/// `append` serves callers that escape a text themselves
/// (`callAsFunction`).
public struct Escaper: Sendable {
  /// Appends a value's text, escaped, to the output.
  public let append: @Sendable (_ text: String, _ output: inout String) -> Void
  /// The same into UTF-8 bytes: what the renderer calls.
  let appendBytes: @Sendable (_ text: String, _ output: inout [UInt8]) -> Void

  public init(_ append: @escaping @Sendable (_ text: String, _ output: inout String) -> Void) {
    self.append = append
    self.appendBytes = { text, output in
      var escaped = ""
      append(text, &escaped)
      output.append(contentsOf: escaped.utf8)
    }
  }

  /// An escaper that writes UTF-8 bytes, which must be valid UTF-8 as
  /// they are appended.
  public init(bytes: @escaping @Sendable (_ text: String, _ output: inout [UInt8]) -> Void) {
    self.appendBytes = bytes
    self.append = { text, output in
      var escaped: [UInt8] = []
      bytes(text, &escaped)
      output += String(decoding: escaped, as: UTF8.self)
    }
  }

  /// An escaper written twice, into a string and into bytes, both giving
  /// the same text: the renderer writes bytes, callers that escape a text
  /// themselves a string.
  public init(
    _ append: @escaping @Sendable (_ text: String, _ output: inout String) -> Void,
    bytes: @escaping @Sendable (_ text: String, _ output: inout [UInt8]) -> Void
  ) {
    self.append = append
    self.appendBytes = bytes
  }

  /// `text` escaped.
  public func callAsFunction(_ text: String) -> String {
    var output = ""
    append(text, &output)
    return output
  }

  /// HTML, as the Mustache spec asks of `{{name}}`: `&`, `<`, `>` and `"`
  /// become `&amp;`, `&lt;`, `&gt;` and `&quot;`, so a value can never open
  /// a tag or an entity, nor end a double-quoted attribute. The one HTML
  /// escaper: habit-report's pages and grids use it too.
  public static let html = Escaper(
    { text, output in output.appendHTMLEscaped(text) },
    bytes: { text, output in output.appendHTMLEscaped(text) })
}

extension String {
  /// Appends `text` with `&`, `<`, `>` and `"` replaced by their HTML
  /// entities; runs of other characters are copied whole.
  mutating func appendHTMLEscaped(_ text: String) {
    guard text.utf8.contains(where: { htmlEntity($0) != nil }) else {
      append(text)
      return
    }
    for scalar in text.unicodeScalars {
      if scalar.isASCII, let entity = htmlEntity(UInt8(scalar.value)) {
        append(entity.description)
      } else {
        unicodeScalars.append(scalar)
      }
    }
  }
}

/// The entity `Escaper.html` writes for `byte`, or nil where the byte
/// stands as it is: the one table of both its appenders, into a `String`
/// and into bytes.
@inline(__always)
private func htmlEntity(_ byte: UInt8) -> StaticString? {
  switch byte {
  case UInt8(ascii: "&"): "&amp;"
  case UInt8(ascii: "<"): "&lt;"
  case UInt8(ascii: ">"): "&gt;"
  case UInt8(ascii: "\""): "&quot;"
  default: nil
  }
}

extension [UInt8] {
  /// Appends `text`'s UTF-8 with `&`, `<`, `>` and `"` replaced by their
  /// HTML entities; runs of other bytes are copied whole (none of the four
  /// is ever part of a multi-byte scalar).
  mutating func appendHTMLEscaped(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      var start = 0
      for index in 0..<bytes.count {
        guard let entity = htmlEntity(bytes[index]) else { continue }
        append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        entity.withUTF8Buffer { append(contentsOf: $0) }
        start = index + 1
      }
      append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start...]))
    }
  }

  /// Appends `text`'s UTF-8 as it is.
  mutating func appendUTF8(_ text: String) {
    var text = text
    text.withUTF8 { append(contentsOf: $0) }
  }
}
