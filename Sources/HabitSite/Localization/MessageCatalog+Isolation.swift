/// Unicode directional isolation of user text (titles, labels, units) put
/// into a catalog's sentences: the plain-text counterpart of HTML's
/// `<bdi>`, usable in attributes, SVG titles, Markdown and the feed alike.
extension MessageCatalog {
  /// First strong isolate (U+2068) and pop directional isolate (U+2069).
  static let firstStrongIsolate = "\u{2068}"
  static let popDirectionalIsolate = "\u{2069}"

  /// `text` wrapped in a first-strong isolate where directions can mix (a
  /// right-to-left catalog, or right-to-left letters in the text), so that
  /// "Water" in an Arabic sentence, or "ماء" in an English one, cannot
  /// reorder the words and numbers around it; otherwise `text` as it is.
  public func isolated(_ text: String) -> String {
    Self.isolated(text, rtl: direction == .rightToLeft)
  }

  /// `isolated(_:)` for a catalog of the given direction.
  static func isolated(_ text: String, rtl: Bool) -> String {
    guard !text.isEmpty, rtl || text.unicodeScalars.contains(where: isRightToLeft) else {
      return text
    }
    return firstStrongIsolate + text + popDirectionalIsolate
  }

  /// Letters of the right-to-left scripts (Hebrew, Arabic, Syriac, Thaana,
  /// NKo and their presentation forms, and the historic RTL planes).
  static func isRightToLeft(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0590...0x08FF, 0xFB1D...0xFDFF, 0xFE70...0xFEFF, 0x10800...0x10FFF,
      0x1E800...0x1EFFF:
      return true
    default:
      return false
    }
  }
}
