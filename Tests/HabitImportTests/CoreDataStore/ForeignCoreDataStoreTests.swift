import Foundation
import TestSupport
import Testing

@testable import HabitImport

/// Real Core Data stores of other apps (`../shared/fixtures/coredata-store`): each must be
/// rejected with the "none of the known layouts" error listing its tables.
@Suite struct ForeignCoreDataStoreTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/fixtures/coredata-store").path

  static var stores: [String] {
    guard let walker = FileManager.default.enumerator(atPath: folder) else { return [] }
    return walker.compactMap { $0 as? String }.filter { $0.hasSuffix(".sqlite") }.sorted()
  }

  @Test(
    .enabled(
      if: Prerequisite.fixture("coredata-store"), "../shared/fixtures/coredata-store is absent"),
    arguments: stores)
  func foreignStoreIsRejectedWithItsTables(_ name: String) throws {
    let path = Self.folder + "/" + name
    let before = try Data(contentsOf: URL(fileURLWithPath: path))
    do {
      _ = try HistoryLoader.load(InputFile(readingAt: path), options: ImportOptions())
      Issue.record("\(name) was read as a habit store")
    } catch {
      let message = error.description
      #expect(message.contains("none of the known layouts"))
      #expect(message.contains("Z_PRIMARYKEY"))
      #expect(message.contains("tried habit app store"))
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    #expect(!FileManager.default.fileExists(atPath: path + "-wal"))
  }

  @Test(
    .enabled(
      if: Prerequisite.fixture("coredata-store"), "../shared/fixtures/coredata-store is absent"))
  func allFiveStoresAreFound() {
    #expect(Self.stores.count == 5)
  }
}
