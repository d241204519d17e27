/// A seeded SplitMix64 generator: the sweep's cases are the same on every run
/// and every machine, so a failing case can be named by its number. Shared
/// by the export, store, template and binary sweeps.
public struct SweepRandom: RandomNumberGenerator {
  private var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (bound ≥ 1).
  public mutating func below(_ bound: Int) -> Int {
    Int(next() % UInt64(max(bound, 1)))
  }

  /// One element of a non-empty array.
  public mutating func pick<T>(_ items: [T]) -> T {
    items[below(items.count)]
  }

  /// True with probability `percent` / 100.
  public mutating func chance(_ percent: Int) -> Bool {
    below(100) < percent
  }
}
