/// The last step of every page: characters an HTML document may not hold
/// (NUL and the other C0 controls but tab, line feed and carriage return,
/// U+FFFE, U+FFFF) are dropped, wherever they came from (titles, labels,
/// a theme's message file). The templates have already escaped the markup.
enum PageText {
  static func clean(_ html: String) -> String {
    // Bytes below 0x20 or the lead byte of U+FFFE/U+FFFF (0xEF) flag a
    // page worth a closer look; most pages have neither.
    let suspect = html.utf8.contains {
      ($0 < 0x20 && $0 != 9 && $0 != 10 && $0 != 13) || $0 == 0xEF
    }
    let needsWork = suspect && html.unicodeScalars.contains { !Escape.isAllowed($0) }
    return needsWork ? Escape.escape(html) { _ in nil } : html
  }
}
