import Foundation
import HabitCore
import HabitImport

/// Loads the JSON fixtures beside these tests, found from this file's path.
enum ExportFixture {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/json")

  static func bytes(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: folder.appendingPathComponent(name)))
  }

  /// Reads the fixture `name` (printed in messages as `name`).
  static func read(_ name: String, options: ImportOptions = ImportOptions())
    throws -> Result<ImportResult, ImportFailure>
  {
    let data = try bytes(name)
    do throws(ImportFailure) {
      return .success(
        try HistoryLoader.load(InputFile(path: name, bytes: Data(data)), options: options))
    } catch {
      return .failure(error)
    }
  }
}
