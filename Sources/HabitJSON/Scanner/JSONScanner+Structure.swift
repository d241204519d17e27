extension JSONScanner {
  /// Moves past one value without checking more than its extent: a string,
  /// a container (by counting brackets outside strings) or a scalar (up to
  /// the next delimiter). False when the input ends first or no value
  /// starts here. What is skipped must still be parsed to be known valid.
  package mutating func skipValue() -> Bool {
    guard index < bytes.count else { return false }
    switch bytes[index] {
    case UInt8(ascii: "\""):
      return skipString()
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      return skipContainer()
    default:
      let start = index
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x09, 0x0A, 0x0D:
          return index > start
        default: index += 1
        }
      }
      return index > start
    }
  }

  /// Moves past the object or array at `index`. Eight bytes are read at
  /// a time: a word without a quote or bracket is passed whole, else the
  /// scan jumps to its first one.
  private mutating func skipContainer() -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    var depth = 0
    var position = index
    while position < count {
      position = Self.passWords(base, from: position, count: count) { word in
        // `{` and `[` (and `}` and `]`) differ only in bit 5.
        let folded = word | 0x2020_2020_2020_2020
        return ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(folded, UInt8(ascii: "{"))
          | ByteWord.equal(folded, UInt8(ascii: "}"))
      }
      guard position < count else { break }
      switch base[position] {
      case UInt8(ascii: "\""):
        index = position
        guard skipString() else { return false }
        position = index
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 {
          index = position + 1
          return true
        }
      default: break
      }
      position += 1
    }
    return false
  }

  /// Moves past the string whose opening quote is at `index`: to the first
  /// quote not escaped. Eight bytes are read at a time: a word without a
  /// quote or backslash is passed whole; a backslash passes the byte after
  /// it, whatever it is.
  package mutating func skipString() -> Bool {
    guard let base = bytes.baseAddress else { return false }
    let count = bytes.count
    var position = index + 1
    while position < count {
      position = Self.passWords(base, from: position, count: count) { word in
        ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(word, UInt8(ascii: "\\"))
      }
      guard position < count else { break }
      switch base[position] {
      case UInt8(ascii: "\""):
        index = position + 1
        return true
      case UInt8(ascii: "\\"):
        position += 2
      default:
        position += 1
      }
    }
    return false
  }

  /// From `position`, past each word of eight bytes in which `flags` marks
  /// no byte: the position of the first marked byte (the lowest mark is
  /// exact), or where fewer than eight bytes remain, from which the caller
  /// reads byte by byte.
  @inline(__always)
  private static func passWords(
    _ base: UnsafePointer<UInt8>, from position: Int, count: Int,
    _ flags: (UInt64) -> UInt64
  ) -> Int {
    var position = position
    while position + 8 <= count {
      let flagged = flags(ByteWord.load(base, at: position))
      if flagged != 0 { return position + ByteWord.firstOffset(flagged) }
      position += 8
    }
    return position
  }
}
