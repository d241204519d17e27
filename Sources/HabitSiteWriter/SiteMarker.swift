import Foundation
import HabitJSON
import HabitSite

#if canImport(Glibc)
  import Glibc
#endif

/// What a folder's `.habit-report-site` marker proves, read without ever
/// trusting it: the marker is `lstat`ed first (a folder, link, FIFO, socket
/// or device is no marker, and a FIFO is never opened), its size is checked
/// before a byte is read, and it proves the site only when it holds what
/// habit-report writes — the first line, then the manifest of the files the
/// build wrote. Anything else means "not one of my sites".
enum SiteMarker {
  /// No marker in the folder.
  case absent
  /// A marker this tool wrote: its manifest record (`files`, `folders`,
  /// `fingerprint`, `facts`).
  case site(JSONObject)
  /// A marker that proves nothing; the words say what it is ("is empty").
  case foreign(String)

  /// Far above the marker of the largest site (10,000 habits and ten years
  /// of periods list under 40,000 files, about 4 MB).
  static let sizeLimit = 64 << 20

  static func read(in folder: URL) -> SiteMarker {
    let path = folder.appendingPathComponent(SiteWriter.markerName).path
    var status = stat()
    guard lstat(path, &status) == 0 else {
      if errno == ENOENT { return .absent }
      return .foreign("cannot be read (\(String(cString: strerror(errno))))")
    }
    switch status.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .foreign("is a folder")
    case S_IFLNK: return .foreign("is a symbolic link")
    default: return .foreign("is not a regular file (a FIFO, socket or device)")
    }
    guard status.st_size > 0 else { return .foreign("is empty") }
    guard status.st_size <= sizeLimit else {
      return .foreign("is larger than any marker habit-report writes")
    }
    guard let bytes = readBytes(path, expected: Int(status.st_size)) else {
      return .foreign("cannot be read (\(String(cString: strerror(errno))))")
    }
    let header = Array(SiteWriter.markerText.utf8)
    guard bytes.starts(with: header),
      let text = String(validating: bytes[header.count...], as: UTF8.self),
      case .object(let record)? = try? JSONParser.parse(text),
      case .array(let files)? = record["files"], case .array? = record["folders"],
      files.allSatisfy({
        if case .array(let fields) = $0, case .string(let path)? = fields.first {
          return SiteWriter.isSafe(path)
        }
        return false
      })
    else {
      return .foreign(
        "does not hold what habit-report writes (its first line and the list of files it wrote)")
    }
    return .site(record)
  }

  /// The file's bytes (a regular file of `expected` bytes, opened without
  /// following a link and without blocking), or nil with `errno` set.
  private static func readBytes(_ path: String, expected: Int) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG,
      Int(status.st_size) == expected
    else {
      errno = EINVAL
      return nil
    }
    var bytes = [UInt8](repeating: 0, count: expected)
    var offset = 0
    while offset < expected {
      let count = bytes.withUnsafeMutableBytes {
        pread(descriptor, $0.baseAddress! + offset, expected - offset, off_t(offset))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else {
        if count == 0 { errno = EIO }
        return nil
      }
      offset += count
    }
    return bytes
  }

  /// The files a manifest lists as written by habit-report, the marker
  /// too.
  static func ownedFiles(_ record: JSONObject) -> Set<String> {
    var files: Set<String> = [SiteWriter.markerName]
    if case .array(let entries)? = record["files"] {
      for entry in entries {
        if case .array(let fields) = entry, case .string(let path)? = fields.first {
          files.insert(path)
        }
      }
    }
    return files
  }
}
