/// Finding a pattern in a page's UTF-8 bytes, for the few edits made to a
/// summary after it is rendered (the period table's rows, the picture the
/// page leaves out): one pass over the bytes, no Foundation search (whose
/// `range(of:)` cost a period page ~13% of its render at 200 habits).
enum ByteSearch {
  /// Where `pattern` first occurs in `bytes` at or after `start`.
  static func first(_ pattern: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
    let count = pattern.count
    guard count > 0, start >= 0, bytes.count >= count else { return nil }
    let head = pattern[0]
    var index = start
    while index <= bytes.count - count {
      if bytes[index] == head {
        var offset = 1
        while offset < count && bytes[index + offset] == pattern[offset] { offset += 1 }
        if offset == count { return index }
      }
      index += 1
    }
    return nil
  }

  /// `text` with every occurrence of `pattern` replaced by `replacement`,
  /// left to right, in one pass over its UTF-8 bytes (Foundation's
  /// `contains` and `replacing` searched a week page's summary as UTF-16,
  /// ~2% of a 200-habit build). `text` itself when there is none.
  static func replacingAll(_ pattern: [UInt8], with replacement: [UInt8], in text: String)
    -> String
  {
    let bytes = Array(text.utf8)
    guard var found = first(pattern, in: bytes, from: 0) else { return text }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count + 256)
    var start = 0
    while true {
      output.append(contentsOf: bytes[start..<found])
      output.append(contentsOf: replacement)
      start = found + pattern.count
      guard let next = first(pattern, in: bytes, from: start) else { break }
      found = next
    }
    output.append(contentsOf: bytes[start...])
    return String(decoding: output, as: UTF8.self)
  }

  /// `text` without the first occurrence of `part` (unchanged without one).
  static func removingFirst(_ part: String, from text: String) -> String {
    let bytes = Array(text.utf8)
    let pattern = Array(part.utf8)
    guard let start = first(pattern, in: bytes, from: 0) else { return text }
    return String(decoding: bytes[..<start] + bytes[(start + pattern.count)...], as: UTF8.self)
  }
}
