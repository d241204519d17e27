extension MessageCatalog {
  /// `text` as it begins a line (a table's cell, a list's item, a
  /// paragraph, a label on its own): its first letter upper case, as a
  /// French month or weekday is written there (« Novembre 2026 », « Lundi
  /// 16 novembre », « Lun., mer. et ven. ») where after a colon it stays
  /// lower case (« Water : novembre 2026 »). A text that does not begin
  /// with a letter (a number, the input's isolated title), or a script
  /// without case (Arabic, Urdu), is left as it is.
  public func lineStart(_ text: String) -> String {
    guard let first = text.first, first.isLetter, first.isLowercase else { return text }
    return first.uppercased() + text.dropFirst()
  }
}
