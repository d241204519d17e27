import HabitCore

#if canImport(Glibc)
  import Glibc
#else
  import Darwin
#endif

/// Where the parts of an export lie in its bytes, found by one quick pass
/// that builds no values: the byte range of each top-level member's value,
/// and of each element of `habits` and `workSessions`. The pass checks only
/// the top level (member names, colons, commas, braces); every range it
/// returns must still be parsed, which checks the rest.
///
/// `nil` whenever the document is not a plain export object: anything but an
/// object at the root, a member name with an escape or a non-ASCII byte, a
/// repeated member name, a broken structure. The caller then reads the
/// document the ordinary way, which reports such things precisely.
struct ExportLayout {
  /// One top-level member: its name and the byte range of its value.
  struct Member {
    let name: String
    let value: Range<Int>
  }

  /// Every top-level member in written order.
  private(set) var members: [Member] = []
  /// The elements of `habits`, when it is an array.
  private(set) var habits: [Range<Int>]?
  /// The elements of `workSessions`, when it is an array.
  private(set) var sessions: [Range<Int>]?

  /// The member named `name`, if any.
  func member(_ name: String) -> Member? {
    members.first { $0.name == name }
  }

  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    var scanner = Scanner(bytes: bytes)
    scanner.skipWhitespace()
    guard scanner.take(UInt8(ascii: "{")) else { return nil }
    scanner.skipWhitespace()
    var names: Set<String> = []
    if !scanner.take(UInt8(ascii: "}")) {
      while true {
        scanner.skipWhitespace()
        guard let name = scanner.plainName(), names.insert(name).inserted else { return nil }
        scanner.skipWhitespace()
        guard scanner.take(UInt8(ascii: ":")) else { return nil }
        scanner.skipWhitespace()
        let start = scanner.index
        if name == "habits" || name == "workSessions", scanner.peek(UInt8(ascii: "[")) {
          guard let elements = scanner.arrayElements() else { return nil }
          if name == "habits" { habits = elements } else { sessions = elements }
        } else {
          guard scanner.skipValue() else { return nil }
        }
        members.append(Member(name: name, value: start..<scanner.index))
        scanner.skipWhitespace()
        if scanner.take(UInt8(ascii: ",")) { continue }
        guard scanner.take(UInt8(ascii: "}")) else { return nil }
        break
      }
    }
    scanner.skipWhitespace()
    guard scanner.index == bytes.count else { return nil }
  }

  /// A cursor over the bytes that skips values without building them.
  struct Scanner {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    func peek(_ byte: UInt8) -> Bool {
      index < bytes.count && bytes[index] == byte
    }

    mutating func take(_ byte: UInt8) -> Bool {
      guard peek(byte) else { return false }
      index += 1
      return true
    }

    /// Moves past spaces, tabs and line breaks; eight spaces at a time.
    mutating func skipWhitespace() {
      if let base = bytes.baseAddress {
        while index + 8 <= bytes.count, ByteWord.load(base, at: index) == 0x2020_2020_2020_2020 {
          index += 8
        }
      }
      while index < bytes.count {
        switch bytes[index] {
        case 0x20, 0x09, 0x0A, 0x0D: index += 1
        default: return
        }
      }
    }

    /// A member name of printable ASCII without escapes; nil otherwise.
    mutating func plainName() -> String? {
      plainString().map {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
      }
    }

    /// The range of the contents of a string of printable ASCII (0x20 to
    /// 0x7E) without escapes at the scanner, which moves past it; nil for
    /// any other value. Eight bytes are checked at a time while eight
    /// remain.
    mutating func plainString() -> Range<Int>? {
      guard take(UInt8(ascii: "\"")), let base = bytes.baseAddress else { return nil }
      let start = index
      var end = start
      while end + 8 <= bytes.count {
        let word = ByteWord.load(base, at: end)
        let flagged =
          ByteWord.below(word, 0x20) | ByteWord.nonASCII(word)
          | ByteWord.equal(word, UInt8(ascii: "\"")) | ByteWord.equal(word, UInt8(ascii: "\\"))
          | ByteWord.equal(word, 0x7F)
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

    /// The ranges of the elements of the array at `index`.
    mutating func arrayElements() -> [Range<Int>]? {
      guard take(UInt8(ascii: "[")) else { return nil }
      var elements: [Range<Int>] = []
      skipWhitespace()
      if take(UInt8(ascii: "]")) { return elements }
      while true {
        skipWhitespace()
        let start = index
        guard skipValue() else { return nil }
        elements.append(start..<index)
        skipWhitespace()
        if take(UInt8(ascii: ",")) { continue }
        guard take(UInt8(ascii: "]")) else { return nil }
        return elements
      }
    }

    /// Moves past one value: a string, a container (by counting brackets
    /// outside strings) or a scalar (up to the next delimiter). False when
    /// the input ends first or no value starts here.
    mutating func skipValue() -> Bool {
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
    mutating func skipString() -> Bool {
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
}
