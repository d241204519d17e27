/// Values worked out once each, then looked up: what a page words again
/// and again (a day section's lines, which repeat from day to day, and
/// the times they were done at).
struct Memo<Key: Hashable, Value> {
  private var values: [Key: Value] = [:]
  private let make: (Key) -> Value

  /// A memo of `make`, which gives the same value for the same key.
  init(_ make: @escaping (Key) -> Value) {
    self.make = make
  }

  /// A memo of `make` with room for `minimumCapacity` values before it
  /// grows (each growth hashes every key again).
  init(minimumCapacity: Int, _ make: @escaping (Key) -> Value) {
    self.values = Dictionary(minimumCapacity: minimumCapacity)
    self.make = make
  }

  /// The value of `key`: made the first time, then the one kept.
  mutating func callAsFunction(_ key: Key) -> Value {
    if let known = values[key] { return known }
    let value = make(key)
    values[key] = value
    return value
  }
}
