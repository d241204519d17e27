/// Eight bytes tested at once, for scans over long UTF-8 text (a JSON
/// export, a rendered page). Each test returns a mask with the high bit set
/// in the bytes it flags. A flagged byte may be a false positive only when a
/// lower byte of the word is truly flagged, so the lowest flag is exact and
/// a word with no flag holds no such byte.
package enum ByteWord {
  @usableFromInline static let ones: UInt64 = 0x0101_0101_0101_0101
  @usableFromInline static let highs: UInt64 = 0x8080_8080_8080_8080

  /// The eight bytes at `offset`, in memory order (byte `offset` lowest on
  /// this little-endian machine).
  @inlinable
  package static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
    UnsafeRawPointer(base).loadUnaligned(fromByteOffset: offset, as: UInt64.self)
  }

  /// The bytes equal to `byte`.
  @inlinable
  package static func equal(_ word: UInt64, _ byte: UInt8) -> UInt64 {
    let difference = word ^ (ones &* UInt64(byte))
    return (difference &- ones) & ~difference & highs
  }

  /// The bytes below `bound` (at most 0x80).
  @inlinable
  package static func below(_ word: UInt64, _ bound: UInt8) -> UInt64 {
    (word &- ones &* UInt64(bound)) & ~word & highs
  }

  /// The bytes at or above 0x80: the bytes of multi-byte UTF-8 scalars.
  @inlinable
  package static func nonASCII(_ word: UInt64) -> UInt64 {
    word & highs
  }

  /// The offset, within the word, of its lowest flagged byte.
  @inlinable
  package static func firstOffset(_ flags: UInt64) -> Int {
    flags.trailingZeroBitCount / 8
  }
}
