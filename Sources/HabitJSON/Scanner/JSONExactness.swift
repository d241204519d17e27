#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a JSON document holds that a reader cannot read exactly, found in
/// one pass over its bytes (DESIGN.md §4: "JSON is read exactly"): a key
/// repeated in one object (the parser keeps the last value) and a `\u`
/// escape of half a surrogate pair with no partner (read as U+FFFD). Each
/// finding names its place as the readers do (`habits[0].windows[1]`).
/// Malformed JSON ends the walk quietly: the parser says what is wrong.
/// The walk keeps its own stack, so no document can drive it deep.
public enum JSONExactness {
  public struct Finding: Hashable, Sendable {
    public enum Kind: Hashable, Sendable {
      /// The key, decoded when it holds no escape (else as written).
      case repeatedKey(String)
      /// The lone half's code (`D800`).
      case loneSurrogate(String)
    }
    /// The path of the object (repeated key) or string (lone surrogate).
    public var path: String
    public var kind: Kind
  }

  /// At most `limit` findings of `bytes`, in document order, and how many
  /// there were in all.
  ///
  /// `skipping`: the extents of values (arrays or objects, ascending, apart)
  /// a reader has already found to hold nothing to report (no repeated key,
  /// no escape at all), passed over whole: the export's fast path reads its
  /// entries and work sessions member by member and knows.
  public static func findings(
    in bytes: UnsafeBufferPointer<UInt8>, limit: Int = 20, skipping: [Range<Int>] = []
  )
    -> (findings: [Finding], total: Int)
  {
    var walk = Walk(bytes: bytes, limit: limit)
    walk.skips = skipping
    walk.run()
    return (walk.found, walk.total)
  }

  /// A frame of the walk: an object (its keys from `keyBase` in `keys`) or
  /// an array (its element count).
  private struct Frame {
    var isObject: Bool
    var keyBase: Int
    var index: Int
    /// The current member's key, as a range of the bytes.
    var key: Range<Int>
    /// Set for an object past `linearLimit` keys.
    var large: Set<[UInt8]>?
  }

  private struct Walk {
    let bytes: UnsafeBufferPointer<UInt8>
    let limit: Int
    var found: [Finding] = []
    var total = 0
    var stack: [Frame] = []
    var keys: [Range<Int>] = []
    var position = 0
    /// Values passed over whole (see `findings`), and the next of them.
    var skips: [Range<Int>] = []
    var nextSkip = 0
    static let linearLimit = 32

    init(bytes: UnsafeBufferPointer<UInt8>, limit: Int) {
      self.bytes = bytes
      self.limit = limit
    }

    mutating func run() {
      guard let base = bytes.baseAddress else { return }
      let count = bytes.count
      var expectingKey = false
      while position < count {
        // Past every word of eight bytes holding nothing the walk reads
        // (most of a document: indentation, numbers, literals).
        while position + 8 <= count {
          let word = ByteWord.load(base, at: position)
          // `{` and `[` (and `}` and `]`) differ only in bit 5.
          let folded = word | 0x2020_2020_2020_2020
          let flagged =
            ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0x2C)
            | ByteWord.equal(folded, 0x7B) | ByteWord.equal(folded, 0x7D)
          if flagged != 0 {
            position += ByteWord.firstOffset(flagged)
            break
          }
          position += 8
        }
        guard position < count else { return }
        if nextSkip < skips.count, position >= skips[nextSkip].lowerBound {
          if position == skips[nextSkip].lowerBound {
            // A whole value, as if its brackets had been walked.
            position = skips[nextSkip].upperBound
            nextSkip += 1
            expectingKey = false
            continue
          }
          // Walked past (only text the parser rejects does that): ignored.
          while nextSkip < skips.count, skips[nextSkip].lowerBound < position { nextSkip += 1 }
        }
        let byte = base[position]
        switch byte {
        case 0x7B:  // {
          stack.append(Frame(isObject: true, keyBase: keys.count, index: 0, key: 0..<0))
          expectingKey = true
          position += 1
        case 0x5B:  // [
          stack.append(Frame(isObject: false, keyBase: keys.count, index: 0, key: 0..<0))
          expectingKey = false
          position += 1
        case 0x7D, 0x5D:  // } ]
          guard let frame = stack.popLast() else { return }
          keys.removeSubrange(frame.keyBase...)
          expectingKey = false
          position += 1
        case 0x2C:  // ,
          guard !stack.isEmpty else { return }
          if stack[stack.count - 1].isObject {
            expectingKey = true
          } else {
            stack[stack.count - 1].index += 1
          }
          position += 1
        case 0x22:  // "
          guard let end = string(from: position) else { return }
          if expectingKey, stack.last?.isObject == true {
            member(position + 1..<end)
            expectingKey = false
          }
          position = end + 1
        default:
          position += 1
        }
      }
    }

    /// Records the key `range` of the innermost object.
    mutating func member(_ range: Range<Int>) {
      let top = stack.count - 1
      stack[top].key = range
      let base = stack[top].keyBase
      var repeated = false
      if stack[top].large != nil {
        repeated = stack[top].large!.insert(Array(bytes[range])).inserted == false
      } else {
        for other in keys[base...] where same(other, range) {
          repeated = true
          break
        }
        keys.append(range)
        if keys.count - base > Self.linearLimit {
          stack[top].large = Set(keys[base...].map { Array(bytes[$0]) })
          keys.removeSubrange(base...)
        }
      }
      if repeated {
        note(
          Finding(
            path: path(upTo: top, withKey: false), kind: .repeatedKey(decoded(Array(bytes[range]))))
        )
      }
    }

    /// Whether the keys at `first` and `second` are the same bytes.
    func same(_ first: Range<Int>, _ second: Range<Int>) -> Bool {
      guard first.count == second.count, let base = bytes.baseAddress else { return false }
      return memcmp(base + first.lowerBound, base + second.lowerBound, first.count) == 0
    }

    /// The index of the closing quote of the string opening at `start`,
    /// noting each lone surrogate escape in it; nil when it never closes.
    mutating func string(from start: Int) -> Int? {
      guard let base = bytes.baseAddress else { return nil }
      var index = start + 1
      var pendingHigh: String?
      let count = bytes.count
      while index < count {
        if pendingHigh == nil {
          // Past every word of eight bytes without a quote or a backslash.
          while index + 8 <= count {
            let word = ByteWord.load(base, at: index)
            let flagged = ByteWord.equal(word, 0x22) | ByteWord.equal(word, 0x5C)
            if flagged != 0 {
              index += ByteWord.firstOffset(flagged)
              break
            }
            index += 8
          }
          guard index < count else { return nil }
        }
        let byte = base[index]
        if byte == 0x22 {
          if let pendingHigh { lone(pendingHigh) }
          return index
        }
        guard byte == 0x5C else {
          if let high = pendingHigh {
            lone(high)
            pendingHigh = nil
          }
          index += 1
          continue
        }
        guard index + 1 < count else { return nil }
        if bytes[index + 1] == UInt8(ascii: "u"), let code = hex(at: index + 2) {
          if (0xDC00...0xDFFF).contains(code) {
            if pendingHigh == nil { lone(String(code, radix: 16, uppercase: true)) }
            pendingHigh = nil
          } else {
            if let high = pendingHigh { lone(high) }
            pendingHigh =
              (0xD800...0xDBFF).contains(code) ? String(code, radix: 16, uppercase: true) : nil
          }
          index += 6
        } else {
          if let high = pendingHigh {
            lone(high)
            pendingHigh = nil
          }
          index += 2
        }
      }
      return nil
    }

    func hex(at index: Int) -> UInt32? {
      guard index + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for byte in bytes[index..<index + 4] {
        switch byte {
        case 0x30...0x39: value = value << 4 | UInt32(byte - 0x30)
        case 0x41...0x46: value = value << 4 | UInt32(byte - 0x37)
        case 0x61...0x66: value = value << 4 | UInt32(byte - 0x57)
        default: return nil
        }
      }
      return value
    }

    mutating func lone(_ code: String) {
      note(Finding(path: path(upTo: stack.count - 1, withKey: true), kind: .loneSurrogate(code)))
    }

    mutating func note(_ finding: Finding) {
      total += 1
      if found.count < limit { found.append(finding) }
    }

    /// The path of the frames through `top`: each object's current key
    /// and each array's index; the innermost object's key only `withKey`.
    func path(upTo top: Int, withKey: Bool) -> String {
      guard top >= 0 else { return "" }
      var path = ""
      for level in 0...top {
        let frame = stack[level]
        if frame.isObject {
          guard level < top || withKey else { break }
          let key = decoded(Array(bytes[frame.key]))
          path += path.isEmpty ? key : "." + key
        } else {
          path += "[\(frame.index)]"
        }
      }
      return path
    }

    func decoded(_ key: [UInt8]) -> String {
      String(decoding: key, as: UTF8.self)
    }
  }
}
