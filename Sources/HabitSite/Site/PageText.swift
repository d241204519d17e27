import HabitCore
import HabitJSON

/// The last step of every page: characters an HTML document may not hold
/// (NUL and the other C0 controls but tab, line feed and carriage return,
/// U+FFFE, U+FFFF) are dropped, wherever they came from (titles, labels,
/// a theme's message file). The templates have already escaped the markup.
enum PageText {
  static func clean(_ html: String) -> String {
    let suspect =
      html.utf8.withContiguousStorageIfAvailable(hasSuspectByte)
      ?? html.utf8.contains(where: isSuspect)
    let needsWork = suspect && html.unicodeScalars.contains { !Escape.isAllowed($0) }
    return needsWork ? Escape.escape(html) { _ in nil } : html
  }

  /// Bytes below 0x20 but tab, line feed and carriage return, or the lead
  /// byte of U+FFFE/U+FFFF (0xEF), flag a page worth a closer look; most
  /// pages have neither.
  static func isSuspect(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 9 && byte != 10 && byte != 13) || byte == 0xEF
  }

  /// Whether any byte is suspect. Pages run to half a megabyte, so eight
  /// bytes are tested at a time: a word with no byte below 0x20 and none
  /// equal to 0xEF is clean; the others (mostly line feeds) are looked at
  /// byte by byte.
  static func hasSuspectByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    if let base = bytes.baseAddress {
      while index + 8 <= count {
        let word = ByteWord.load(base, at: index)
        // Both tests may flag false positives (never misses), settled below.
        if ByteWord.below(word, 0x20) | ByteWord.equal(word, 0xEF) != 0 {
          for offset in index..<(index + 8) where isSuspect(bytes[offset]) { return true }
        }
        index += 8
      }
    }
    while index < count {
      if isSuspect(bytes[index]) { return true }
      index += 1
    }
    return false
  }
}
