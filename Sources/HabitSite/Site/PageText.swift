/// The last step of every page: characters an HTML document may not hold
/// (NUL and the other C0 controls but tab, line feed and carriage return,
/// U+FFFE, U+FFFF) are dropped, wherever they came from (titles, labels,
/// a theme's message file). The templates have already escaped the markup.
enum PageText {
  static func clean(_ html: String) -> String {
    // Bytes below 0x20 or the lead byte of U+FFFE/U+FFFF (0xEF) flag a
    // page worth a closer look; most pages have neither.
    func isSuspect(_ byte: UInt8) -> Bool {
      (byte < 0x20 && byte != 9 && byte != 10 && byte != 13) || byte == 0xEF
    }
    // A plain loop over the contiguous bytes: pages run to half a megabyte.
    let suspect =
      html.utf8.withContiguousStorageIfAvailable { bytes in
        for byte in bytes where isSuspect(byte) { return true }
        return false
      } ?? html.utf8.contains(where: isSuspect)
    let needsWork = suspect && html.unicodeScalars.contains { !Escape.isAllowed($0) }
    return needsWork ? Escape.escape(html) { _ in nil } : html
  }
}
