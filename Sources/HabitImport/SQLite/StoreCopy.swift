import Foundation

#if canImport(Glibc)
  import Glibc
#endif

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
      // Read and write the bytes ourselves: `copyItem` may clone attributes or use
      // copy-on-write tricks; a plain read never touches the source's metadata.
      try copyBytes(source, to: copy + suffix)
    }
    return try body(copy)
  }

  /// The largest companion (`-wal`, `-shm`) copied: a write-ahead log is
  /// checkpointed long before it reaches this (SQLite's default is 4 MB).
  static let maximumCompanionSize = 1 << 30

  /// Copies a regular file in pieces (never the whole file in memory),
  /// refusing anything else and companions past `maximumCompanionSize`.
  static func copyBytes(_ source: String, to destination: String) throws {
    let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else {
      throw Failure(
        file: source, reason: "cannot copy for reading: \(String(cString: strerror(errno)))")
    }
    defer { close(input) }
    var status = stat()
    guard fstat(input, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      throw Failure(file: source, reason: "not a regular file; expected a SQLite file")
    }
    guard Int(status.st_size) <= maximumCompanionSize else {
      throw Failure(
        file: source,
        reason: "larger than 1 GiB (\(status.st_size) bytes): a SQLite companion never is; "
          + "is it the right file?")
    }
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw Failure(file: destination, reason: String(cString: strerror(errno)))
    }
    defer { close(output) }
    var buffer = [UInt8](repeating: 0, count: 1 << 20)
    var total = 0
    while true {
      let count = read(input, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      guard count >= 0 else {
        throw Failure(file: source, reason: "cannot read: \(String(cString: strerror(errno)))")
      }
      if count == 0 { break }
      total += count
      guard total <= maximumCompanionSize else {
        throw Failure(file: source, reason: "grew past 1 GiB while it was copied")
      }
      var offset = 0
      while offset < count {
        let written = buffer[offset..<count].withUnsafeBytes {
          write(output, $0.baseAddress, $0.count)
        }
        guard written > 0 else {
          throw Failure(
            file: destination, reason: "cannot write: \(String(cString: strerror(errno)))")
        }
        offset += written
      }
    }
  }
}
