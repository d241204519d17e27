import Mustache

extension Escape {
  /// Text in XML (the Atom feed, SVG), between tags or inside a quoted
  /// attribute: `& < >` become references (`>` too, so `]]>` can never
  /// appear), `"` and `'` as well so the text can never end an attribute
  /// in either quote style, and CR becomes `&#13;` so XML's line-end
  /// normalisation does not eat it. Characters XML 1.0 forbids (NUL and
  /// other C0 controls, U+FFFE, U+FFFF) are dropped. The one XML escaper:
  /// `{{name}}` in a `.xml` template uses it. (A tab or line feed in an
  /// attribute reads back as a space; no attribute the site writes holds one.)
  public static func xml(_ text: String) -> String {
    let table = EscapeTable.xml
    return escape(text) { table[$0] }
  }

  /// `xml` as Mustache's escaper for a template.
  public static let xmlEscaper = Escaper(
    { text, output in output += xml(text) },
    bytes: { text, output in output.append(contentsOf: xml(text).utf8) })
}
