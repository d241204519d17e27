import Foundation

/// Ids as the app's store keeps them: a `UUID` attribute is a 16-byte blob, anything
/// else is text. Ids read as the canonical upper-case UUID string, so a history whose
/// ids are such strings survives a write and a read unchanged.
enum StoreID {
  /// The id a 16-byte blob stands for, as `UUID().uuidString` prints it
  /// (upper-case hex, dashes after bytes 4, 6, 8 and 10), spelled out here
  /// because `uuidString` formats through `printf`, a tenth of a big store's
  /// read.
  static func string(fromBlob bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { string(fromBlob: $0) }
  }

  /// `string(fromBlob:)` over bytes read in place (a store's column).
  static func string(fromBlob bytes: UnsafeRawBufferPointer) -> String? {
    guard bytes.count == 16 else { return nil }
    let digits: StaticString = "0123456789ABCDEF"
    return String(unsafeUninitializedCapacity: 36) { text in
      var position = 0
      for (index, byte) in bytes.enumerated() {
        if index == 4 || index == 6 || index == 8 || index == 10 {
          text[position] = UInt8(ascii: "-")
          position += 1
        }
        text[position] = digits.utf8Start[Int(byte >> 4)]
        text[position + 1] = digits.utf8Start[Int(byte & 0x0F)]
        position += 2
      }
      return position
    }
  }

  /// The 16 bytes to store for `id`, or nil when `id` is not a canonical UUID string
  /// (upper case, with dashes) and must be stored as text to read back unchanged.
  static func blob(for id: String) -> [UInt8]? {
    guard let uuid = UUID(uuidString: id), uuid.uuidString == id else { return nil }
    return withUnsafeBytes(of: uuid.uuid) { Array($0) }
  }
}
