extension Escape {
  /// Character data in XML (Atom feed, SVG): `& < >` become references (`>`
  /// too, so `]]>` can never appear), `"` and `'` as well so the same text is
  /// also safe where a template puts it in an attribute by mistake, and CR
  /// becomes `&#13;` so XML's line-end normalisation does not eat it.
  /// Characters XML 1.0 forbids (NUL and other C0 controls, U+FFFE, U+FFFF)
  /// are dropped.
  public static func xmlText(_ text: String) -> String {
    let table = EscapeTable.xmlText
    return escape(text) { table[$0] }
  }

  /// A value inside a quoted XML attribute. As `xmlText`, and tab and line
  /// feed become `&#9;` and `&#10;`, which attribute-value normalisation
  /// would otherwise turn into spaces.
  public static func xmlAttribute(_ text: String) -> String {
    let table = EscapeTable.xmlAttribute
    return escape(text) { table[$0] }
  }
}
