import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A history file read into memory, once, with plain reads: never mapped,
/// since a mapped file cut short by another program while it is read ends
/// the process with SIGBUS instead of a message. A SQLite store comes with
/// its `-wal` and `-shm` companions, read the same way, so the private copy
/// the readers open is made from exactly the bytes that were read (and
/// hashed, by the build's fingerprint).
public struct InputFile: Sendable {
  /// The path as the user gave it; every message names it.
  public let path: String
  /// The whole file.
  public let bytes: Data
  /// A store's companions that exist, by suffix (`-wal`, `-shm`); always
  /// empty for a text input, whose companions mean nothing.
  public let companions: [String: Data]
  /// A folder's files by their paths inside it (`/` between parts), when
  /// the input is a folder (an unpacked export of several files, see
  /// ``FolderFiles``); nil for a file.
  public let folderFiles: [String: Data]?

  /// The suffixes of a SQLite store's companions, in the order they are
  /// read: the write-ahead log and its index, and a rollback journal (a
  /// transaction another process has not finished: the copy is rolled back
  /// with it, as SQLite would, so its rows are never read half-written).
  public static let companionSuffixes = ["-wal", "-shm", "-journal"]

  /// The first bytes of every SQLite database.
  static let sqliteHeader = Array("SQLite format 3\u{0}".utf8)

  /// Whether the file is a SQLite database (detected from its header).
  public var isDatabase: Bool { bytes.starts(with: Self.sqliteHeader) }

  /// Reads `path`: anything but a regular file (a folder, a named pipe, a
  /// device) is refused at once, as is a file over
  /// ``HistoryLoader/maximumFileSize``. The file is opened without blocking
  /// and examined before it is read, so a named pipe with no writer never
  /// hangs the command.
  public init(readingAt path: String) throws(ImportFailure) {
    self.path = path
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      bytes = Data()
      companions = [:]
      folderFiles = try FolderFiles.read(path, reading: Self.readMain)
      return
    }
    folderFiles = nil
    bytes = try Self.readMain(path)
    guard bytes.starts(with: Self.sqliteHeader) else {
      companions = [:]
      return
    }
    var companions: [String: Data] = [:]
    for suffix in Self.companionSuffixes where FileManager.default.fileExists(atPath: path + suffix)
    {
      do {
        companions[suffix] = try StoreCopy.readCompanion(path + suffix)
      } catch {
        throw ImportFailure(.error(path, "", "cannot read the file: \(error)"))
      }
    }
    self.companions = companions
  }

  /// An input already in memory: `bytes` as if read from `path` (which
  /// names it in messages), with no companions.
  public init(path: String, bytes: Data) {
    self.init(path: path, bytes: bytes, companions: [:])
  }

  private init(path: String, bytes: Data, companions: [String: Data]) {
    self.path = path
    self.bytes = bytes
    self.companions = companions
    folderFiles = nil
  }

  /// The same file without its companions (a store read as if it had no
  /// `-wal` or `-shm`).
  var withoutCompanions: InputFile {
    InputFile(path: path, bytes: bytes, companions: [:])
  }

  /// The file's bytes, after the checks of `init(readingAt:)`.
  static func readMain(_ path: String) throws(ImportFailure) -> Data {
    let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else {
      if errno == ENOENT { throw ImportFailure(.error(path, "", "no such file")) }
      throw ImportFailure(
        .error(
          path, "",
          "cannot open the file for reading (\(String(cString: strerror(errno)))); "
            + "check its permissions"))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw ImportFailure(.error(path, "", "cannot examine the file"))
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: throw ImportFailure(.error(path, "", "this is a folder; expected a file"))
    default:
      let kind: String
      switch status.st_mode & S_IFMT {
      case S_IFIFO: kind = "a named pipe (FIFO)"
      case S_IFCHR, S_IFBLK: kind = "a device"
      case S_IFSOCK: kind = "a socket"
      default: kind = "not a file"
      }
      throw ImportFailure(
        .error(path, "", "not a regular file (\(kind)); expected a history file"))
    }
    let tooLarge = ImportFailure(
      .error(path, "", "the file is larger than 1 GiB; is it the right file?"))
    guard Int(status.st_size) <= HistoryLoader.maximumFileSize else { throw tooLarge }
    switch FileDescriptorReader.readAll(
      descriptor, expected: Int(status.st_size), limit: HistoryLoader.maximumFileSize)
    {
    case .read(let data): return data
    case .tooLarge: throw tooLarge
    case .failed(let reason):
      throw ImportFailure(.error(path, "", "cannot read the file: \(reason)"))
    }
  }
}
