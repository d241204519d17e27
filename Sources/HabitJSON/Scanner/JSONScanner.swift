/// The one cursor over JSON bytes in this package: `JSONParser` reads a
/// document through it, and the export reader's fast path walks an export's
/// structure with it, skipping or decoding values without building a tree.
///
/// It only reads: every method that fails leaves the index wherever it got
/// to, so a caller that fails hands the text to the parser, which says
/// precisely what is wrong.
package struct JSONScanner {
  /// The text, borrowed for as long as the scanner is used.
  package let bytes: UnsafeBufferPointer<UInt8>
  /// The offset of the next byte to read.
  package var index: Int

  @inlinable
  package init(bytes: UnsafeBufferPointer<UInt8>, index: Int = 0) {
    self.bytes = bytes
    self.index = index
  }

  /// Whether the next byte is `byte`.
  @inlinable
  package func peek(_ byte: UInt8) -> Bool {
    index < bytes.count && bytes[index] == byte
  }

  /// Moves past `byte` when it is next.
  @inlinable
  package mutating func take(_ byte: UInt8) -> Bool {
    guard peek(byte) else { return false }
    index += 1
    return true
  }

  /// Moves past spaces, tabs and line breaks; each run of spaces after one
  /// (a pretty-printed document's indentation) eight bytes at a time.
  @inlinable
  package mutating func skipWhitespace() {
    guard let base = bytes.baseAddress else { return }
    let count = bytes.count
    while index < count {
      switch base[index] {
      case 0x20, 0x09, 0x0A, 0x0D:
        index += 1
        while index + 8 <= count {
          // The first byte that is not a space is the lowest non-zero one.
          let difference = ByteWord.load(base, at: index) ^ 0x2020_2020_2020_2020
          if difference != 0 {
            index += ByteWord.firstOffset(difference)
            break
          }
          index += 8
        }
      default: return
      }
    }
  }

  /// Moves past `word` (a literal such as `true`) when it is next; what
  /// follows is the caller's to check.
  @inlinable
  package mutating func takeWord(_ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard index + count <= bytes.count else { return false }
    let start = word.utf8Start
    for offset in 0..<count where bytes[index + offset] != start[offset] { return false }
    index += count
    return true
  }

  /// Whether the bytes in `range` are exactly `word`, compared eight bytes
  /// at a time: whole words, then the last eight bytes (overlapping) or,
  /// for a shorter name, one word of the document masked to its length.
  @inlinable
  package func matches(_ range: Range<Int>, _ word: StaticString) -> Bool {
    let count = word.utf8CodeUnitCount
    guard range.count == count, let base = bytes.baseAddress else { return false }
    let literal = UnsafeRawPointer(word.utf8Start)
    let start = range.lowerBound
    if count >= 8 {
      var offset = 0
      while offset + 8 <= count {
        guard
          ByteWord.load(base, at: start + offset)
            == literal.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        else { return false }
        offset += 8
      }
      return offset == count
        || ByteWord.load(base, at: start + count - 8)
          == literal.loadUnaligned(fromByteOffset: count - 8, as: UInt64.self)
    }
    var expected: UInt64 = 0
    for offset in 0..<count {
      expected |= UInt64(literal.load(fromByteOffset: offset, as: UInt8.self)) << (8 * offset)
    }
    if start + 8 <= bytes.count {
      let mask: UInt64 = count == 0 ? 0 : ~0 >> (64 - 8 * count)
      return ByteWord.load(base, at: start) & mask == expected
    }
    for offset in 0..<count where base[start + offset] != word.utf8Start[offset] { return false }
    return true
  }

  /// The text of `range` (bytes already known to be valid UTF-8).
  @inlinable
  package func string(_ range: Range<Int>) -> String {
    String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
  }

  /// A whole number of at most 18 digits without sign, leading zero,
  /// fraction or exponent at the scanner, which moves past it; nil, the
  /// scanner unmoved, for anything else (which the parser then reads).
  @inlinable
  package mutating func plainInteger() -> Int? {
    let start = index
    var end = start
    var value = 0
    while end < bytes.count, end - start < 18, bytes[end] &- UInt8(ascii: "0") < 10 {
      value = value * 10 + Int(bytes[end] &- UInt8(ascii: "0"))
      end += 1
    }
    guard end > start, end - start == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
    if end < bytes.count {
      switch bytes[end] {
      case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        return nil
      default: break
      }
    }
    index = end
    return value
  }

  /// The range of the contents of a string of printable ASCII (0x20 to
  /// 0x7E) without escapes at the scanner, which moves past it; nil for any
  /// other value. Eight bytes are checked at a time while eight remain.
  @inlinable
  package mutating func plainString() -> Range<Int>? {
    guard take(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return nil }
    let start = index
    var end = start
    while end + 8 <= bytes.count {
      let word = ByteWord.load(base, at: end)
      let flagged = Self.unusualBytes(word) | ByteWord.equal(word, 0x7F)
      if flagged != 0 {
        end += ByteWord.firstOffset(flagged)
        break
      }
      end += 8
    }
    while end < bytes.count {
      let byte = base[end]
      if byte == UInt8(ascii: "\"") {
        index = end + 1
        return start..<end
      }
      guard byte >= 0x20, byte < 0x7F, byte != UInt8(ascii: "\\") else { return nil }
      end += 1
    }
    return nil
  }

  /// The first offset from `start` whose 8-byte word holds a quote, a
  /// backslash, a control character or a non-ASCII byte: everything before
  /// it is plain ASCII text of a string, checked eight bytes at a time.
  package func plainASCIIEnd(from start: Int) -> Int {
    guard let base = bytes.baseAddress else { return start }
    var end = start
    while end + 8 <= bytes.count {
      if Self.unusualBytes(ByteWord.load(base, at: end)) != 0 { break }
      end += 8
    }
    return end
  }

  /// The bytes of a word that end plain ASCII string text: quotes,
  /// backslashes, control characters and non-ASCII bytes.
  @inlinable
  static func unusualBytes(_ word: UInt64) -> UInt64 {
    ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(word, UInt8(ascii: "\\"))
      | ByteWord.below(word, 0x20) | ByteWord.nonASCII(word)
  }

  /// The line and column (1-based, in scalars) of `offset`, for messages.
  package func position(of offset: Int) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return (line, column)
  }
}
