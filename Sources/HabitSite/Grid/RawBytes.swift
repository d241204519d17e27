/// A growable byte buffer for the grids' cell loops: appending is a bounds
/// check and a copy, with no uniqueness check or reference count (an
/// `Array` append has both). Not copyable: it owns its memory.
struct RawBytes: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  deinit {
    base.deallocate()
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafePointer<UInt8>, count length: Int) {
    if count + length > capacity { grow(count + length) }
    (base + count).update(from: bytes, count: length)
    count += length
  }

  @inline(__always)
  mutating func append(_ text: StaticString) {
    append(text.utf8Start, count: text.utf8CodeUnitCount)
  }

  @inline(__always)
  mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
    if let start = bytes.baseAddress { append(start, count: bytes.count) }
  }

  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  /// Appends bytes already written at `range` (a label written once and
  /// copied for a second attribute).
  @inline(__always)
  mutating func appendCopy(of range: Range<Int>) {
    if count + range.count > capacity { grow(count + range.count) }
    (base + count).update(from: base + range.lowerBound, count: range.count)
    count += range.count
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    base.deallocate()
    base = newBase
    capacity = newCapacity
  }

  /// The bytes as a `String` (they are always whole UTF-8).
  var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// Appends the bytes to an array.
  func append(to output: inout [UInt8]) {
    output.append(contentsOf: UnsafeBufferPointer(start: base, count: count))
  }
}

extension RawBytes {
  /// Appends a string's UTF-8 as it is.
  mutating func append(_ text: String) {
    var text = text
    text.withUTF8 { append($0) }
  }

  /// Appends `text` escaped by `Escape.anywhere`.
  mutating func append(escapingAnywhere text: String) {
    var escaped = ""
    Escape.appendAnywhere(text, to: &escaped)
    append(escaped)
  }

  /// Appends the decimal digits of `value` (which may be negative).
  mutating func append(decimal value: Int) {
    var digits = ByteText(capacity: 24)
    digits.append(decimal: value)
    append(digits.bytes)
  }

  /// Empties the buffer, keeping its memory.
  mutating func removeAll() {
    count = 0
  }

  /// Calls `body` with the bytes written so far.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    body(UnsafeBufferPointer(start: base, count: count))
  }
}
