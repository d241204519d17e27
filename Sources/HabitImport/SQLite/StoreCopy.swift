import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a user's SQLite store without ever opening it: the file and its `-wal` and
/// `-shm` companions, as ``InputFile`` read them, are written byte for byte into a
/// fresh temporary folder, the copy is opened instead, and the folder is removed
/// afterwards (also on a signal: ``LiveStoreCopies``). The one way in is
/// ``withCopy(of:_:)`` with an ``InputFile``. SQLite then replays the
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

  /// Writes the store `file` already read (and its companions) into a new
  /// temporary folder, calls `body` with the copy's path, then removes the
  /// folder, also when `body` throws. The user's file is not read again.
  static func withCopy<T, E: Error>(
    of file: InputFile, _ body: (String) throws(E) -> T
  ) throws -> T {
    let fill = { (copy: String) throws in
      try writeBytes(file.bytes, to: copy)
      for (suffix, bytes) in file.companions {
        try writeBytes(bytes, to: copy + suffix)
      }
      if file.companions["-journal"] != nil { try rollBack(copy, file: file.path) }
    }
    return try withFolder(
      named: URL(fileURLWithPath: file.path).lastPathComponent, fill: fill, body)
  }

  /// Lets SQLite roll back, on the private copy, the transaction a hot
  /// rollback journal beside the store records (another process was
  /// writing it), so the rows read are the last committed ones: a reader
  /// opening a database read-only cannot roll back, so the copy is opened
  /// for writing once. A journal that is not hot (empty, or left by a
  /// finished transaction) changes nothing.
  private static func rollBack(_ copy: String, file: String) throws {
    do {
      let database = try SQLiteDatabase(path: copy, mode: .readWriteCreate)
      try database.execute("SELECT count(*) FROM sqlite_master")
    } catch {
      throw Failure(
        file: file + "-journal",
        reason: "cannot roll back this journal of an unfinished transaction on a copy of the "
          + "store (\(error)); let the app that writes \(file) finish, or close it, and run "
          + "again")
    }
  }

  /// Makes a fresh private folder, lets `fill` put the copy named `name` in
  /// it, calls `body` with the copy's path, and removes the folder.
  private static func withFolder<T, E: Error>(
    named name: String, fill: (String) throws -> Void, _ body: (String) throws(E) -> T
  ) throws -> T {
    let manager = FileManager.default
    let folder = manager.temporaryDirectory
      .appendingPathComponent("habit-report-store-\(UUID().uuidString)", isDirectory: true)
    // Registered, so a signal that stops the process removes it too.
    do {
      try LiveStoreCopies.make(folder)
    } catch {
      throw Failure(file: folder.path, reason: "cannot create a temporary folder: \(error)")
    }
    defer { LiveStoreCopies.remove(folder) }
    let copy = folder.appendingPathComponent(name).path
    try fill(copy)
    return try body(copy)
  }

  /// The largest companion (`-wal`, `-shm`) copied: a write-ahead log is
  /// checkpointed long before it reaches this (SQLite's default is 4 MB).
  static let maximumCompanionSize = 1 << 30

  /// Reads a companion (`-wal`, `-shm`) whole, with plain reads, refusing
  /// anything but a regular file and one past `maximumCompanionSize`.
  static func readCompanion(_ source: String) throws(Failure) -> Data {
    let input = try openCompanion(source)
    defer { close(input.descriptor) }
    switch FileDescriptorReader.readAll(
      input.descriptor, expected: input.size, limit: maximumCompanionSize)
    {
    case .read(let data): return data
    case .tooLarge: throw Failure(file: source, reason: "grew past 1 GiB while it was read")
    case .failed(let reason): throw Failure(file: source, reason: "cannot read: \(reason)")
    }
  }

  /// Opens a regular file for reading, refusing anything else and one past
  /// `maximumCompanionSize`.
  private static func openCompanion(_ source: String) throws(Failure) -> (
    descriptor: Int32, size: Int
  ) {
    let input = open(source, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard input >= 0 else {
      throw Failure(
        file: source, reason: "cannot copy for reading: \(String(cString: strerror(errno)))")
    }
    var status = stat()
    guard fstat(input, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
      close(input)
      throw Failure(file: source, reason: "not a regular file; expected a SQLite file")
    }
    guard Int(status.st_size) <= maximumCompanionSize else {
      close(input)
      throw Failure(
        file: source,
        reason: "larger than 1 GiB (\(status.st_size) bytes): a SQLite companion never is; "
          + "is it the right file?")
    }
    return (input, Int(status.st_size))
  }

  /// Writes `bytes` to a new file at `destination` (never an existing one).
  private static func writeBytes(_ bytes: Data, to destination: String) throws(Failure) {
    let output = open(destination, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard output >= 0 else {
      throw Failure(file: destination, reason: String(cString: strerror(errno)))
    }
    defer { close(output) }
    let outcome = bytes.withUnsafeBytes { raw in
      Result { () throws(Failure) in try writeAll(raw, to: output, destination: destination) }
    }
    try outcome.get()
  }

  /// Writes every byte of `raw` to `output`.
  private static func writeAll(
    _ raw: UnsafeRawBufferPointer, to output: Int32, destination: String
  ) throws(Failure) {
    var offset = 0
    while offset < raw.count {
      let written = write(output, raw.baseAddress! + offset, raw.count - offset)
      if written < 0, errno == EINTR { continue }
      guard written > 0 else {
        throw Failure(
          file: destination, reason: "cannot write: \(String(cString: strerror(errno)))")
      }
      offset += written
    }
  }
}
