/// A value bound into a row by the writer.
enum StoreValue {
  case int(Int)
  case real(Double)
  case text(String)
  case blob([UInt8])
  case null

  /// An optional integer.
  static func int(_ value: Int?) -> StoreValue { value.map(StoreValue.int) ?? .null }
  /// An optional text.
  static func text(_ value: String?) -> StoreValue { value.map(StoreValue.text) ?? .null }
  /// A Bool as Core Data stores it.
  static func bool(_ value: Bool) -> StoreValue { .int(value ? 1 : 0) }
  /// An instant (seconds since 1970) as a `TIMESTAMP`.
  static func instant(_ seconds: Double?) -> StoreValue {
    seconds.map { .real(StoreTime.stored(fromUnix: $0)) } ?? .null
  }
  /// An id: a 16-byte blob for a canonical UUID string, text otherwise.
  static func id(_ value: String?) -> StoreValue {
    guard let value else { return .null }
    return StoreID.blob(for: value).map(StoreValue.blob) ?? .text(value)
  }
}

/// Inserts rows of one ``StoreSchema/Table`` with one prepared statement, numbering them
/// `Z_PK` 1, 2, … and feeding every value into a content digest (for `Z_UUID`).
struct StoreInserter {
  let table: StoreSchema.Table
  let entityNumber: Int
  private let statement: SQLiteStatement
  private(set) var count = 0

  init(_ database: SQLiteDatabase, _ table: StoreSchema.Table, entityNumber: Int)
    throws(SQLiteError)
  {
    self.table = table
    self.entityNumber = entityNumber
    let names = ["Z_PK", "Z_ENT", "Z_OPT"] + table.columns.map(\.name)
    let marks = Array(repeating: "?", count: names.count).joined(separator: ", ")
    statement = try database.prepare(
      "INSERT INTO \(table.name) (\(names.joined(separator: ", "))) VALUES (\(marks))")
  }

  /// Inserts one row; `values` maps column names to values (absent columns are NULL).
  /// Returns the new row's `Z_PK`.
  @discardableResult
  mutating func insert(_ values: [String: StoreValue], digest: inout StoreDigest)
    throws(SQLiteError) -> Int
  {
    count += 1
    try statement.reset()
    try statement.bind(count, at: 1)
    try statement.bind(entityNumber, at: 2)
    try statement.bind(1, at: 3)
    digest.add(table.name)
    for (offset, column) in table.columns.enumerated() {
      let index = Int32(offset + 4)
      let value = values[column.name] ?? .null
      digest.add(column.name)
      switch value {
      case .int(let number):
        try statement.bind(number, at: index)
        digest.add("i\(number)")
      case .real(let number):
        try statement.bind(number, at: index)
        digest.add("r\(number.bitPattern)")
      case .text(let text):
        try statement.bind(text, at: index)
        digest.add("t" + text)
      case .blob(let bytes):
        try statement.bind(blob: bytes, at: index)
        digest.add("b" + bytes.map(String.init).joined(separator: ","))
      case .null:
        try statement.bindNull(at: index)
        digest.add("n")
      }
    }
    _ = try statement.step()
    return count
  }
}

/// A deterministic digest of the rows written (two 64-bit FNV-1a hashes), from which the
/// store's `Z_UUID` is made, so the same history always gives the same bytes.
struct StoreDigest {
  private var first: UInt64 = 0xcbf2_9ce4_8422_2325
  private var second: UInt64 = 0x6c62_272e_07bb_0142

  mutating func add(_ text: String) {
    for byte in text.utf8 + [0] {
      first = (first ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = (second ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
      second = second &+ (second >> 29)
    }
  }

  /// A version-4-shaped UUID string from the digest.
  var uuidString: String {
    var bytes =
      withUnsafeBytes(of: first.bigEndian) { Array($0) }
      + withUnsafeBytes(of: second.bigEndian) { Array($0) }
    bytes[6] = (bytes[6] & 0x0F) | 0x40
    bytes[8] = (bytes[8] & 0x3F) | 0x80
    return StoreID.string(fromBlob: bytes) ?? ""
  }
}
