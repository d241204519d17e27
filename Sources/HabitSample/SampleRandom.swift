/// The sample generator's own random numbers: SplitMix64 (Steele, Lea and
/// Flood, 2014). Small, fast and fully specified, so a seed gives the same
/// history on every platform and Swift version — which the system generator
/// and `Double.random` do not promise.
struct SampleRandom {
  private var state: UInt64

  init(seed: UInt64) {
    self.state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return Self.mix(state)
  }

  /// SplitMix64's finaliser: a bijective scramble of 64 bits.
  static func mix(_ value: UInt64) -> UInt64 {
    var z = value
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An independent stream for one part of the history (one habit, the
  /// groups…), so adding a habit never shifts the numbers of another.
  func fork(_ salt: UInt64) -> SampleRandom {
    SampleRandom(seed: Self.mix(state ^ Self.mix(salt &+ 0x6A09_E667_F3BC_C909)))
  }

  /// A uniform integer in `range` (Lemire's multiply-shift; the bias is far
  /// below anything a sample could show).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    let span = UInt64(bitPattern: Int64(range.upperBound &- range.lowerBound)) &+ 1
    if span == 0 { return Int(bitPattern: UInt(next())) }
    let offset = next().multipliedFullWidth(by: span).high
    return range.lowerBound &+ Int(bitPattern: UInt(offset))
  }

  /// A uniform number in 0..<1 with 53 random bits.
  mutating func unit() -> Double {
    Double(next() >> 11) * 0x1p-53
  }

  /// True with probability `probability`.
  mutating func chance(_ probability: Double) -> Bool {
    unit() < probability
  }

  /// A uniform number in `range`.
  mutating func double(in range: ClosedRange<Double>) -> Double {
    range.lowerBound + unit() * (range.upperBound - range.lowerBound)
  }

  /// One element of a non-empty array.
  mutating func pick<Element>(_ items: [Element]) -> Element {
    items[int(in: 0...(items.count - 1))]
  }

  /// A version-4 UUID in the canonical uppercase form
  /// (`8-4-4-4-12` hex digits), as the app's store keeps ids.
  mutating func uuid() -> String {
    let high = (next() & ~0xF000) | 0x4000
    let low = (next() & 0x3FFF_FFFF_FFFF_FFFF) | 0x8000_0000_0000_0000
    let digits: StaticString = "0123456789ABCDEF"
    return String(unsafeUninitializedCapacity: 36) { buffer in
      digits.withUTF8Buffer { hex in
        var position = 0
        for nibble in 0..<32 {
          if nibble == 8 || nibble == 12 || nibble == 16 || nibble == 20 {
            buffer[position] = UInt8(ascii: "-")
            position += 1
          }
          let word = nibble < 16 ? high : low
          let shift = UInt64(60 - (nibble % 16) * 4)
          buffer[position] = hex[Int((word >> shift) & 0xF)]
          position += 1
        }
      }
      return 36
    }
  }
}
