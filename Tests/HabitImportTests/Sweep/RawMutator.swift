import TestSupport

/// Byte-level damage, as a disk, a transfer or a careless edit would do it:
/// cut files, flipped bytes, invalid UTF-8, bytes lost or repeated.
enum RawMutator {
  /// Byte sequences that are never valid UTF-8 (a lone continuation byte, an
  /// overlong NUL, a surrogate, bytes past U+10FFFF, a cut sequence).
  static let invalidUTF8: [[UInt8]] = [
    [0x80], [0xC0, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80], [0xFF], [0xE2, 0x82],
    [0xFE, 0xFF],
  ]

  static func mutate(_ bytes: [UInt8], random: inout SweepRandom) -> ([UInt8], String) {
    guard !bytes.isEmpty else { return (bytes, "empty") }
    var result = bytes
    let at = random.below(bytes.count)
    switch random.below(6) {
    case 0:
      return (Array(bytes.prefix(at)), "truncated at \(at)")
    case 1:
      let flips = 1 + random.below(8)
      for _ in 0..<flips {
        let index = random.below(result.count)
        result[index] ^= UInt8(1 << random.below(8))
      }
      return (result, "\(flips) bits flipped")
    case 2:
      // Inside a string when possible: after the next quote.
      let quote = bytes[at...].firstIndex(of: UInt8(ascii: "\"")).map { $0 + 1 } ?? at
      let sequence = random.pick(invalidUTF8)
      result.insert(contentsOf: sequence, at: min(quote, result.count))
      return (result, "invalid UTF-8 \(sequence) at \(quote)")
    case 3:
      let length = 1 + random.below(64)
      result.removeSubrange(at..<min(at + length, result.count))
      return (result, "\(length) bytes removed at \(at)")
    case 4:
      let length = 1 + random.below(64)
      let slice = bytes[at..<min(at + length, bytes.count)]
      result.insert(contentsOf: slice, at: at)
      return (result, "\(length) bytes repeated at \(at)")
    default:
      let byte = random.pick([0x00, 0x22, 0x5C, 0x7B, 0x5D, 0x2C, 0x3A, 0x0A] as [UInt8])
      result[at] = byte
      return (result, "byte \(byte) written at \(at)")
    }
  }
}
