/// UTF-8 output built as bytes, for every renderer whose output runs long or
/// whose loops run per cell (the HTML and SVG grids, cell labels,
/// `data.json`): appending is a capacity check and a copy, with no
/// uniqueness check, reference count or encoding flags (an `Array` append
/// has the first two, a `String` append all three). Not copyable: it owns
/// its memory.
struct ByteText: ~Copyable {
  private var base: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int
  /// False while the bytes are written into memory lent by `array(capacity:_:)`
  /// or `string(capacity:_:)`.
  private var ownsMemory = true

  init(capacity: Int) {
    self.capacity = max(capacity, 64)
    base = .allocate(capacity: self.capacity)
  }

  private init(lent buffer: UnsafeMutableBufferPointer<UInt8>) {
    // Never empty: `array(capacity:_:)` and `string(capacity:_:)` ask for
    // 64 bytes or more.
    base = buffer.baseAddress!
    capacity = buffer.count
    ownsMemory = false
  }

  deinit {
    if ownsMemory { base.deallocate() }
  }

  /// The bytes `write` appends, written straight into the array's own
  /// storage when `capacity` holds them all (a file of the site, such as
  /// `data.json`, is then never in memory twice), else copied once.
  static func array(capacity: Int, _ write: (consuming ByteText) -> ByteText) -> [UInt8] {
    var spilled: [UInt8]?
    let array = [UInt8](unsafeUninitializedCapacity: max(capacity, 64)) { buffer, initialized in
      let text = write(ByteText(lent: buffer))
      if text.ownsMemory {
        spilled = text.array
        initialized = 0
      } else {
        initialized = text.count
      }
    }
    return spilled ?? array
  }

  /// The bytes `write` appends as a `String`, written straight into the
  /// string's own storage when `capacity` holds them all (a grid's HTML is
  /// then never copied on its way into the page), else copied once. The
  /// bytes must be whole UTF-8, as every `ByteText`'s are.
  static func string(capacity: Int, _ write: (consuming ByteText) -> ByteText) -> String {
    var spilled: String?
    let string = String(unsafeUninitializedCapacity: max(capacity, 64)) { buffer in
      let text = write(ByteText(lent: buffer))
      guard !text.ownsMemory else {
        spilled = text.string
        return 0
      }
      return text.count
    }
    return spilled ?? string
  }

  /// Hands the bytes written so far to `put` and starts over in the same
  /// memory: a file written in pieces (`StreamedFile`) is never whole in
  /// memory.
  mutating func drain(_ put: (UnsafeRawBufferPointer) -> Void) {
    guard count > 0 else { return }
    put(UnsafeRawBufferPointer(start: base, count: count))
    count = 0
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

  @inline(__always)
  mutating func append(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { append($0) }
  }

  @inline(__always)
  mutating func append(byte: UInt8) {
    if count == capacity { grow(count + 1) }
    base[count] = byte
    count += 1
  }

  private mutating func grow(_ needed: Int) {
    let newCapacity = max(needed, capacity * 2)
    let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
    newBase.moveInitialize(from: base, count: count)
    if ownsMemory { base.deallocate() }
    base = newBase
    capacity = newCapacity
    ownsMemory = true
  }

  /// The bytes as a `String` (they are always whole UTF-8: only whole
  /// strings and ASCII are appended).
  var string: String {
    String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
  }

  /// The bytes as an array, for a file of the site.
  var array: [UInt8] {
    Array(UnsafeBufferPointer(start: base, count: count))
  }
}

extension ByteText {
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
    if value < 0 { append(byte: UInt8(ascii: "-")) }
    // -Int.min overflows; its magnitude goes through UInt.
    var rest = value.magnitude
    var digits:
      (
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8,
        UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8
      ) =
        (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      repeat {
        count += 1
        buffer[20 - count] = UInt8(ascii: "0") + UInt8(rest % 10)
        rest /= 10
      } while rest > 0
      append(UnsafeBufferPointer(rebasing: buffer.bindMemory(to: UInt8.self)[(20 - count)...]))
    }
  }

  /// Empties the buffer, keeping its memory.
  mutating func removeAll() {
    count = 0
  }
}
