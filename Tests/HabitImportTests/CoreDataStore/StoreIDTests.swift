import Foundation
import Testing

@testable import HabitImport

/// Ids read from 16-byte blobs are spelled exactly as `UUID.uuidString`
/// spells them, and survive the trip back to bytes.
@Suite struct StoreIDTests {
  @Test func spellsBlobsAsUUIDStringDoes() {
    var blobs: [[UInt8]] = [Array(repeating: 0, count: 16), Array(repeating: 0xFF, count: 16)]
    blobs.append((0..<16).map { UInt8($0 * 17) })
    for _ in 0..<500 {
      blobs.append(withUnsafeBytes(of: UUID().uuid) { Array($0) })
    }
    for blob in blobs {
      let uuid = blob.withUnsafeBytes { $0.loadUnaligned(as: uuid_t.self) }
      #expect(StoreID.string(fromBlob: blob) == UUID(uuid: uuid).uuidString)
      #expect(StoreID.blob(for: StoreID.string(fromBlob: blob) ?? "") == blob)
    }
  }

  @Test(arguments: [0, 1, 15, 17, 32])
  func refusesBlobsOfAnotherLength(count: Int) {
    #expect(StoreID.string(fromBlob: Array(repeating: 7, count: count)) == nil)
  }
}
