extension Escape {
  /// `text` as a CSS string, in single quotes: a quote, a backslash and
  /// every character below U+0020 (and DEL) written as a hex escape
  /// followed by a space, so no text can end the string or the
  /// declaration. For a few words set as a custom property's value (a
  /// week's weekday letters); the attribute holding it is escaped for
  /// HTML besides.
  static func cssString(_ text: String) -> String {
    var output = "'"
    for scalar in text.unicodeScalars {
      switch scalar {
      case "'", "\\", "\u{7F}", "\u{0}"..."\u{1F}":
        output += "\\" + String(scalar.value, radix: 16) + " "
      default:
        output.unicodeScalars.append(scalar)
      }
    }
    return output + "'"
  }
}
