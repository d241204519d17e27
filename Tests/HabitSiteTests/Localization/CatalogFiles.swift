import Foundation
import HabitSite

/// The default message files of the repository, read from
/// `<package root>/Templates/messages/` for the tests.
enum CatalogFiles {
  static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  static func bytes(_ locale: String) throws -> Data {
    try Data(contentsOf: packageRoot.appendingPathComponent("Templates/messages/\(locale).json"))
  }

  static func catalog(_ locale: String) throws -> MessageCatalog {
    try MessageCatalog(json: bytes(locale))
  }
}
