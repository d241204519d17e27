/// One escape valid in every markup language the site writes.
extension Escape {
  /// Appends `text` escaped for HTML or XML text and attributes alike (the
  /// grids use it for labels that go into both): `htmlAttribute`'s escapes
  /// (`& < > " ' ` =` become references, tab/LF/CR numeric references, and
  /// characters neither HTML nor XML 1.0 accept are dropped), every one of
  /// which is valid in XML too.
  public static func appendAnywhere(_ text: String, to output: inout String) {
    output += htmlAttribute(text)
  }

  /// `text` escaped as by `appendAnywhere`.
  public static func anywhere(_ text: String) -> String {
    htmlAttribute(text)
  }
}
