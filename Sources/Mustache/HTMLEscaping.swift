extension String {
  /// Appends `text` with `&`, `<`, `>` and `"` replaced by their HTML
  /// entities, as the Mustache spec asks of `{{name}}`.
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
