import Foundation

/// Ids as the app's store keeps them: a `UUID` attribute is a 16-byte blob, anything
/// else is text. Ids read as the canonical upper-case UUID string, so a history whose
/// ids are such strings survives a write and a read unchanged.
enum StoreID {
  /// The id a 16-byte blob stands for, as `UUID().uuidString` prints it.
  static func string(fromBlob bytes: [UInt8]) -> String? {
    guard bytes.count == 16 else { return nil }
    let uuid = UUID(
      uuid: (
        bytes[0], bytes[1], bytes[2], bytes[3], bytes[4], bytes[5], bytes[6], bytes[7],
        bytes[8], bytes[9], bytes[10], bytes[11], bytes[12], bytes[13], bytes[14], bytes[15]
      ))
    return uuid.uuidString
  }

  /// The 16 bytes to store for `id`, or nil when `id` is not a canonical UUID string
  /// (upper case, with dashes) and must be stored as text to read back unchanged.
  static func blob(for id: String) -> [UInt8]? {
    guard let uuid = UUID(uuidString: id), uuid.uuidString == id else { return nil }
    return withUnsafeBytes(of: uuid.uuid) { Array($0) }
  }
}
