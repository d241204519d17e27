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
public struct Escaper: Sendable {
  /// Appends a value's text, escaped, to the output.
  public let append: @Sendable (_ text: String, _ output: inout String) -> Void

  public init(_ append: @escaping @Sendable (_ text: String, _ output: inout String) -> Void) {
    self.append = append
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
  public static let html = Escaper { text, output in output.appendHTMLEscaped(text) }
}

extension String {
  /// Appends `text` with `&`, `<`, `>` and `"` replaced by their HTML
  /// entities; runs of other characters are copied whole.
  mutating func appendHTMLEscaped(_ text: String) {
    let needsEscaping = text.utf8.contains { byte in
      byte == UInt8(ascii: "&") || byte == UInt8(ascii: "<") || byte == UInt8(ascii: ">")
        || byte == UInt8(ascii: "\"")
    }
    guard needsEscaping else {
      append(text)
      return
    }
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": append("&amp;")
      case "<": append("&lt;")
      case ">": append("&gt;")
      case "\"": append("&quot;")
      default: unicodeScalars.append(scalar)
      }
    }
  }
}
