/// Lists in a sentence, joined as the language joins them: the catalog's
/// `ui.listSeparator` between the items and `ui.listLastSeparator` before
/// the last one (Arabic "الاثنين، الأربعاء والجمعة"); an empty last
/// separator is the list separator again (English "Mon · Wed · Fri").
extension MessageCatalog {
  /// `items` joined, each separator passed through `escape` (Markdown
  /// escapes its own; the items are the caller's, already escaped).
  public func list(_ items: [String], escape: (String) -> String = { $0 }) -> String {
    let separator = escape(format("ui.listSeparator"))
    let lastText = format("ui.listLastSeparator")
    let last = lastText.isEmpty ? separator : escape(lastText)
    guard items.count > 2 else { return items.joined(separator: last) }
    return items.dropLast().joined(separator: separator) + last + items[items.count - 1]
  }
}
