import HabitJSON

#if canImport(Glibc)
  import Glibc
#endif

/// What the fast path learns, record by record, of whether the records it
/// read hold anything `JSONExactness` would report (a repeated key, a lone
/// surrogate escape), so the walk that finds those can pass over them
/// (`InexactJSONWarnings`): a list of records is exact when none repeats a
/// member name, no member's value is an object or an array (whose keys the
/// record's walk does not see), and no string in it holds a backslash (an
/// escape).
struct RecordExactness {
  /// The member names of the record being read.
  private var names: [Range<Int>] = []
  /// False once a record repeated a name or had a member that is an object
  /// or an array.
  private(set) var exact = true

  init() {
    names.reserveCapacity(16)
  }

  /// Starts the next record.
  mutating func begin() {
    names.removeAll(keepingCapacity: true)
  }

  /// Notes the member named by `name` whose value starts at the scanner.
  mutating func member(_ name: Range<Int>, _ scanner: JSONScanner) {
    guard exact else { return }
    // `{` and `[` differ only in bit 5.
    if scanner.index < scanner.bytes.count,
      scanner.bytes[scanner.index] | 0x20 == UInt8(ascii: "{")
    {
      exact = false
      return
    }
    guard let base = scanner.bytes.baseAddress else { return }
    for other in names where other.count == name.count {
      if memcmp(base + other.lowerBound, base + name.lowerBound, name.count) == 0 {
        exact = false
        return
      }
    }
    names.append(name)
  }

  /// Notes the value just read in `range` of `bytes`: a string holding a
  /// backslash (an escape) makes the records inexact. Only strings can
  /// hold one, and the other values (objects and arrays aside) are short.
  mutating func value(_ range: Range<Int>, in bytes: UnsafeBufferPointer<UInt8>) {
    guard exact, !range.isEmpty, bytes[range.lowerBound] == UInt8(ascii: "\""),
      !Self.hasNoBackslash(bytes, range)
    else { return }
    exact = false
  }

  /// Whether `range` of `bytes` holds no backslash (so no escape), checked
  /// eight bytes at a time.
  static func hasNoBackslash(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let ones: UInt64 = 0x0101_0101_0101_0101
    let backslashes = ones &* 0x5C
    var index = range.lowerBound
    while index + 8 <= range.upperBound {
      // The bytes equal to a backslash have their high bit set here.
      let difference =
        UnsafeRawPointer(base).loadUnaligned(fromByteOffset: index, as: UInt64.self) ^ backslashes
      if (difference &- ones) & ~difference & 0x8080_8080_8080_8080 != 0 { return false }
      index += 8
    }
    while index < range.upperBound {
      if base[index] == UInt8(ascii: "\\") { return false }
      index += 1
    }
    return true
  }
}
