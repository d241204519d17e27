import Foundation

/// Reads a user's SQLite store without ever opening it: the file and its `-wal` and
/// `-shm` companions are copied byte for byte into a fresh temporary folder, the copy
/// is opened instead, and the folder is removed afterwards. SQLite then replays the
/// copied WAL, so rows not yet checkpointed are seen, while the original's bytes and
/// modification time never change.
enum StoreCopy {
  /// Why a copy could not be made.
  struct Failure: Error, Equatable, CustomStringConvertible {
    /// The file that could not be copied.
    var file: String
    /// What went wrong, in words.
    var reason: String
    var description: String { "\(file): \(reason)" }
  }

  /// Copies `path` (and `path-wal`, `path-shm` when present) into a new temporary
  /// folder, calls `body` with the copy's path, then removes the folder, also when
  /// `body` throws.
  static func withCopy<T, E: Error>(
    of path: String, _ body: (String) throws(E) -> T
  ) throws -> T {
    let manager = FileManager.default
    var isDirectory: ObjCBool = false
    guard manager.fileExists(atPath: path, isDirectory: &isDirectory) else {
      throw Failure(file: path, reason: "no such file")
    }
    guard !isDirectory.boolValue else {
      throw Failure(file: path, reason: "is a folder, expected a SQLite file")
    }
    let folder = manager.temporaryDirectory
      .appendingPathComponent("habit-report-store-\(UUID().uuidString)", isDirectory: true)
    do {
      try manager.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw Failure(file: folder.path, reason: "cannot create a temporary folder: \(error)")
    }
    defer { try? manager.removeItem(at: folder) }

    let name = URL(fileURLWithPath: path).lastPathComponent
    let copy = folder.appendingPathComponent(name).path
    for suffix in ["", "-wal", "-shm"] {
      let source = path + suffix
      guard suffix.isEmpty || manager.fileExists(atPath: source) else { continue }
      do {
        // Read and write the bytes ourselves: `copyItem` may clone attributes or use
        // copy-on-write tricks; a plain read never touches the source's metadata.
        let data = try Data(contentsOf: URL(fileURLWithPath: source))
        try data.write(to: URL(fileURLWithPath: copy + suffix))
      } catch {
        throw Failure(file: source, reason: "cannot copy for reading: \(error)")
      }
    }
    return try body(copy)
  }
}
