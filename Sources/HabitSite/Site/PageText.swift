import HabitCore

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

  /// `clean` for a page rendered as UTF-8 bytes: the same bytes, which
  /// most pages keep as they are.
  static func clean(_ html: [UInt8]) -> [UInt8] {
    guard html.withUnsafeBufferPointer(hasSuspectByte) else { return html }
    return Array(clean(String(decoding: html, as: UTF8.self)).utf8)
  }

  /// Bytes below 0x20 but tab, line feed and carriage return, or the lead
  /// byte of U+FFFE/U+FFFF (0xEF), flag a page worth a closer look; most
  /// pages have neither.
  static func isSuspect(_ byte: UInt8) -> Bool {
    (byte < 0x20 && byte != 9 && byte != 10 && byte != 13) || byte == 0xEF
  }

  /// Whether any byte is suspect. Pages run to half a megabyte, so sixteen
  /// bytes are tested at a time, each word by exact per-byte masks (no
  /// byte's result borrows from its neighbour), so the line feeds that end
  /// every line of a page never send a word to a byte-by-byte look; the
  /// masks are written here, inlined, because the shared `ByteWord` ones
  /// were called, not inlined, from this module (~6% of a site's render
  /// instructions).
  static func hasSuspectByte(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var index = 0
    let count = bytes.count
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      while index + 16 <= count {
        let first = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        let second = raw.loadUnaligned(fromByteOffset: index + 8, as: UInt64.self)
        if suspectBytes(first) | suspectBytes(second) != 0 { return true }
        index += 16
      }
    }
    while index < count {
      if isSuspect(bytes[index]) { return true }
      index += 1
    }
    return false
  }

  private static let ones: UInt64 = 0x0101_0101_0101_0101
  private static let lows: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  private static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The high bit of each suspect byte of `word` (`isSuspect`), exactly.
  @inline(__always)
  static func suspectBytes(_ word: UInt64) -> UInt64 {
    below(word, 0x20) & ~(equal(word, 9) | equal(word, 10) | equal(word, 13)) | equal(word, 0xEF)
  }

  /// The high bit of each byte below `bound` (at most 0x80): the low seven
  /// bits plus 0x80 − bound reach the high bit only from `bound` up, and
  /// never carry into the next byte.
  @inline(__always)
  private static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
    ~(((word & lows) &+ ones &* UInt64(0x80 - bound)) | word) & highs
  }

  /// The high bit of each byte equal to `byte`: a byte of the difference
  /// is zero when its low seven bits plus 0x7F stay below the high bit
  /// and its own high bit is clear.
  @inline(__always)
  private static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    return ~(((difference & lows) &+ lows) | difference) & highs
  }
}
