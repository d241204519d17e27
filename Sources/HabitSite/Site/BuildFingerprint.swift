/// A 128-bit hash of everything a build depends on (the input's bytes, the
/// options, the theme's files, the tool), written into the site's marker so
/// that a rebuild of the same things can be recognised without rendering.
///
/// Two 64-bit lanes in the manner of MurmurHash3 (x64, 128-bit), fed eight
/// bytes at a time: not cryptographic, but an accidental collision between
/// two histories is about one in 2^128. Each part is fed with its length
/// first, so ("ab", "c") and ("a", "bc") differ.
public struct BuildFingerprint: Sendable {
  private var h1: UInt64 = 0x9E37_79B9_7F4A_7C15
  private var h2: UInt64 = 0xC2B2_AE3D_27D4_EB4F
  private var length: UInt64 = 0

  public init() {}

  /// Feeds one part: its length, then its bytes.
  public mutating func combine(_ bytes: UnsafeRawBufferPointer) {
    mixWords(UInt64(bytes.count), 0x5bd1_e995)
    var offset = 0
    let count = bytes.count
    while offset + 16 <= count {
      mixWords(
        bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
        bytes.loadUnaligned(fromByteOffset: offset + 8, as: UInt64.self))
      offset += 16
    }
    var tail: (UInt64, UInt64) = (0, 0)
    if offset < count {
      withUnsafeMutableBytes(of: &tail) { buffer in
        for index in offset..<count { buffer[index - offset] = bytes[index] }
      }
      mixWords(tail.0, tail.1)
    }
    length &+= UInt64(count)
  }

  /// Feeds one part given as bytes.
  public mutating func combine(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { combine($0) }
  }

  /// Feeds one part given as text (its UTF-8).
  public mutating func combine(_ text: String) {
    var text = text
    text.withUTF8 { combine(UnsafeRawBufferPointer($0)) }
  }

  /// The hash as 32 lowercase hex digits.
  public var hex: String {
    var a = h1 ^ length
    var b = h2 ^ length
    a &+= b
    b &+= a
    a = Self.finish(a)
    b = Self.finish(b)
    a &+= b
    b &+= a
    return Self.hex(a) + Self.hex(b)
  }

  private mutating func mixWords(_ first: UInt64, _ second: UInt64) {
    let c1: UInt64 = 0x87C3_7B91_1142_53D5
    let c2: UInt64 = 0x4CF5_AD43_2745_937F
    var k1 = first &* c1
    k1 = (k1 << 31) | (k1 >> 33)
    k1 &*= c2
    h1 ^= k1
    h1 = ((h1 << 27) | (h1 >> 37)) &+ h2
    h1 = h1 &* 5 &+ 0x52DC_E729
    var k2 = second &* c2
    k2 = (k2 << 33) | (k2 >> 31)
    k2 &*= c1
    h2 ^= k2
    h2 = ((h2 << 31) | (h2 >> 33)) &+ h1
    h2 = h2 &* 5 &+ 0x3849_5AB5
  }

  private static func finish(_ value: UInt64) -> UInt64 {
    var k = value
    k ^= k >> 33
    k &*= 0xFF51_AFD7_ED55_8CCD
    k ^= k >> 33
    k &*= 0xC4CE_B9FE_1A85_EC53
    k ^= k >> 33
    return k
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
