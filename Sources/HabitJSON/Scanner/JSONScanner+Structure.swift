#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

extension JSONScanner {
  /// Walks the object at the scanner (its `{` next). For each member,
  /// `reader` gets the range of its name, a plain string (see
  /// `plainString`), with the scanner at the member's value, and must move
  /// past the value. False when the object is malformed, a name is not
  /// plain or `reader` returns false.
  @inlinable
  package mutating func members<Reader: JSONMemberReader>(into reader: inout Reader) -> Bool {
    guard take(UInt8(ascii: "{")) else { return false }
    skipWhitespace()
    if take(UInt8(ascii: "}")) { return true }
    while true {
      skipWhitespace()
      guard let name = plainString() else { return false }
      skipWhitespace()
      guard take(UInt8(ascii: ":")) else { return false }
      skipWhitespace()
      guard reader.member(name, &self) else { return false }
      skipWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "}"))
    }
  }

  /// Walks the array at the scanner (its `[` next): `reader` is given each
  /// element and must move past it. False when the array is malformed or
  /// `reader` returns false.
  @inlinable
  package mutating func elements<Reader: JSONElementReader>(into reader: inout Reader) -> Bool {
    guard take(UInt8(ascii: "[")) else { return false }
    skipWhitespace()
    if take(UInt8(ascii: "]")) { return true }
    while true {
      skipWhitespace()
      guard reader.element(&self) else { return false }
      skipWhitespace()
      if take(UInt8(ascii: ",")) { continue }
      return take(UInt8(ascii: "]"))
    }
  }

  /// `members(into:)` with a closure, for walks that run a few times per
  /// document (its top level, a habit, a window).
  @inlinable
  package mutating func members(_ member: (Range<Int>, inout JSONScanner) -> Bool) -> Bool {
    withoutActuallyEscaping(member) { member in
      var reader = ClosureMemberReader(body: member)
      return members(into: &reader)
    }
  }

  /// `elements(into:)` with a closure, for walks that run a few times per
  /// document.
  @inlinable
  package mutating func elements(_ element: (inout JSONScanner) -> Bool) -> Bool {
    withoutActuallyEscaping(element) { element in
      var reader = ClosureElementReader(body: element)
      return elements(into: &reader)
    }
  }

  /// The ranges of the elements of the array at the scanner, each skipped
  /// (see `skipValue`).
  package mutating func arrayElements() -> [Range<Int>]? {
    var ranges: [Range<Int>] = []
    let read = elements { scanner in
      let start = scanner.index
      guard scanner.skipValue() else { return false }
      ranges.append(start..<scanner.index)
      return true
    }
    return read ? ranges : nil
  }

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
      if position + 8 <= count {
        let word = ByteWord.load(base, at: position)
        // `{` and `[` (and `}` and `]`) differ only in bit 5.
        let folded = word | 0x2020_2020_2020_2020
        let flagged =
          ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(folded, UInt8(ascii: "{"))
          | ByteWord.equal(folded, UInt8(ascii: "}"))
        if flagged == 0 {
          position += 8
          continue
        }
        // The lowest flagged byte is exact.
        position += ByteWord.firstOffset(flagged)
      }
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
  /// quote not escaped (not after an odd run of backslashes).
  package mutating func skipString() -> Bool {
    guard let base = bytes.baseAddress else { return false }
    var position = index + 1
    while position < bytes.count {
      guard let found = memchr(base + position, 0x22, bytes.count - position) else {
        return false
      }
      let quote = base.distance(to: found.assumingMemoryBound(to: UInt8.self))
      var backslashes = 0
      while quote - backslashes - 1 >= position,
        base[quote - backslashes - 1] == UInt8(ascii: "\\")
      {
        backslashes += 1
      }
      position = quote + 1
      if backslashes % 2 == 0 {
        index = position
        return true
      }
    }
    return false
  }
}
